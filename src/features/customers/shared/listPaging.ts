import { formatDate } from "../../../core/format";

export { errorMessageOf, statusOf as errorStatusOf } from "../../../core/api/apiError";

/** A date in the locale's numeric form: core's one formatter (kept as the area's name for it). */
export function formatLocalDate(value: string | null | undefined, locale: string): string {
  return formatDate(value, locale);
}
