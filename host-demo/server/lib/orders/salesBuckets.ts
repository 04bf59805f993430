/**
 * The shop's calendar: plain dates (YYYY-MM-DD) in the shop's time zone and the day, week and
 * month buckets of the sales trend. The database groups orders by these buckets (in the same
 * zone, see routes/dashboard.ts); these functions name the range and list every bucket in it,
 * so a bucket without sales is there with zeros rather than missing from the chart.
 */

export type Granularity = "day" | "week" | "month";
export const GRANULARITIES = ["day", "week", "month"] as const satisfies readonly Granularity[];

/** How many buckets the trend shows by default: 30 days, 12 weeks, 12 months. */
export const DEFAULT_BUCKETS: Record<Granularity, number> = { day: 30, week: 12, month: 12 };
/** The most buckets one request may ask for (a long range of days is a year at most). */
export const MAX_BUCKETS = 400;

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a valid calendar date written YYYY-MM-DD. */
export function isPlainDate(value: string): boolean {
  const match = PLAIN_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** True when the runtime knows this IANA time zone (e.g. Europe/Paris). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date an instant falls on in a time zone. */
export function shopDate(instant: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

// Plain dates are computed as UTC midnights: no zone, no daylight-saving hour in between.
const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const toPlain = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the bucket a date belongs to: the day itself, the Monday of its week, the 1st of its month. */
export function bucketStart(date: string, granularity: Granularity): string {
  const day = toUtc(date);
  if (granularity === "week") day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  if (granularity === "month") day.setUTCDate(1);
  return toPlain(day);
}

/** The date `count` buckets after (or before, when negative) a bucket's first day. */
export function addBuckets(start: string, granularity: Granularity, count: number): string {
  const day = toUtc(start);
  if (granularity === "day") day.setUTCDate(day.getUTCDate() + count);
  if (granularity === "week") day.setUTCDate(day.getUTCDate() + 7 * count);
  if (granularity === "month") day.setUTCMonth(day.getUTCMonth() + count);
  return toPlain(day);
}

export interface BucketRange {
  granularity: Granularity;
  /** First day of the first bucket. */
  from: string;
  /** Last day of the last bucket (inclusive). */
  to: string;
  /** The day after `to`: the exclusive end the database compares with. */
  end: string;
  /** First day of every bucket, in order. */
  starts: string[];
}

/**
 * The buckets covering `from`..`to` (both shop dates, inclusive), widened to whole buckets.
 * Without dates: the default number of buckets ending with the one that holds today.
 */
export function bucketRange(
  granularity: Granularity,
  today: string,
  from?: string,
  to?: string,
): BucketRange | { error: string } {
  if (from !== undefined && !isPlainDate(from)) return { error: "from must be a date (YYYY-MM-DD)" };
  if (to !== undefined && !isPlainDate(to)) return { error: "to must be a date (YYYY-MM-DD)" };
  const last = bucketStart(to ?? today, granularity);
  const first =
    from !== undefined
      ? bucketStart(from, granularity)
      : addBuckets(last, granularity, -(DEFAULT_BUCKETS[granularity] - 1));
  if (first > last) return { error: "from must not be after to" };
  const starts: string[] = [];
  for (let start = first; start <= last; start = addBuckets(start, granularity, 1)) {
    starts.push(start);
    if (starts.length > MAX_BUCKETS) return { error: `at most ${MAX_BUCKETS} ${granularity}s per request` };
  }
  const end = addBuckets(last, granularity, 1);
  return { granularity, from: first, to: addBuckets(end, "day", -1), end, starts };
}
