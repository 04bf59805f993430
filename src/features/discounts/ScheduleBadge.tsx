import styled from "styled-components";
import { getConfig } from "../../core/config";
import type { Discount } from "../../core/types";
import { t } from "./messages";
import { relativeDays, scheduleOf, type ScheduleState } from "./schedule";

// Text and background pairs of at least 4.5:1 contrast; the label carries the meaning.
const COLOURS: Record<ScheduleState, { text: string; background: string }> = {
  SCHEDULED: { text: "#1f3a9e", background: "#e8edfb" },
  RUNNING: { text: "#17663a", background: "#e4f5ea" },
  ENDED: { text: "#4a5160", background: "#eceef2" },
  INACTIVE: { text: "#a1281b", background: "#fdecea" },
};

const Badge = styled.span<{ $state: ScheduleState }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  color: ${(p) => COLOURS[p.$state].text};
  background: ${(p) => COLOURS[p.$state].background};
`;

const Hint = styled.span`
  display: block;
  margin-top: 2px;
  font-size: 12px;
  color: #4a5160;
  white-space: nowrap;
`;

const HINTS = { SCHEDULED: "startsWhen", RUNNING: "endsWhen", ENDED: "endedWhen" } as const;

/** Scheduled, Running, Ended or Inactive, with when it starts or ends ("starts in 2 days"). */
export function ScheduleBadge({ discount, today }: { discount: Discount; today?: string }) {
  const schedule = scheduleOf(discount, today);
  const hint =
    schedule.state === "INACTIVE" || schedule.days === null
      ? null
      : t(HINTS[schedule.state], { when: relativeDays(schedule.days, getConfig().locale) });
  return (
    <span data-schedule={schedule.state}>
      <Badge $state={schedule.state}>{t(`state${schedule.state}`)}</Badge>
      {hint ? <Hint>{hint}</Hint> : null}
    </span>
  );
}
