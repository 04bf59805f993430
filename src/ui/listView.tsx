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

export interface ListView<Row> {
  /** The columns to show: chosen, ordered, with sortable headers. */
  columns: Column<Row>[];
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

  return {
    columns: shown,
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
