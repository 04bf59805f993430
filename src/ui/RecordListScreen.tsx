import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import styled from "styled-components";
import { t } from "../core/screenMessages";
import { Card, CardGrid } from "./CardGrid";
import { PageHeader } from "./PageHeader";
import { FactList } from "./FactList";
import { EmptyState, ErrorState, LoadingRegion, Skeleton } from "./States";
import { Table, type Column } from "./Table";

/** Below this width of the screen's own box, rows are shown as cards: a table would scroll sideways. */
const CARDS_BELOW = 640;

const Screen = styled.div`
  /* Sized by its box, not by its table: a wide table scrolls inside, never the page. */
  contain: inline-size;
  min-width: 0;
`;

/** Whether the box is narrower than `limit` (it follows the box, so it works inside a portal's column too). */
function useNarrowerThan(box: RefObject<HTMLElement | null>, limit: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setNarrow(element.clientWidth > 0 && element.clientWidth < limit);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, limit]);
  return narrow;
}

/** What a list screen shows of its query (an RTK Query result fits). */
export interface ListQuery<Row> {
  data?: Row[];
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

export interface RecordListScreenProps<Row> {
  title: string;
  /** The header's action (an Add link). */
  addAction?: ReactNode;
  /** Names the table (and each card list) for screen readers. */
  label: string;
  list: ListQuery<Row>;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  errorTitle: string;
  /** The server's reason for a failed load (ui/ does not read API errors itself). */
  errorMessage: string | undefined;
  emptyText: string;
  /** Dialogs the rows' actions open. */
  children?: ReactNode;
}

/**
 * A screen listing records: heading with its Add action, a table of rows with their actions, the
 * load's error with Retry, and an empty state. On a narrow box (a phone, a portal's side column)
 * each row becomes a card of label/value pairs with its actions below, so nothing scrolls sideways.
 */
export function RecordListScreen<Row>({
  title,
  addAction,
  label,
  list,
  columns,
  rowKey,
  errorTitle,
  errorMessage,
  emptyText,
  children,
}: RecordListScreenProps<Row>) {
  const box = useRef<HTMLDivElement>(null);
  const narrow = useNarrowerThan(box, CARDS_BELOW);
  const { data, error, isLoading, refetch } = list;
  const empty = <EmptyState>{emptyText}</EmptyState>;
  let body: ReactNode;
  if (error && !data) {
    body = <ErrorState title={errorTitle} message={errorMessage} onRetry={refetch} retryLabel={t("retry")} />;
  } else if (!narrow) {
    body = <Table label={label} columns={columns} rows={data} rowKey={rowKey} loading={isLoading} empty={empty} />;
  } else if (isLoading) {
    body = (
      <LoadingRegion label={t("loading")}>
        <Skeleton $height={140} />
      </LoadingRegion>
    );
  } else if (!data?.length) {
    body = empty;
  } else {
    body = <RecordCards label={label} columns={columns} rows={data} rowKey={rowKey} />;
  }
  return (
    <Screen ref={box}>
      <PageHeader title={title}>{addAction}</PageHeader>
      {body}
      {children}
    </Screen>
  );
}

/** The rows as cards: every column but the actions as a label and its value, the actions last. */
function RecordCards<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
}) {
  const fields = columns.filter((column) => column.key !== "actions");
  const actions = columns.find((column) => column.key === "actions");
  return (
    <CardGrid aria-label={label} $min={10000}>
      {rows.map((row, index) => (
        <Card key={rowKey(row)} data-row-key={rowKey(row)}>
          <FactList $compact>
            {fields.map((column) => (
              <div key={column.key} style={{ display: "contents" }}>
                <dt>{column.header}</dt>
                <dd>{column.render(row, index)}</dd>
              </div>
            ))}
          </FactList>
          {actions ? <div>{actions.render(row, index)}</div> : null}
        </Card>
      ))}
    </CardGrid>
  );
}
