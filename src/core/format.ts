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

/** dd/MM/yyyy (the spec's format, whatever the locale); "—" for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "—";
  // A bare date (YYYY-MM-DD) is a calendar day: do not shift it through time zones.
  const bare = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (bare) return `${bare[3]}/${bare[2]}/${bare[1]}`;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
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
