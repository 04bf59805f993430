import { formatDate } from "../../../core/format";

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

/** A date in the locale's numeric form: core's one formatter (kept as the area's name for it). */
export function formatLocalDate(value: string | null | undefined, locale: string): string {
  return formatDate(value, locale);
}
