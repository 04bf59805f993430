import styled from "styled-components";
import { getConfig } from "../../core/config";
import type { Discount } from "../../core/types";
import { StatusBadge, type BadgeTone } from "../../ui/StatusBadge";
import { t } from "./messages";
import { relativeDays, scheduleOf, type ScheduleState } from "./schedule";

const TONES: Record<ScheduleState, BadgeTone> = {
  SCHEDULED: "info",
  RUNNING: "success",
  ENDED: "neutral",
  INACTIVE: "danger",
};

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
      <StatusBadge tone={TONES[schedule.state]}>{t(`state${schedule.state}`)}</StatusBadge>
      {hint ? <Hint>{hint}</Hint> : null}
    </span>
  );
}
