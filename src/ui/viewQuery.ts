import { readSortParam, sortNameOf as sortNameIn, sortParamOf, type SortSpec } from "../core/listSort";
import type { ViewListName, ViewState } from "../core/types";
import type { Column } from "./Table";

/** What a list states for its saved views (ui/listView.tsx). */
export interface ListViewConfig<Row> {
  list: ViewListName;
  /** The URL params of the list's filters (`status`, `type`…). */
  filters: readonly string[];
  /**
   * The sortable columns by key: the server's sort name for a list paged on the server (the URL
   * then carries that name), or the row's value to compare for a list sorted in the browser.
   */
  sorts: Readonly<Record<string, SortSpec<Row>>>;
}

export const VIEW_PARAM = "view";
export const SORT_PARAM = "sort";
export const COLUMNS_PARAM = "columns";

/** A column the chooser offers: one with a text header (not the actions or a selection box). */
export const isChoosable = <Row>(column: Column<Row>) => typeof column.header === "string";

export const sortNameOf = <Row>(config: ListViewConfig<Row>, key: string) => sortNameIn(config.sorts, key);

/** What the URL shows of the list: what a saved view keeps. */
export function readViewState<Row>(query: URLSearchParams, config: ListViewConfig<Row>): ViewState {
  const state: ViewState = {};
  const search = query.get("search")?.trim();
  if (search) state.search = search;
  const filters: Record<string, string> = {};
  for (const name of config.filters) {
    const value = query.get(name);
    if (value) filters[name] = value;
  }
  if (Object.keys(filters).length) state.filters = filters;
  const names = Object.keys(config.sorts).map((key) => sortNameOf(config, key));
  const sort = readSortParam(query.get(SORT_PARAM), names);
  if (sort) state.sort = sort;
  const columns = query.get(COLUMNS_PARAM);
  if (columns) state.columns = columns.split(",").filter(Boolean);
  return state;
}

/** The URL query that shows a view's state (with its id, when it is a saved one). */
export function viewQuery(state: ViewState, id?: number): URLSearchParams {
  const query = new URLSearchParams();
  if (id !== undefined) query.set(VIEW_PARAM, String(id));
  if (state.search) query.set("search", state.search);
  for (const [name, value] of Object.entries(state.filters ?? {})) query.set(name, value);
  if (state.sort) query.set(SORT_PARAM, sortParamOf(state.sort));
  if (state.columns?.length) query.set(COLUMNS_PARAM, state.columns.join(","));
  return query;
}

/** `next` with the view's own params (id, sort, columns) of `current` kept: for a list that writes its query afresh. */
export function keepViewParams(current: URLSearchParams, next: URLSearchParams): URLSearchParams {
  for (const name of [VIEW_PARAM, SORT_PARAM, COLUMNS_PARAM]) {
    const value = current.get(name);
    if (value !== null && !next.has(name)) next.set(name, value);
  }
  return next;
}

/** The columns shown, in the order `visible` names them; columns without a text header keep their place at either end. */
export function arrangeColumns<Row>(columns: readonly Column<Row>[], visible: readonly string[] | undefined) {
  if (!visible?.length) return [...columns];
  const firstChoosable = columns.findIndex(isChoosable);
  const start = columns.filter((column, index) => !isChoosable(column) && index < firstChoosable);
  const end = columns.filter((column, index) => !isChoosable(column) && index > firstChoosable);
  const byKey = new Map(columns.filter(isChoosable).map((column) => [column.key, column]));
  const shown = visible.flatMap((key) => (byKey.has(key) ? [byKey.get(key)!] : []));
  // A view naming none of today's columns shows them all rather than an empty table.
  return [...start, ...(shown.length ? shown : [...byKey.values()]), ...end];
}
