import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import styled from "styled-components";
import type { BulkOutcome, BulkProgress, BulkTarget } from "../core/bulk";
import { formatNumber } from "../core/format";
import { notify } from "../core/notify";
import { t } from "../core/screenMessages";
import {
  afterOutcome,
  currentSelection,
  isSelected,
  NO_SELECTION,
  pageState,
  selectedCount,
  selectMatching,
  targetOf,
  toggleRow,
  togglePage,
  type Selection,
} from "./bulkSelection";
import { BulkBar } from "./BulkBar";
import { Button } from "./Button";
import { ConfirmDialog } from "./ConfirmDialog";
import { errorText } from "./RecordLoadState";
import type { Column } from "./Table";

/** A count as the texts take it: the number (for the plural) and its figures in the locale. */
export type Count = {
  count: number;
  shown: string;
};

/** One bulk action of an area (Confirm, Publish, Delete…): its words, and the call that does it. */
export interface BulkAction<Filter> {
  id: string;
  /** The button ("Confirm"). */
  label: string;
  danger?: boolean;
  /** The confirmation's title, naming the count ("Confirm 12 orders?"). */
  title: (count: Count) => string;
  /** What the confirmation says below its title (default: refused records stay as they are). */
  message?: (count: Count) => string;
  /** The confirmation's button (default: the label). */
  confirmLabel?: string;
  /** The confirmation's way out (default: Cancel). */
  keepLabel?: string;
  /** What the changed records say afterwards ("3 orders confirmed"). */
  done: (count: Count) => string;
  /** Sends the action for the target; rejects with the server's error when nothing could be done. */
  run: (target: BulkTarget<Filter>, onProgress: (progress: BulkProgress) => void) => Promise<BulkOutcome>;
}

export interface BulkSelectionOptions<Row, Filter> {
  /** The rows on screen, in order (a Shift+click range runs over them). */
  rows: readonly Row[];
  idOf: (row: Row) => number;
  /** The record as the operator knows it ("ORD-100116"): its checkbox reads "Select ORD-100116". */
  nameOf: (row: Row) => string;
  /** A checkbox name of the area's own, when "Select {name}" does not read well. */
  checkboxLabel?: (row: Row) => string;
  pageCheckboxLabel?: string;
  /**
   * Every record the list's filter matches, on every page, and that filter (sent by "select all N
   * matching"); `atLeast` when the total is a lower bound (a capped count: "1,000+").
   */
  matching?: { total: number; filter: Filter; atLeast?: boolean };
  actions: readonly BulkAction<Filter>[];
}

export interface BulkSelection<Row> {
  /** The checkbox column: put it first. */
  column: Column<Row>;
  /** The bar above the list (count, select all matching, actions, progress, summary). */
  bar: ReactNode;
  /** The confirmation: render it once in the screen. */
  dialog: ReactNode;
  isSelected: (id: number) => boolean;
}

const countOf = (count: number, atLeast = false): Count => ({
  count,
  shown: `${formatNumber(count)}${atLeast ? "+" : ""}`,
});

/** Refusals listed by name in the summary; more are counted. */
const LISTED_REFUSALS = 5;

function summaryOf<Filter>(action: BulkAction<Filter>, outcome: BulkOutcome): string {
  const done = action.done(countOf(outcome.changed.length));
  if (outcome.refused.length === 0) return done;
  const listed = outcome.refused
    .slice(0, LISTED_REFUSALS)
    .map((refusal) => t("bulkRefusal", { label: refusal.label, reason: refusal.reason }));
  const more = outcome.refused.length - listed.length;
  if (more > 0) listed.push(t("bulkMoreRefused", { count: more }));
  return t("bulkSummary", {
    done,
    refused: t("bulkRefused", { count: outcome.refused.length }),
    list: listed.join("; "),
  });
}

const Check = styled.input`
  width: 18px;
  height: 18px;
  margin: 3px;
  cursor: pointer;
`;

