import { useEffect, useState } from "react";
import styled from "styled-components";
import { getConfig } from "../core/config";
import { useRecordHistory } from "../core/recordHistory";
import { relativeTime } from "../core/relativeTime";
import { t } from "../core/screenMessages";
import type { JournalEntity } from "../core/types";
import { Button } from "./Button";
import { sentenceOf } from "./historySentences";
import { ErrorState, LoadingRegion, Skeleton } from "./States";
import { tokens } from "./tokens";

const Entries = styled.ol`
  list-style: none;
  margin: 0 0 12px;
  padding: 0 0 0 18px;
  border-left: 2px solid ${tokens.border};
  display: grid;
  gap: 10px;
`;

const Entry = styled.li`
  position: relative;
  &::before {
    content: "";
    position: absolute;
    left: -24px;
    top: 0.45em;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${tokens.primary};
  }
`;

const When = styled.time`
  color: ${tokens.muted};
`;

const Quiet = styled.p`
  margin: 0;
  color: ${tokens.muted};
`;

/** The time now, again each minute, so "2 minutes ago" does not stay "now". */
function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The server's instant ("2026-11-27 14:00:00.123+00", as PostgreSQL writes it) in ISO 8601. */
const isoOf = (at: string) => at.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00");

const absolute = (at: string, locale: string) => {
  const date = new Date(isoOf(at));
  return Number.isNaN(date.getTime())
    ? at
    : new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
};

interface Line {
  key: string;
  text: string;
  at: string;
}

const messageOf = (error: unknown) =>
  error && typeof error === "object" && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;

/**
 * One record's changes, newest first, as sentences with how long ago ("Price €13.90 → €12.50 by
 * Alex Admin, 2 hours ago"; the exact time on hover), a page at a time. An order also shows when
 * it was placed: customers place orders outside the back office, so the journal has no entry for it.
 */
export function HistoryTimeline({ entity, recordId }: { entity: JournalEntity; recordId: number }) {
  const locale = getConfig().locale;
  const now = useNow();
  const { journal, placedAt } = useRecordHistory(entity, recordId);

  if (journal.isLoading) {
    return (
      <LoadingRegion label={t("historyLoading")}>
        <Skeleton $width="70%" />
        <Skeleton $width="55%" />
      </LoadingRegion>
    );
  }
  if (!journal.data) {
    return (
      <ErrorState
        title={t("historyLoadFailed")}
        message={messageOf(journal.error)}
        onRetry={journal.refetch}
        retryLabel={t("retry")}
      />
    );
  }

  // A change made while older pages were asked for moves an entry onto the next page too: shown once.
  const seen = new Set<number>();
  const lines: Line[] = journal.data.pages
    .flatMap((page) => page.entries)
    .filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)))
    .map((entry) => ({ key: String(entry.id), text: sentenceOf(entry), at: entry.at }));
  const placedShown = journal.data.pages.some((page) => page.entries.some((entry) => entry.action === "create"));
  if (entity === "order" && placedAt && !journal.hasNextPage && !placedShown) {
    lines.push({ key: "placed", text: t("historyPlaced"), at: placedAt });
  }

  if (lines.length === 0) return <Quiet role="status">{t("historyEmpty")}</Quiet>;
  return (
    <>
      <Entries aria-label={t("historyListLabel")}>
        {lines.map((line) => (
          <Entry key={line.key}>
            {line.text},{" "}
            <When dateTime={isoOf(line.at)} title={absolute(line.at, locale)}>
              {relativeTime(isoOf(line.at), now, locale)}
            </When>
          </Entry>
        ))}
      </Entries>
      {journal.isFetchNextPageError ? (
        <Quiet role="alert" style={{ marginBottom: 8, color: tokens.danger }}>
          {t("historyLoadFailed")}
        </Quiet>
      ) : null}
      {journal.hasNextPage ? (
        <Button variant="secondary" busy={journal.isFetchingNextPage} onClick={() => void journal.fetchNextPage()}>
          {t("historyShowOlder")}
        </Button>
      ) : null}
    </>
  );
}
