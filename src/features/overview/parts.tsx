import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { getConfig } from "../../core/config";
import { t as coreT } from "../../core/messages";
import { AreaLink } from "../../ui/AreaLink";
import { EmptyState, ErrorState, LoadingRegion, Skeleton } from "../../ui/States";
import { tokens } from "../../ui/tokens";

const PanelBox = styled.section<{ $wide?: boolean }>`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: 20px;
  grid-column: ${(p) => (p.$wide ? "1 / -1" : "auto")};
  min-width: 0;
  .panel-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
    margin-bottom: 12px;
  }
  h2 {
    margin: 0;
    font-size: 17px;
  }
`;

/** The body keeps its height through loading, empty, error and data: nothing below jumps. */
const PanelBody = styled.div<{ $minHeight: number }>`
  min-height: ${(p) => p.$minHeight}px;
`;

/** One block of the overview with its own heading; its states never touch the other blocks. */
export function Panel({
  title,
  tools,
  wide,
  minHeight = 180,
  children,
}: {
  title: string;
  tools?: ReactNode;
  wide?: boolean;
  minHeight?: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <PanelBox aria-labelledby={id} $wide={wide}>
      <div className="panel-head">
        <h2 id={id}>{title}</h2>
        {tools}
      </div>
      <PanelBody $minHeight={minHeight}>{children}</PanelBody>
    </PanelBox>
  );
}

/** A block's skeleton: lines in the shape of the list that follows. */
export function ListSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <LoadingRegion label={coreT("loading")}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} style={{ display: "flex", justifyContent: "space-between", gap: 12, padding: "8px 0" }}>
          <Skeleton $width="60%" $height={16} />
          <Skeleton $width="20%" $height={16} />
        </div>
      ))}
    </LoadingRegion>
  );
}

/** A block's failed load, with Retry for this block alone. */
export function BlockError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => unknown }) {
  const message = (error as { message?: string } | undefined)?.message;
  return <ErrorState title={title} message={message} onRetry={onRetry} retryLabel={coreT("retry")} />;
}

/** What a block shows of its query (an RTK Query result fits). */
export interface BlockQuery<Data> {
  data?: Data;
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
  refetch: () => unknown;
}

/**
 * A block of one query, its states in order: a skeleton of `skeletonLines` while it loads, its
 * error with Retry, the text `emptyText` gives when there is nothing to show (null when there is),
 * or `children` with the data.
 */
export function QueryPanel<Data>({
  title,
  query,
  skeletonLines,
  errorTitle,
  emptyText,
  children,
}: {
  title: string;
  query: BlockQuery<Data>;
  skeletonLines: number;
  errorTitle: string;
  emptyText: (data: Data) => string | null;
  children: (data: Data) => ReactNode;
}) {
  const { data, error, isError, isLoading, refetch } = query;
  const empty = data ? emptyText(data) : null;
  return (
    <Panel title={title}>
      {isLoading ? (
        <ListSkeleton lines={skeletonLines} />
      ) : isError || !data ? (
        <BlockError title={errorTitle} error={error} onRetry={refetch} />
      ) : empty !== null ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        children(data)
      )}
    </Panel>
  );
}

/** A block's link to another area's screen (an AreaLink: inside `<shop-overview>` it asks the portal first). */
export const BlockLink = styled(AreaLink)`
  color: ${tokens.primary};
  font-weight: 600;
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
    border-radius: 4px;
  }
`;

/** How long ago an instant was, in the element's locale ("3 days ago", "5 hours ago"). */
export function formatAge(instant: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(instant)) / 60_000));
  const format = new Intl.RelativeTimeFormat(getConfig().locale, { numeric: "auto" });
  if (minutes < 60) return format.format(-minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 48) return format.format(-hours, "hour");
  return format.format(-Math.round(hours / 24), "day");
}

export const PlainList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${tokens.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  .figure {
    color: ${tokens.muted};
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

export const Note = styled.p`
  margin: 8px 0 0;
  color: ${tokens.muted};
  font-size: 13px;
`;
