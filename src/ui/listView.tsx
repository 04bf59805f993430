import { useCallback, useMemo, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { sortParamOf } from "../core/listSort";
import type { Column } from "./Table";
import { arrangeColumns, COLUMNS_PARAM, readViewState, sortNameOf, SORT_PARAM, type ListViewConfig } from "./viewQuery";
import { ViewsBar } from "./ViewsBar";

export type { ListViewConfig };

/**
 * Saved views and columns of a list (issue 32), for every list alike: an area states its list's
 * name, the URL params its filters live in, and its sortable columns; the views bar, the column
 * chooser and the sortable headers come from here. Everything a view holds rides in the URL (so
 * a link opens the same view for another operator): `view` (the saved view's id), `search`, the
 * filters, `sort` (a sort name, `-` first for descending) and `columns` (the visible ones, in order).
 */

function compareValues(a: string | number | null | undefined, b: string | number | null | undefined) {
  if (a === b) return 0;
  if (a === null || a === undefined || a === "") return 1;
  if (b === null || b === undefined || b === "") return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: "base" });
}

export interface ListView<Row> {
  /** The columns to show: chosen, ordered, with sortable headers. */
  columns: Column<Row>[];
  /** The rows in the chosen order, for a list sorted in the browser (before paging). */
  sortRows: (rows: readonly Row[]) => Row[];
  /** The views bar with the column chooser, for above the list. */
  bar: ReactNode;
}

const NO_VIEWS = { list: "orders", filters: [], sorts: {} } as const satisfies ListViewConfig<unknown>;

/**
 * The saved views, the column choice and the sort of one list (see ListViewConfig). Null: a list
 * shown without them (a shared table on a screen that has none): the columns as given, no bar.
 */
export function useListView<Row>(given: ListViewConfig<Row> | null, columns: Column<Row>[]): ListView<Row> {
  const config: ListViewConfig<Row> = given ?? NO_VIEWS;
  const [query, setQuery] = useSearchParams();
  const state = readViewState(query, config);
  const sort = state.sort;
  const visibleKey = state.columns?.join(",");

  const setParams = useCallback(
    (changes: Record<string, string | null>) =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("page");
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setQuery],
  );

  const shown = useMemo(() => {
    const sortable = (column: Column<Row>): Column<Row> => {
      if (!(column.key in config.sorts)) return column;
      const name = sortNameOf(config, column.key);
      const order = sort?.column === name ? (sort.direction === "asc" ? "ascending" : "descending") : "none";
      const onSort = () =>
        setParams({ [SORT_PARAM]: sortParamOf({ column: name, direction: order === "ascending" ? "desc" : "asc" }) });
      return { ...column, sort: { order, onSort } };
    };
    return given ? arrangeColumns(columns, visibleKey?.split(",")).map(sortable) : columns;
  }, [columns, visibleKey, sort?.column, sort?.direction, config, given, setParams]);

  const sortRows = useListSort(config);

  return {
    columns: shown,
    sortRows,
    bar: given ? (
      <ViewsBar
        list={config.list}
        state={state}
        columns={columns}
        onColumns={(keys) => setParams({ [COLUMNS_PARAM]: keys.join(",") })}
        query={query}
        setQuery={setQuery}
      />
    ) : null,
  };
}

/**
 * The rows in the order the URL's sort asks, for a list sorted in the browser (before paging).
 * Its own hook, so a list whose columns depend on the page it shows can sort before it pages.
 */
export function useListSort<Row>(config: ListViewConfig<Row>): (rows: readonly Row[]) => Row[] {
  const [query] = useSearchParams();
  const sort = readViewState(query, config).sort;
  const sortKey = sort ? Object.keys(config.sorts).find((key) => sortNameOf(config, key) === sort.column) : undefined;
  const compare = sortKey ? config.sorts[sortKey] : undefined;
  return useCallback(
    (rows: readonly Row[]) => {
      if (typeof compare !== "function") return rows.slice();
      const sign = sort?.direction === "desc" ? -1 : 1;
      return [...rows].sort((a, b) => sign * compareValues(compare(a), compare(b)));
    },
    [compare, sort?.direction],
  );
}
