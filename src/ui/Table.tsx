import { memo, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import styled from "styled-components";
import { Skeleton } from "./States";
import { tokens } from "./tokens";
import { useFocusAfterRemoval } from "./useFocusAfterRemoval";

export interface Column<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  width?: string;
  align?: "left" | "right" | "center";
  /** The identifying column (order number, product name): stays in view while the table scrolls sideways. */
  sticky?: boolean;
  /** A sortable column (ui/listView.tsx): its header is a button, and the header cell says the order (aria-sort). */
  sort?: { order: "ascending" | "descending" | "none"; onSort: () => void };
}

const SortButton = styled.button`
  display: inline-flex;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  gap: 4px;
  align-items: center;
  cursor: pointer;
  padding: 0;
  &:focus-visible {
    outline: 2px solid ${tokens.primary};
    outline-offset: 2px;
  }
`;

const SORT_MARKS = { ascending: "▲", descending: "▼", none: "↕" } as const;

/** The column with the row's actions (key "actions") stays at the right edge while the table scrolls. */
const ACTIONS_KEY = "actions";

const Frame = styled.div`
  position: relative;
  /* The scroll cue: a shadow on each side where more columns hide. */
  &::before,
  &::after {
    content: "";
    position: absolute;
    top: 1px;
    bottom: 1px;
    width: 14px;
    pointer-events: none;
    opacity: 0;
    transition: opacity 0.15s;
    z-index: 3;
  }
  &::before {
    left: 1px;
    background: linear-gradient(to right, rgba(16, 24, 40, 0.18), rgba(16, 24, 40, 0));
    border-radius: ${tokens.radius} 0 0 ${tokens.radius};
  }
  &::after {
    right: 1px;
    background: linear-gradient(to left, rgba(16, 24, 40, 0.18), rgba(16, 24, 40, 0));
    border-radius: 0 ${tokens.radius} ${tokens.radius} 0;
  }
  &[data-more-left="true"]::before,
  &[data-more-right="true"]::after {
    opacity: 1;
  }
`;

const Scroll = styled.div<{ $maxHeight?: number }>`
  overflow: auto;
  max-height: ${(p) => (p.$maxHeight ? `${p.$maxHeight}px` : "none")};
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  &:focus-visible {
    outline: 2px solid ${tokens.primary};
    outline-offset: 2px;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 10px 12px;
    border-bottom: 1px solid ${tokens.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${tokens.bg};
    font-weight: 600;
    z-index: 1;
  }
  tbody tr:hover {
    background: ${tokens.primarySoft};
  }
  [data-sticky="start"],
  [data-sticky="end"] {
    position: sticky;
    z-index: 1;
    background: ${tokens.surface};
  }
  thead [data-sticky] {
    z-index: 2;
    background: ${tokens.bg};
  }
  [data-sticky="start"] {
    left: 0;
  }
  [data-sticky="end"] {
    right: 0;
  }
  tbody tr:hover [data-sticky] {
    background: ${tokens.primarySoft};
  }
  /* On a narrow screen columns keep their width and the box scrolls, rather than squeezing names
     into a few letters a line. */
  @media (max-width: 768px) {
    th,
    td {
      padding: 8px 10px;
      white-space: nowrap;
    }
  }
`;

export interface TableProps<Row> {
  /** Names the table for screen readers (and its scroll box, when it scrolls). */
  label: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  maxHeight?: number;
  skeletonRows?: number;
  /** Kept for callers; any table whose columns do not fit becomes a labelled, focusable scroll region. */
  scrollable?: boolean;
}

/** Whether the scroll box hides columns on either side (for the cue and the region role). */
function useOverflow(box: RefObject<HTMLDivElement | null>) {
  const [overflow, setOverflow] = useState({ scrolls: false, left: false, right: false });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const scrolls = element.scrollWidth > element.clientWidth + 1;
      const left = scrolls && element.scrollLeft > 1;
      const right = scrolls && element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((current) =>
        current.scrolls === scrolls && current.left === left && current.right === right
          ? current
          : { scrolls, left, right },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, [box]);
  return overflow;
}

const stickyOf = (column: Column<unknown>) =>
  column.sticky ? "start" : column.key === ACTIONS_KEY ? "end" : undefined;

/**
 * A semantic table with a skeleton while loading and an empty message when there are no rows.
 * A table wider than its box scrolls inside it, with a shadow where columns hide, its
 * identifying column and its actions in view, and the box as a region named after the table.
 * When the row holding focus goes away (deleted, or filtered out by a status change), focus
 * moves to the same action of the next row, or to the screen's heading when none is left.
 */
export function Table<Row>({ label, maxHeight, ...grid }: TableProps<Row>) {
  const box = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(box);
  useFocusAfterRemoval(box, "tbody > tr[data-row-key]");
  return (
    <Frame data-more-left={overflow.left} data-more-right={overflow.right}>
      <Scroll
        ref={box}
        $maxHeight={maxHeight}
        {...(overflow.scrolls ? { tabIndex: 0, role: "region", "aria-label": label } : {})}
      >
        {/* memo() drops the type parameter: the grid only hands each row back to its own columns. */}
        <Grid {...(grid as Omit<GridProps<unknown>, "label">)} label={label} />
      </Scroll>
    </Frame>
  );
}

type GridProps<Row> = Omit<TableProps<Row>, "maxHeight" | "scrollable">;

/**
 * The rows and their header. Memoized: the overflow measurement re-renders the table from its
 * layout effect, in the same task as the commit, and re-rendering every cell there made a
 * 25-row list's first frame wait about 30 ms more.
 */
const Grid = memo(function Grid({
  label,
  columns,
  rows,
  rowKey,
  loading,
  empty,
  skeletonRows = 6,
}: GridProps<unknown>) {
  return (
    <StyledTable aria-label={label} aria-busy={loading || undefined}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              data-sticky={stickyOf(column)}
              style={{ width: column.width, textAlign: column.align }}
              aria-sort={column.sort?.order}
            >
              {column.sort ? (
                <SortButton type="button" onClick={column.sort.onSort}>
                  {column.header}
                  <span aria-hidden="true">{SORT_MARKS[column.sort.order]}</span>
                </SortButton>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {loading ? (
          Array.from({ length: skeletonRows }, (_, index) => (
            <tr key={`skeleton-${index}`} data-skeleton>
              {columns.map((column) => (
                <td key={column.key}>
                  <Skeleton $width={`${50 + ((index * 7 + column.key.length * 13) % 45)}%`} />
                </td>
              ))}
            </tr>
          ))
        ) : rows && rows.length > 0 ? (
          rows.map((row, index) => (
            <tr key={rowKey(row)} data-row-key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-sticky={stickyOf(column)} style={{ textAlign: column.align }}>
                  {column.render(row, index)}
                </td>
              ))}
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        )}
      </tbody>
    </StyledTable>
  );
});
