import type { Day, Locale, LocaleWidth } from "date-fns";
import { enUS } from "date-fns/locale/en-US";

// Regions whose week starts on Sunday or Saturday (CLDR), for browsers without Intl.Locale week info.
const SUNDAY_FIRST = new Set(["US", "CA", "MX", "BR", "JP", "KR", "TW", "HK", "IL", "IN", "PH", "ZA", "SA", "PE"]);
const SATURDAY_FIRST = new Set(["EG", "IR", "AF", "DZ", "SY", "IQ", "JO", "KW", "LY", "OM", "QA", "SD"]);

interface WeekInfo {
  firstDay: number; // 1 Monday … 7 Sunday
}

/** The first day of the week in `tag`'s region (0 Sunday … 6 Saturday): Monday for en-IE and fr-FR, Sunday for en-US. */
export function firstDayOfWeek(tag: string): Day {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info?.firstDay) return (info.firstDay % 7) as Day;
    const region = locale.maximize().region ?? "";
    if (SUNDAY_FIRST.has(region)) return 0;
    if (SATURDAY_FIRST.has(region)) return 6;
  } catch {
    // Not a valid tag: the shop's default week below.
  }
  return 1;
}

/** date-fns' name widths as Intl's. */
const intlWidth = (width: LocaleWidth | undefined) =>
  width === "narrow" ? "narrow" : width === "short" || width === "abbreviated" ? "short" : "long";

/**
 * A date-fns locale for the calendar whose month and weekday names come from the browser (Intl)
 * and whose week starts on the locale's first day: no date-fns locale is bundled (registerLocale
 * with date-fns' locales would add one per language); formats and parsing stay en-US's, since
 * the field shows and reads dd/MM/yyyy digits only.
 */
export function calendarLocale(tag: string): Locale {
  const names = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" });
  return {
    ...enUS,
    code: tag,
    localize: {
      ...enUS.localize,
      month: (index, options) => names({ month: intlWidth(options?.width) }).format(Date.UTC(2021, index, 1)),
      // 3 January 2021 was a Sunday (index 0).
      day: (index, options) => names({ weekday: intlWidth(options?.width) }).format(Date.UTC(2021, 0, 3 + index)),
    },
    options: { weekStartsOn: firstDayOfWeek(tag), firstWeekContainsDate: 4 },
  };
}
