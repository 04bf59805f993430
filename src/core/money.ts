/**
 * Reading a euro amount as an operator types it, in any of the ways people write one:
 * "13,90", "13.90", "1 390,50", "1.390,50", "1,390.50", "€ 13.90". The amount is read in whole
 * cents, so nothing is lost to floating point, and anything that could mean two amounts is
 * refused rather than guessed: a comma never multiplies a price by 100.
 */

/** Why a text is not an amount; the field turns it into a message. */
export type MoneyProblem =
  | "notANumber" // letters, signs, or separators in odd places
  | "negative"
  | "ambiguous" // "1.390" in a locale whose decimal mark is "." — 1.39 or 1390?
  | "tooManyDecimals" // more than cents
  | "tooLarge";

export type MoneyReading = { ok: true; cents: number; amount: number } | { ok: false; problem: MoneyProblem };

/** A sane bound for one price in this shop (issue 31): the server refuses more too. */
export const MAX_AMOUNT_EUROS = 100_000;

const separatorsCache = new Map<string, { decimal: string; group: string }>();

/** The locale's decimal mark and grouping mark ("." and "," for en-IE; "," and a narrow space for fr-FR). */
export function separatorsOf(locale: string): { decimal: string; group: string } {
  let found = separatorsCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
    found = {
      decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
      group: parts.find((part) => part.type === "group")?.value ?? ",",
    };
    separatorsCache.set(locale, found);
  }
  return found;
}

/** Digits grouped by thousands: a first group of 1–3 digits, then groups of exactly 3. */
function ungroup(integer: string, mark: string | null): string | null {
  if (mark === null) return /^\d+$/.test(integer) ? integer : null;
  const groups = integer.split(mark);
  if (!/^\d{1,3}$/.test(groups[0]) || groups.slice(1).some((group) => !/^\d{3}$/.test(group))) return null;
  return groups.join("");
}

/**
 * Reads `text` as a euro amount for `locale`. Empty text is not read here (the form decides
 * whether the field is required). Rules, in order:
 * - both "." and "," present: the last one is the decimal mark, the other groups thousands;
 * - one mark followed by 1–2 digits at the end is the decimal mark, whatever the locale
 *   ("13,90" is €13.90 in en-IE too);
 * - one mark followed by exactly 3 digits groups thousands only where it is the locale's
 *   grouping mark ("1,390" in en-IE, "1.390" in de-DE); elsewhere it could be either: refused;
 * - spaces group thousands ("1 390,50").
 */
export function readMoney(text: string, locale: string, max = MAX_AMOUNT_EUROS): MoneyReading {
  let value = text
    .trim()
    .replace(/^€\s*/, "")
    .replace(/\s*€$/, "")
    .replace(/\s*EUR$/i, "");
  if (value.startsWith("-") || value.startsWith("−")) return { ok: false, problem: "negative" };
  if (value.startsWith("+")) value = value.slice(1);
  if (!/^[\d.,\s\u00a0\u202f\u2009']+$/.test(value) || !/\d/.test(value)) return { ok: false, problem: "notANumber" };
  // Spaces only ever group: normalise them to one mark.
  value = value.replace(/[\s\u00a0\u202f\u2009']/g, " ");
  const { decimal: localeDecimal, group: localeGroup } = separatorsOf(locale);
  const lastDot = value.lastIndexOf(".");
  const lastComma = value.lastIndexOf(",");
  const hasSpace = value.includes(" ");

  let integer = value;
  let fraction = "";
  let groupMark: string | null = hasSpace ? " " : null;
  if (lastDot >= 0 && lastComma >= 0) {
    if (hasSpace) return { ok: false, problem: "notANumber" };
    const decimalMark = lastDot > lastComma ? "." : ",";
    groupMark = decimalMark === "." ? "," : ".";
    const at = value.lastIndexOf(decimalMark);
    integer = value.slice(0, at);
    fraction = value.slice(at + 1);
    if (fraction.includes(groupMark)) return { ok: false, problem: "notANumber" };
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? "." : ",";
    const count = value.split(mark).length - 1;
    const after = value.slice(value.lastIndexOf(mark) + 1);
    if (count > 1) {
      // "1.000.000": only a grouping mark repeats.
      if (hasSpace) return { ok: false, problem: "notANumber" };
      groupMark = mark;
    } else if (after.length === 3 && !hasSpace) {
      if (mark !== localeGroup) {
        // "1.390" in en-IE (decimal ".") would be 1.39 with a stray 0, or 1390: ask.
        return { ok: false, problem: mark === localeDecimal ? "tooManyDecimals" : "ambiguous" };
      }
      groupMark = mark;
    } else {
      const at = value.lastIndexOf(mark);
      integer = value.slice(0, at);
      fraction = after;
    }
  }
  if (/\s/.test(fraction)) return { ok: false, problem: "notANumber" };
  if (fraction.length > 2) return { ok: false, problem: "tooManyDecimals" };
  if (fraction && !/^\d+$/.test(fraction)) return { ok: false, problem: "notANumber" };
  const digits = integer === "" ? "0" : ungroup(integer.trim(), groupMark);
  if (digits === null) return { ok: false, problem: "notANumber" };
  // Past the bound it is refused anyway; stop before the number loses precision.
  if (digits.replace(/^0+/, "").length > 12) return { ok: false, problem: "tooLarge" };
  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, "0") || "0");
  if (cents > max * 100) return { ok: false, problem: "tooLarge" };
  return { ok: true, cents, amount: cents / 100 };
}

/** The text a stored amount is edited as, in the locale's own marks and without grouping ("13,90" in fr-FR). */
export function moneyText(amount: number | null | undefined, locale: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return "";
  return new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