/** The header checkbox: checked when the whole page is selected, mixed when part of it is. */
function PageCheckbox({
  state,
  label,
  disabled,
  onChange,
}: {
  state: "all" | "some" | "none";
  label: string;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = state === "some";
  }, [state]);
  return (
    <Check
      ref={box}
      type="checkbox"
      aria-label={label}
      checked={state === "all"}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** Shift held on the click (or Space) that changed the checkbox: a range. */
const withShift = (event: ChangeEvent<HTMLInputElement>) => (event.nativeEvent as MouseEvent).shiftKey === true;

/**
 * The selection kit every list uses: a checkbox column (Shift+click selects a range), a bar with
 * the count, "select all N matching" (then the request carries the list's filter, not ids), the
 * area's actions, one confirmation naming the count, a progress bar fed by the call's progress,
 * and a summary after; refused records stay selected, changed ones leave the selection. A
 * "matching" selection ends when the filter changes.
 */
export function useBulkSelection<Row, Filter>({
  rows,
  idOf,
  nameOf,
  checkboxLabel,
  pageCheckboxLabel,
  matching,
  actions,
}: BulkSelectionOptions<Row, Filter>): BulkSelection<Row> {
  const filterKey = matching ? JSON.stringify(matching.filter) : "";
  const [stored, setSelection] = useState<Selection>(NO_SELECTION);
  const selection = currentSelection(stored, filterKey);
  const [asking, setAsking] = useState<BulkAction<Filter> | null>(null);
  const [progress, setProgress] = useState<{ label: string; value: BulkProgress } | null>(null);
  const [summary, setSummary] = useState("");
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [finished, setFinished] = useState(0);

  const pageIds = rows.map(idOf);
  const total = matching?.total ?? 0;
  const count = selectedCount(selection, total);
  const page = pageState(selection, pageIds);
  // A capped total counts at least this many: every figure of the "matching" selection says so.
  const atLeast = selection.kind === "matching" && Boolean(matching?.atLeast);
  const matchingOffer =
    matching && selection.kind === "rows" && page === "all" && total > count ? matching.total : null;

  // The summary takes focus when the focused button went away with the selection it acted on.
  useEffect(() => {
    const summaryBox = summaryRef.current;
    if (!finished || !summaryBox) return;
    const root = summaryBox.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    if (!active || active === document.body || !active.isConnected) summaryBox.focus();
  }, [finished]);

  const run = async (action: BulkAction<Filter>) => {
    setAsking(null);
    const target = targetOf(selection, matching?.filter as Filter);
    setSummary("");
    setProgress({ label: action.label, value: { done: 0, total: count } });
    try {
      const outcome = await action.run(target, (value) => setProgress({ label: action.label, value }));
      setSelection((current) => afterOutcome(currentSelection(current, filterKey), outcome));
      setSummary(summaryOf(action, outcome));
    } catch (error) {
      notify.error(t("bulkFailed", { action: action.label }), errorText(error));
    } finally {
      setProgress(null);
      setFinished((runs) => runs + 1);
    }
  };

  const running = progress !== null;
  const column: Column<Row> = {
    key: "select",
    width: "44px",
    header: (
      <PageCheckbox
        state={page}
        label={pageCheckboxLabel ?? t("selectPageRows")}
        disabled={pageIds.length === 0}
        onChange={(on) => setSelection(togglePage(selection, pageIds, on))}
      />
    ),
    render: (row) => {
      const id = idOf(row);
      return (
        <Check
          type="checkbox"
          aria-label={checkboxLabel ? checkboxLabel(row) : t("selectRow", { name: nameOf(row) })}
          checked={isSelected(selection, id)}
          onChange={(event) => setSelection(toggleRow(selection, pageIds, id, event.target.checked, withShift(event)))}
        />
      );
    },
  };

  const bar = (
    <BulkBar
      ref={summaryRef}
      count={countOf(count, atLeast)}
      matchingOffer={matchingOffer === null ? null : countOf(matchingOffer, matching?.atLeast)}
      onSelectMatching={() => setSelection(selectMatching(filterKey))}
      onClear={() => {
        setSelection(NO_SELECTION);
        setSummary("");
      }}
      progress={progress}
      summary={summary}
      actions={actions.map((action) => (
        // Stays focusable while another action runs (aria-disabled): a disabled button drops focus.
        <Button
          key={action.id}
          variant={action.danger ? "danger" : "secondary"}
          aria-disabled={running || undefined}
          onClick={() => (running ? undefined : setAsking(action))}
        >
          {action.label}
        </Button>
      ))}
    />
  );

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={asking ? asking.title(countOf(count, atLeast)) : ""}
      message={asking?.message ? asking.message(countOf(count, atLeast)) : t("bulkConfirmText")}
      confirmLabel={asking?.confirmLabel ?? asking?.label}
      cancelLabel={asking?.keepLabel ?? t("cancel")}
      danger={asking?.danger}
      onConfirm={() => asking && void run(asking)}
      onCancel={() => setAsking(null)}
    />
  );

  return { column, bar, dialog, isSelected: (id) => isSelected(selection, id) };
}
