/** Rows per client-side page: enough to scan, few enough to paint at once with 10,000 rows. */
export const PAGE_SIZE = 25;

/** One page of a list, with the page clamped to the pages that exist. */
export function pageOf<Row>(rows: readonly Row[], page: number, size = PAGE_SIZE) {
  const totalPages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), totalPages);
  const start = (current - 1) * size;
  return { rows: rows.slice(start, start + size), page: current, totalPages, offset: start };
}

/** A positive page number from the URL, else 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export { errorMessageOf, statusOf as errorStatusOf } from "../../../core/api/apiError";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in the configured locale's numeric form (en-IE: 23/11/2026). A bare calendar day
 * (YYYY-MM-DD, a date of birth) is read in UTC so no time zone moves it to the day before.
 */
export function formatLocalDate(value: string | null | undefined, locale: string): string {
  if (!value) return "—";
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(bare ? `${value}T00:00:00Z` : value);
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
