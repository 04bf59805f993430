import type { ReactNode } from "react";
import styled from "styled-components";
import { useFreshRecordState, type ChangedBy, type FreshRecordState } from "../core/freshRecord";
import { relativeTime } from "../core/relativeTime";
import { t } from "../core/screenMessages";
import { Button } from "./Button";
import { tokens } from "./tokens";

export type { ChangedBy } from "../core/freshRecord";

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

/**
 * "The record changed on the server" (or who changed it and when), with buttons to review the
 * changes and to load the server's version; nothing while the form shows the server's copy.
 */
export function FreshRecordNotice<Row>({
  fresh,
  labels,
}: {
  fresh: FreshRecordState<Row>;
  labels: { changed: string; load: string };
}) {
  if (!fresh.changed) return null;
  const by = fresh.changed.by;
  return (
    <Notice role="status">
      <p>{by ? t("changedBy", { actor: by.actorName, when: relativeTime(by.at) }) : labels.changed}</p>
      <Button variant="secondary" onClick={fresh.review}>
        {t("reviewChanges")}
      </Button>
      <Button variant="secondary" onClick={fresh.loadServer}>
        {labels.load}
      </Button>
    </Notice>
  );
}

export interface FreshRecord<Row> extends Pick<FreshRecordState<Row>, "record" | "version" | "trackEdits"> {
  /** "The record changed on the server" with buttons to review the changes and to load it, or null. */
  notice: ReactNode;
}

/**
 * Fresh data wins on edit screens (core/freshRecord.ts), with its notice: for a form that does
 * not go through the edit controller (core/useRecordEditor.ts).
 */
export function useFreshRecord<Row>(
  passed: Row | undefined,
  serverAnswer: Row | null | undefined,
  labels: { changed: string; load: string },
  options: { changedBy?: ChangedBy; live?: { entity: string; id: number | null | undefined } } = {},
): FreshRecord<Row> {
  const fresh = useFreshRecordState(passed, serverAnswer, options);
  return {
    record: fresh.record,
    version: fresh.version,
    trackEdits: fresh.trackEdits,
    notice: fresh.changed ? <FreshRecordNotice fresh={fresh} labels={labels} /> : null,
  };
}
