import type { ReactNode } from "react";
import styled from "styled-components";
import { Skeleton } from "./States";
import { tokens } from "./tokens";

export interface Column<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  width?: string;
  align?: "left" | "right" | "center";
}

const Scroll = styled.div<{ $maxHeight?: number }>`
  overflow: auto;
  max-height: ${(p) => (p.$maxHeight ? `${p.$maxHeight}px` : "none")};
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
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
`;

export interface TableProps<Row> {
  /** Names the table for screen readers. */
  label: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  maxHeight?: number;
  skeletonRows?: number;
  /** A wide table that scrolls sideways: its scroll box becomes a labelled, focusable region so keyboard users can scroll it. */
  scrollable?: boolean;
}

/** A semantic table with a skeleton while loading and an empty message when there are no rows. */
export function Table<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  empty,
  maxHeight,
  skeletonRows = 6,
  scrollable = false,
}: TableProps<Row>) {
  return (
    <Scroll $maxHeight={maxHeight} {...(scrollable ? { tabIndex: 0, role: "region", "aria-label": label } : {})}>
      <StyledTable aria-label={label} aria-busy={loading || undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={{ width: column.width, textAlign: column.align }}>
                {column.header}
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
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} style={{ textAlign: column.align }}>
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
    </Scroll>
  );
}
