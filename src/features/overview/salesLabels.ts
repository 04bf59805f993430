import { getConfig } from "../../core/config";
import { formatEuro } from "../../core/format";
import type { SalesBucket, SalesGranularity } from "../../core/types";
import { t } from "./messages";
import { bucketTotal } from "./salesChartScale";

/** The sales chart's words and figures, in the element's locale: periods, axis amounts, a point's summary. */

const dateOf = (start: string) => new Date(`${start}T00:00:00Z`);

/** A bucket's name in full (tooltip, table, spoken) and short (axis), in the element's locale. */
export function periodLabel(start: string, granularity: SalesGranularity, short = false): string {
  const { locale } = getConfig();
  const date = dateOf(start);
  // Plain dates are UTC midnights: formatting them in UTC never shifts the day.
  if (granularity === "month")
    return new Intl.DateTimeFormat(locale, {
      month: short ? "short" : "long",
      year: short ? undefined : "numeric",
      timeZone: "UTC",
    }).format(date);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: short || granularity === "week" ? undefined : "short",
    day: "numeric",
    month: "short",
    year: short ? undefined : "numeric",
    timeZone: "UTC",
  }).format(date);
  return granularity === "week" && !short ? t("weekOf", { date: day }) : day;
}

/** An axis amount, in short ("€1.2K"). */
export function compactEuro(value: number): string {
  return new Intl.NumberFormat(getConfig().locale, {
    style: "currency",
    currency: "EUR",
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(value);
}

/** A point as spoken: its period and its B2B, B2C and total figures. */
export function pointLabel(bucket: SalesBucket, granularity: SalesGranularity): string {
  return t("salesPoint", {
    period: periodLabel(bucket.start, granularity),
    b2b: formatEuro(bucket.b2b),
    b2c: formatEuro(bucket.b2c),
    total: formatEuro(bucketTotal(bucket)),
  });
}
