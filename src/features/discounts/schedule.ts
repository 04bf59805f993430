import type { Discount } from "../../core/types";

/**
 * Where a discount stands in time: its status and dates decide it, never the operator. Dates are
 * calendar days (YYYY-MM-DD) and both ends are included: a discount from 1 to 31 March runs on
 * 31 March and has ended on 1 April.
 */
export type ScheduleState = "SCHEDULED" | "RUNNING" | "ENDED" | "INACTIVE";

export interface Schedule {
  state: ScheduleState;
  /**
   * Days from today to the date that matters next: the start (Scheduled, positive), the end
   * (Running, 0 or more; Ended, negative). null when Inactive.
   */
  days: number | null;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Today in the operator's own time zone, as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const dayNumber = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

export function scheduleOf(
  discount: Pick<Discount, "status" | "start_date" | "end_date">,
  today: string = todayIso(),
): Schedule {
  if (discount.status !== "ACTIVE") return { state: "INACTIVE", days: null };
  const start = discount.start_date.slice(0, 10);
  const end = discount.end_date.slice(0, 10);
  if (today < start) return { state: "SCHEDULED", days: daysBetween(today, start) };
  if (today > end) return { state: "ENDED", days: daysBetween(today, end) };
  return { state: "RUNNING", days: daysBetween(today, end) };
}

/** "in 2 days", "tomorrow", "today", "yesterday", "3 days ago", in the given locale. */
export function relativeDays(days: number, locale: string): string {
  return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(days, "day");
}
