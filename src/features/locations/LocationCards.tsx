import { memo, startTransition, useEffect, useState, type ReactElement } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import { Card, CardGrid } from "../../ui/CardGrid";
import { Menu, type MenuItem } from "../../ui/Menu";
import { StatusDot } from "../../ui/StatusDot";
import { tokens } from "../../ui/tokens";
import { t } from "./messages";

export interface LocationRow {
  id: number;
  name: string;
  status: string;
}

/** Two columns of cards (one on a narrow screen). */
const Grid = styled(CardGrid)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const LocationCard = styled(Card)`
  flex-direction: row;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  /* Cards far off screen are neither laid out nor painted: 2,000 cards cost what a screenful does. */
  content-visibility: auto;
  contain-intrinsic-size: auto 60px;
  /* That containment would make the card the box of its open gear menu (fixed) and clip it. */
  &:has([aria-expanded="true"]) {
    content-visibility: visible;
  }
`;

const Name = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-weight: 600;
  overflow-wrap: anywhere;
  a {
    color: ${tokens.primary};
  }
  small {
    font-weight: 400;
    font-size: 13px;
    color: ${tokens.muted};
  }
`;

/** Cards put on screen at once; the rest follow in batches, one per task, so nothing stalls. */
export const FIRST_BATCH = 60;
const BATCH = 240;

/**
 * How many of `total` items to render: FIRST_BATCH at once, then BATCH more in each following task until
 * all are there (so Ctrl+F and the count agree soon after). A new list (search, refetch) starts
 * again from the first batch, so typing in the search box never waits for 2,000 cards.
 */
export function useProgressiveCount(list: unknown, total: number): number {
  const [state, setState] = useState({ list, limit: FIRST_BATCH });
  // Adjusting state while rendering: a new list starts from the first batch.
  if (state.list !== list) setState({ list, limit: FIRST_BATCH });
  const limit = state.list === list ? state.limit : FIRST_BATCH;
  useEffect(() => {
    if (limit >= total) return;
    // A task, not an animation frame: the browser paints between batches, and a tab in the
    // background (where frames pause) still ends up with the whole list.
    // A transition: typing in the search box or opening a menu is never kept waiting by a batch.
    const timer = window.setTimeout(() =>
      startTransition(() =>
        setState((current) => (current.list === list ? { list, limit: current.limit + BATCH } : current)),
      ),
    );
    return () => window.clearTimeout(timer);
  }, [list, limit, total]);
  return Math.min(limit, total);
}

interface CardProps<Row extends LocationRow> {
  row: Row;
  openPath?: (row: Row) => string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** One card; memoised, so a new batch renders only the new cards, not every card again. */
const LocationCardView = memo(function LocationCardView<Row extends LocationRow>({
  row,
  openPath,
  onEdit,
  onDelete,
}: CardProps<Row>) {
  const items: MenuItem[] = [
    { label: t("edit"), onSelect: () => onEdit(row) },
    { label: t("delete"), onSelect: () => onDelete(row), danger: true },
  ];
  return (
    <LocationCard data-card={row.name}>
      <Name>
        {openPath ? <Link to={openPath(row)}>{row.name}</Link> : <span>{row.name}</span>}
        <small>
          <StatusDot status={row.status} showText />
        </small>
      </Name>
      <Menu label={t("locationActions", { name: row.name })} items={items} triggerText="⚙" />
    </LocationCard>
  );
}) as <Row extends LocationRow>(props: CardProps<Row>) => ReactElement;

/**
 * The cards of countries, states or cities: the name (a link to the level below, when there is
 * one), the status as a dot and in text, and a gear menu (Edit, Delete) that closes on an
 * outside click or Escape. Long lists render progressively (useProgressiveCount).
 */
export function LocationCards<Row extends LocationRow>({
  label,
  rows,
  openPath,
  onEdit,
  onDelete,
}: {
  label: string;
  rows: Row[];
} & Omit<CardProps<Row>, "row">) {
  const count = useProgressiveCount(rows, rows.length);
  return (
    <Grid aria-label={label} data-rendered={count}>
      {rows.slice(0, count).map((row) => (
        <LocationCardView key={row.id} row={row} openPath={openPath} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </Grid>
  );
}
