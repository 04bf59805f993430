import { useCallback, useRef, useState } from "react";
import { useLastChange } from "./live/useLastChange";

/**
 * Two copies of a record are the same when every field both have is equal (a list's copy may
 * carry fields the by-id answer has not, such as counts, or the other way round).
 */
function sameRecord(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return Object.keys(left)
    .filter((key) => key in right)
    .every((key) => JSON.stringify(left[key]) === JSON.stringify(right[key]));
}

/** Who changed the record elsewhere and when (the live events' last word on it). */
export interface ChangedBy {
  actorName: string;
  /** An ISO timestamp. */
  at: string;
}

export interface FreshRecordState<Row> {
  /** What the form shows: the server's record once it has come (unless the operator is typing), else the passed one. */
  record: Row | undefined;
  /** Changes whenever `record` is replaced: part of the form's key, so it starts again from the new record. */
  version: number;
  /** Spread on an element around the form: the first input or change marks the form as edited. */
  trackEdits: { onInput: () => void; onChange: () => void; ref: (element: HTMLElement | null) => void };
  /** The server's copy differs from what the operator is editing: who changed it, if known. */
  changed: { by: ChangedBy | undefined } | null;
  /** Submits the form as typed: its save names the version it was opened with, so the 412 opens the review. */
  review: () => void;
  /** Shows the server's copy, dropping what was typed. */
  loadServer: () => void;
}

/**
 * Fresh data wins on edit screens. A record passed in navigation state paints the form at once;
 * when the server's copy arrives it replaces what was painted, unless the operator has started
 * typing: then the form keeps their work and `changed` says the record changed on the server.
 */
export function useFreshRecordState<Row>(
  passed: Row | undefined,
  /** The server's answer; null or undefined while there is none (an empty answer replaces nothing). */
  serverAnswer: Row | null | undefined,
  /**
   * Who changed it elsewhere, for "Changed by Sam Admin 10 seconds ago": given, or the page's
   * change stream's last word on `live` (the record's journal entity and id).
   */
  options: { changedBy?: ChangedBy; live?: { entity: string; id: number | null | undefined } } = {},
): FreshRecordState<Row> {
  const server = serverAnswer ?? undefined;
  const [edited, setEdited] = useState(false);
  const [shown, setShown] = useState<{ record: Row | undefined; version: number }>({
    record: server ?? passed,
    version: 0,
  });
  const markEdited = useCallback(() => setEdited(true), []);
  const around = useRef<HTMLElement | null>(null);
  const keepAround = useCallback((element: HTMLElement | null) => {
    around.current = element;
  }, []);
  const heard = useLastChange(options.live?.entity ?? "", options.live?.id);
  const changedBy = options.changedBy ?? heard ?? undefined;

  // Adjusting state while rendering (React's pattern for "state from props"): when the
  // server's record differs from what is shown and nobody typed, show it.
  const differs = server !== undefined && !sameRecord(server, shown.record);
  if (differs && !edited) setShown({ record: server, version: shown.version + 1 });
  else if (shown.record === undefined && passed !== undefined) setShown({ record: passed, version: shown.version });

  return {
    record: shown.record,
    version: shown.version,
    trackEdits: { onInput: markEdited, onChange: markEdited, ref: keepAround },
    changed: differs && edited ? { by: changedBy } : null,
    review: () => around.current?.querySelector("form")?.requestSubmit(),
    loadServer: () => {
      setShown({ record: server, version: shown.version + 1 });
      setEdited(false);
    },
  };
}
