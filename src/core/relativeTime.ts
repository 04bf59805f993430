import { getConfig } from "./config";

const steps: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: "year", seconds: 365 * 24 * 3600 },
  { unit: "month", seconds: 30 * 24 * 3600 },
  { unit: "week", seconds: 7 * 24 * 3600 },
  { unit: "day", seconds: 24 * 3600 },
  { unit: "hour", seconds: 3600 },
  { unit: "minute", seconds: 60 },
  { unit: "second", seconds: 1 },
];

const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago (or how soon) `at` is from `now`, in the locale's words through
 * Intl.RelativeTimeFormat: "10 seconds ago", "2 hours ago", "il y a 3 jours", "vor 5 Minuten".
 * The largest whole unit is used (90 minutes → "1 hour ago"); "—" for a missing or invalid time.
 * Shared by the history timelines and the "changed by" notices (issue 33), so both say the same.
 */
export function relativeTime(
  at: string | number | Date | null | undefined,
  now: number | Date = Date.now(),
  locale: string = getConfig().locale,
  style: Intl.RelativeTimeFormatStyle = "long",
): string {
  if (at === null || at === undefined || at === "") return "—";
  const when = at instanceof Date ? at.getTime() : typeof at === "number" ? at : Date.parse(at);
  const reference = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(when) || !Number.isFinite(reference)) return "—";
  const seconds = Math.round((when - reference) / 1000);
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "auto", style });
    formats.set(key, format);
  }
  const step = steps.find((candidate) => Math.abs(seconds) >= candidate.seconds) ?? steps[steps.length - 1]!;
  return format.format(Math.trunc(seconds / step.seconds), step.unit);
}
