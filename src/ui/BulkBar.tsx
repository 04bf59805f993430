import { forwardRef, type ReactNode } from "react";
import styled from "styled-components";
import type { BulkProgress } from "../core/bulk";
import { formatNumber } from "../core/format";
import { t } from "../core/screenMessages";
import { Button } from "./Button";
import { tokens } from "./tokens";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  margin: 0 0 8px;
  padding: 8px 12px;
  border-radius: ${tokens.radius};
  background: ${tokens.primarySoft};
  font-size: 14px;
`;

const Track = styled.div`
  flex: 1 1 160px;
  display: flex;
  gap: 8px;
  align-items: center;
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  > div {
    flex: 1;
    height: 8px;
    border-radius: 4px;
    background: ${tokens.surface};
    border: 1px solid ${tokens.border};
    overflow: hidden;
  }
  > div > span {
    display: block;
    height: 100%;
    background: ${tokens.primary};
    transition: width 0.2s;
  }
`;

const Summary = styled.p`
  margin: 0 0 8px;
  font-size: 14px;
  &:empty {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${tokens.primary};
    outline-offset: 2px;
  }
`;

/** A bar of `done` out of `total` for the action `label` (role progressbar with its values), with the figures beside it. */
export function ProgressBar({ label, progress }: { label: string; progress: BulkProgress }) {
  const { done, total } = progress;
  const percent = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  return (
    <Track>
      <div
        role="progressbar"
        aria-label={t("bulkProgressLabel", { action: label })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t("bulkProgress", { done: formatNumber(done), total: formatNumber(total) })}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true">{t("bulkProgress", { done: formatNumber(done), total: formatNumber(total) })}</span>
    </Track>
  );
}

export interface BulkBarProps {
  /** Records selected (every matching one in "matching" mode), with the figures shown. */
  count: { count: number; shown: string };
  /** The "Select all N matching" offer, when the whole page is selected and more records match. */
  matchingOffer: { count: number; shown: string } | null;
  onSelectMatching: () => void;
  onClear: () => void;
  /** The area's action buttons. */
  actions: ReactNode;
  progress: { label: string; value: BulkProgress } | null;
  /** The last action's outcome, in words. */
  summary: string;
}

/**
 * Above a list: how many records are selected, the offer to select every matching one, the
 * area's actions and Clear; while an action runs, its progress; after it, what it did. The
 * counts and the summary are announced (polite), and the summary takes focus when the button
 * that had it went away (the selection emptied).
 */
export const BulkBar = forwardRef<HTMLParagraphElement, BulkBarProps>(function BulkBar(
  { count, matchingOffer, onSelectMatching, onClear, actions, progress, summary },
  summaryRef,
) {
  const active = count.count > 0 || progress !== null || summary !== "";
  return (
    <div data-bulk-bar>
      {active ? (
        <Bar role="group" aria-label={t("bulkActions")}>
          <span aria-live="polite">{count.count > 0 ? t("bulkSelected", count) : ""}</span>
          {matchingOffer !== null ? (
            <Button variant="ghost" onClick={onSelectMatching}>
              {t("selectAllMatching", matchingOffer)}
            </Button>
          ) : null}
          {count.count > 0 ? actions : null}
          <Button variant="ghost" aria-label={t("clearSelection")} onClick={onClear}>
            {t("clearSelectionShort")}
          </Button>
          {progress ? <ProgressBar label={progress.label} progress={progress.value} /> : null}
        </Bar>
      ) : null}
      <Summary ref={summaryRef} role="status" tabIndex={-1}>
        {summary}
      </Summary>
    </div>
  );
});
