import { useCallback, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { useLastChange } from "../core/live/useLastChange";
import { relativeTime } from "../core/relativeTime";
import { t } from "../core/screenMessages";
import { Button } from "./Button";
import { tokens } from "./tokens";

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

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 0 0 16px;
  padding: 12px 16px;
  border: 1px solid ${tokens.border};
  border-left: 4px solid ${tokens.primary};
  border-radius: ${tokens.radius};
  background: ${tokens.primarySoft};
  p {
    margin: 0;
    flex: 1 1 240px;
  }
`;

export interface FreshRecord<Row> {
  /** What the form shows: the server's record once it has come (unless the operator is typing), else the passed one. */
  record: Row | undefined;
  /** Changes whenever `record` is replaced: part of the form's key, so it starts again from the new record. */
  version: number;
  /** Spread on an element around the form: the first input or change marks the form as edited. */
  trackEdits: { onInput: () => void; onChange: () => void; ref: (element: HTMLElement | null) => void };
  /** "The record changed on the server" with buttons to review the changes and to load it, or null. */
  notice: ReactNode;
}

/** Who changed the record elsewhere and when (issue 33: the lead wires the live events' useLastChange here). */
export interface ChangedBy {
  actorName: string;
  /** An ISO timestamp. */
  at: string;
}

/**
 * Fresh data wins on edit screens. A record passed in navigation state paints the form at once;
 * when the server's copy arrives it replaces what was painted, unless the operator has started
 * typing: then the form keeps their work and a notice says the record changed on the server,
 * with a button that loads the server's version.
 */
export function useFreshRecord<Row>(
  passed: Row | undefined,
  /** The server's answer; null or undefined while there is none (an empty answer replaces nothing). */
  serverAnswer: Row | null | undefined,
  labels: { changed: string; load: string },
  /**
   * Who changed it elsewhere, for "Changed by Sam Admin 10 seconds ago": given, or the page's
   * change stream's last word on `live` (the record's journal entity and id).
   */
  options: { changedBy?: ChangedBy; live?: { entity: string; id: number | null | undefined } } = {},
): FreshRecord<Row> {
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
  // Reviewing submits the form as typed: its save names the version it was opened with, so the
  // server answers 412 and the form's conflict review shows both sides (ui/ConflictReview.tsx).
  const review = () => around.current?.querySelector("form")?.requestSubmit();
  const heard = useLastChange(options.live?.entity ?? "", options.live?.id);
  const changedBy = options.changedBy ?? heard ?? undefined;

  // Adjusting state while rendering (React's pattern for "state from props"): when the
  // server's record differs from what is shown and nobody typed, show it.
  const differs = server !== undefined && !sameRecord(server, shown.record);
  if (differs && !edited) setShown({ record: server, version: shown.version + 1 });
  else if (shown.record === undefined && passed !== undefined) setShown({ record: passed, version: shown.version });

  const notice =
    differs && edited ? (
      <Notice role="status">
        <p>
          {changedBy
            ? t("changedBy", { actor: changedBy.actorName, when: relativeTime(changedBy.at) })
            : labels.changed}
        </p>
        <Button variant="secondary" onClick={review}>
          {t("reviewChanges")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setShown({ record: server, version: shown.version + 1 });
            setEdited(false);
          }}
        >
          {labels.load}
        </Button>
      </Notice>
    ) : null;

  return {
    record: shown.record,
    version: shown.version,
    trackEdits: { onInput: markEdited, onChange: markEdited, ref: keepAround },
    notice,
  };
}
