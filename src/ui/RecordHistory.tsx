import { useState } from "react";
import styled from "styled-components";
import type { JournalEntity } from "../core/types";
import { t } from "../core/screenMessages";
import { lazyPart } from "./lazyPart";
import { LoadingRegion, Skeleton } from "./States";
import { tokens } from "./tokens";

// The timeline (its sentences, the journal endpoint) loads when the history is opened: a closed
// history costs the screen that shows it one line and none of that code.
const HistoryTimeline = lazyPart(() => import("./HistoryTimeline").then((m) => m.HistoryTimeline));

/**
 * For a screen that shows its history open (the order detail): the timeline's code starts loading
 * with the screen's, not once the record has come and the screen rendered. A failed load is
 * tried again, and shown, when the timeline mounts.
 */
export function preloadOpenHistory(): void {
  HistoryTimeline.preload().catch(() => {});
}

const Section = styled.details`
  margin-top: 24px;
  border-top: 1px solid ${tokens.border};
  padding-top: 12px;
  max-width: 720px;
  summary {
    cursor: pointer;
    width: fit-content;
  }
  summary h2 {
    display: inline;
    font-size: 17px;
    margin: 0;
  }
  &[open] summary {
    margin-bottom: 12px;
  }
`;

/**
 * A record's history under its screen (issue 33): who changed what, and when. Closed, it asks the
 * server for nothing and takes one line under the form; opened (or `open`: the order detail's
 * timeline), it loads the record's changes.
 */
export function RecordHistory({
  entity,
  recordId,
  open = false,
}: {
  entity: JournalEntity;
  recordId: number;
  open?: boolean;
}) {
  const [expanded, setExpanded] = useState(open);
  return (
    <Section open={expanded} onToggle={(event) => setExpanded(event.currentTarget.open)} data-record-history>
      <summary>
        <h2>{t("historyTitle")}</h2>
      </summary>
      {expanded ? (
        <HistoryTimeline
          entity={entity}
          recordId={recordId}
          fallback={
            <LoadingRegion label={t("historyLoading")}>
              <Skeleton $width="70%" />
            </LoadingRegion>
          }
        />
      ) : null}
    </Section>
  );
}
