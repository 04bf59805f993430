import { readSortParam, sortNameOf, sortParamOf, type SortSpec } from "./listSort";
import type { ViewListName } from "./types";

/** A filter's value as the URL holds it: absent (null) or one of the list's values. */
export type FilterValue = string | number | null;

/**
 * One list's configuration: the URL params it keeps and how it searches, sorts and pages. The
 * screen gives this and its fields (columns); the list controller (core/useListController.ts)
 * does the rest.
 */
export interface ListConfig<Row, Filters extends Record<string, FilterValue>> {
  /** The saved views' name of the list; absent: the list has no views bar. */
  views?: ViewListName;
  /** Each filter's URL param and its reader: a missing or unknown value reads as the default. */
  filters: { [Name in keyof Filters]: (value: string | null) => Filters[Name] };
  /** The sortable columns by key (see SortSpec). */
  sorts?: Readonly<Record<string, SortSpec<Row>>>;
  /** How long typing pauses before the search reaches the URL (0: at once). */
  searchDelay: number;
  /** The rows matching the search and filters, for a list that has all its rows (absent: the server filters). */
  match?: (rows: readonly Row[], search: string, filters: Filters) => readonly Row[];
  /** Rows per page of a list paged in the browser (absent: every row on one page). */
  pageSize?: number;
  /** The URL always names every filter and the page, even at their defaults (the product lists' links do). */
  explicit?: boolean;
  /** Filter and page changes are history entries of their own (Back undoes them); the search never is. */
  pushHistory?: boolean;
}

/** What the URL asks of a list. */
export interface ListParams<Filters> {
  /** As typed (the server and the filtering take it trimmed). */
  search: string;
  filters: Filters;
  page: number;
  /** The URL's sort (`-net_payable`), when it names one of the list's sorts. */
  sort?: string;
}

/** A change of a list's params; a new search or filter value starts again at page 1 unless the page is given. */
export interface ListChange<Filters> {
  search?: string;
  filters?: Partial<Filters>;
  page?: number;
}

/** A positive page number from the URL, else 1. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? Math.min(page, 1_000_000) : 1;
}

/** The list's params in the URL query; anything missing or malformed reads as its default. */
export function readListParams<Row, Filters extends Record<string, FilterValue>>(
  query: URLSearchParams,
  config: ListConfig<Row, Filters>,
): ListParams<Filters> {
  const filters = {} as Filters;
  for (const name of Object.keys(config.filters) as (keyof Filters & string)[])
    filters[name] = config.filters[name](query.get(name));
  const sorts = config.sorts ?? {};
  const sort = readSortParam(
    query.get("sort"),
    Object.keys(sorts).map((key) => sortNameOf(sorts, key)),
  );
  return {
    search: query.get("search") ?? "",
    filters,
    page: pageOf(query.get("page")),
    ...(sort ? { sort: sortParamOf(sort) } : {}),
  };
}

/**
 * The query after a change: the changed params set in place (new ones last), empty ones removed,
 * and every other param (the saved view's, `back`…) kept.
 */
export function changeListParams<Row, Filters extends Record<string, FilterValue>>(
  current: URLSearchParams,
  change: ListChange<Filters>,
  config: ListConfig<Row, Filters>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: FilterValue | undefined) => {
    if (value === null || value === undefined || value === "") next.delete(name);
    else next.set(name, String(value));
  };
  if (change.search !== undefined) set("search", change.search);
  const before = readListParams(current, config);
  const filters = config.explicit ? { ...before.filters, ...change.filters } : change.filters;
  for (const [name, value] of Object.entries(filters ?? {})) set(name, value);
  // A page number of another search or filter means nothing; one set to what it was keeps the page.
  const changed =
    (change.search !== undefined && change.search !== before.search) ||
    Object.entries(change.filters ?? {}).some(([name, value]) => value !== before.filters[name]);
  const page = change.page ?? (changed ? 1 : undefined);
  if (page !== undefined) set("page", page > 1 || config.explicit ? page : null);
  return next;
}
