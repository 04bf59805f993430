import { getConfig } from "./config";

const euroFormats = new Map<string, Intl.NumberFormat>();

/** An amount in euros in the configured locale; "—" when there is no amount. */
export function formatEuro(amount: number | string | null | undefined): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const { locale } = getConfig();
  let format = euroFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
    euroFormats.set(locale, format);
  }
  return format.format(value);
}

const pad = (value: number) => String(value).padStart(2, "0");

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in the configured locale's numeric form (en-IE, the default: 23/11/2026, the spec's
 * dd/MM/yyyy; fr-FR 23/11/2026; de-DE 23.11.2026); "—" for a missing or invalid date. A bare
 * calendar day (YYYY-MM-DD, a date of birth) is read in UTC so no time zone moves it.
 */
export function formatDate(value: string | Date | null | undefined, locale = getConfig().locale): string {
  if (!value) return "—";
  const bare = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = value instanceof Date ? value : new Date(bare ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return "—";
  const key = `${locale}|${bare}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      ...(bare ? { timeZone: "UTC" } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

export type DatePart = "day" | "month" | "year";

/**
 * How the locale writes a date in digits: the parts in order and the separator (en-IE and fr-FR
 * day/month/year with "/", de-DE with ".", en-US month/day/year), so a date field reads and shows
 * dates as the operator writes them; `format` is the same as a date-fns pattern (dd/MM/yyyy).
 */
export function datePattern(locale = getConfig().locale): { parts: DatePart[]; separator: string; format: string } {
  const written = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric" }).formatToParts(
    new Date(Date.UTC(2026, 10, 23, 12)),
  );
  const parts = written.flatMap((part) =>
    part.type === "day" || part.type === "month" || part.type === "year" ? [part.type] : [],
  );
  const separator = written.find((part) => part.type === "literal")?.value.trim() || "/";
  const ordered: DatePart[] = parts.length === 3 ? parts : ["day", "month", "year"];
  const token = { day: "dd", month: "MM", year: "yyyy" } as const;
  return { parts: ordered, separator, format: ordered.map((part) => token[part]).join(separator) };
}

/** A number in the configured locale (1,234.5 in en-IE; 1 234,5 in fr-FR; 1.234,5 in de-DE). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(getConfig().locale, options).format(value);
}

/**
 * The plural category of a count in the configured locale ("one", "other", …), so a catalogue
 * can hold "1 category" and "{count} categories" under `…_one` and `…_other`.
 */
export function pluralOf(count: number): Intl.LDMLPluralRule {
  return new Intl.PluralRules(getConfig().locale).select(count);
}

/** Parses dd/MM/yyyy into YYYY-MM-DD, or null when it is not a real date. */
export function parseDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The first `count` words, with an ellipsis when cut (lists show 5 words of a description). */
export function truncateWords(text: string | null | undefined, count = 5): string {
  const words = (text ?? "").trim().split(/\s+/).filter(Boolean);
  return words.length <= count ? words.join(" ") : `${words.slice(0, count).join(" ")}…`;
}

/** Up to two initials from a full name ("Alex Admin" → "AA"); "?" when there is no name. */
export function initials(fullName: string | null | undefined): string {
  const parts = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "?";
  const letters =
    parts.length === 1 ? parts[0].slice(0, 1) : parts[0].slice(0, 1) + parts[parts.length - 1].slice(0, 1);
  return letters.toUpperCase();
}

/** A signed percentage change ("+12.5%", "−3%"), or null when there is none. */
export function formatChange(percent: number | null | undefined): string | null {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return null;
  const { locale } = getConfig();
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.abs(percent));
  return `${percent > 0 ? "+" : percent < 0 ? "−" : ""}${text}%`;
}
