import { useCallback, useContext, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigation,
  useNavigationType,
  useSearchParams,
} from "react-router";
import { changeListParams, readListParams, type FilterValue, type ListChange, type ListConfig } from "./listParams";
import { sortRows } from "./listSort";

export type { FilterValue, ListConfig, ListParams } from "./listParams";

/** Marks URL changes the controller made, so it does not copy its own (possibly older) writes back. */
const OWN_WRITE = { listControllerWrite: true };

/** What "every matching record" of a bulk action means: the search (when there is one) and the filters set. */
export type MatchingFilter<Filters> = { search?: string } & { [Name in keyof Filters]?: Exclude<Filters[Name], null> };

function matchingFilterOf<Filters extends Record<string, FilterValue>>(
  search: string,
  filters: Filters,
): MatchingFilter<Filters> {
  const set = Object.entries(filters).filter(([, value]) => value !== null && value !== "");
  return { ...(search ? { search } : {}), ...(Object.fromEntries(set) as MatchingFilter<Filters>) };
}

/**
 * The URL state of a list screen, for every list alike: search, filters, sort and page live in the
 * URL query (reload, links and back/forward keep them). The search box answers at once; the
 * search reaches the URL after a pause in typing (`searchDelay`), and a new search or filter
 * starts again at page 1. For a list that has all its rows (`rows`, with `config.match`), it
 * also filters, sorts and pages them in the browser and counts them.
 */
export function useListController<Row, Filters extends Record<string, FilterValue>>(
  config: ListConfig<Row, Filters>,
  rows?: readonly Row[],
) {
  const [query, setQuery] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  // Read once per URL: the same query gives the same filters (memos below depend on them).
  const params = useMemo(() => readListParams(query, config), [query, config]);
  const [text, setText] = useState(params.search);
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Someone else changed the URL (a link to the plain list, back/forward): follow it, and drop a
  // search still waiting for a pause in typing.
  const fromElsewhere =
    navigationType === "POP" || (location.state as typeof OWN_WRITE | null)?.listControllerWrite !== true;
  useEffect(() => {
    if (!fromElsewhere) return;
    clearTimeout(pendingWrite.current);
    setText(params.search);
  }, [fromElsewhere, params.search, location.key]);
  useEffect(() => () => clearTimeout(pendingWrite.current), []);
  // A row's link followed before the pause ended: the list stays mounted while the next screen
  // loads, and the search's late write would navigate back to it. The search is dropped instead.
  const navigation = useNavigation();
  const leaving = navigation.state !== "idle" && navigation.location.pathname !== location.pathname;
  useEffect(() => {
    if (leaving) clearTimeout(pendingWrite.current);
  }, [leaving]);
  // A link to a screen with nothing to load first: the router is already there while React keeps
  // this list on screen until the next screen's code arrives, so no render tells the list. The
  // write would land on the next screen's URL (a relative "?search=" follows the router), so the
  // pause's end asks the router whether it is still on the list's path. (Not its exact location:
  // the list's own earlier writes move that on before the list renders them.)
  const router = useContext(DataRouterContext)?.router;
  const listPathname = useRef(location.pathname);
  listPathname.current = location.pathname;
  const stillHere = useCallback(() => {
    if (!router) return true;
    const basename = !router.basename || router.basename === "/" ? "" : router.basename;
    const pathname = router.state.location.pathname;
    return (pathname.startsWith(basename) ? pathname.slice(basename.length) || "/" : pathname) === listPathname.current;
  }, [router]);

  const write = useCallback(
    (change: ListChange<Filters>, replace = true) => {
      clearTimeout(pendingWrite.current);
      setQuery((current) => changeListParams(current, change, config), { replace, state: OWN_WRITE });
    },
    [setQuery, config],
  );
  const replaceOnly = !config.pushHistory;

  const { searchDelay } = config;
  const setSearch = useCallback(
    (value: string) => {
      setText(value);
      clearTimeout(pendingWrite.current);
      if (searchDelay === 0) write({ search: value });
      else
        pendingWrite.current = setTimeout(() => {
          if (stillHere()) write({ search: value });
        }, searchDelay);
    },
    [write, searchDelay, stillHere],
  );
  // The box's text goes along with a filter or page change: it is what the operator sees.
  const setFilters = useCallback(
    (filters: Partial<Filters>) => write({ search: text, filters }, replaceOnly),
    [write, text, replaceOnly],
  );
  const setPage = useCallback((page: number) => write({ search: text, page }, replaceOnly), [write, text, replaceOnly]);

  /** The search box's text is not in the URL yet (a list paged in the browser then shows page 1). */
  const typing = text !== params.search;
  const deferredText = useDeferredValue(text);
  const browserRows = useBrowserRows(config, rows, deferredText.trim(), params.filters, query.get("sort"));
  const page = typing ? 1 : params.page;
  const size = config.pageSize ?? Math.max(1, browserRows.matching.length);
  const totalPages = Math.max(1, Math.ceil(browserRows.matching.length / size));
  const current = Math.min(page, totalPages);
  const offset = (current - 1) * size;

  const search = params.search.trim();
  return {
    /** The URL query (for params of the screen's own, such as `back`). */
    query,
    /** What the URL asks: the server's arguments of a list paged there. */
    params: { ...params, search },
    filters: params.filters,
    /** The search box's text. */
    text,
    typing,
    /** The rows filtered in the browser lag behind the search box (the filtering runs as deferred work). */
    stale: deferredText !== text,
    /** The page the URL asks (a list paged in the browser: clamped to its pages). */
    page: rows ? current : params.page,
    setSearch,
    setFilters,
    setFilter: <Name extends keyof Filters>(name: Name, value: Filters[Name]) =>
      setFilters({ [name]: value } as unknown as Partial<Filters>),
    setPage,
    /** What "every matching record" means to a bulk action: the search and filters the rows answer. */
    matchingFilter: useMemo(
      () => matchingFilterOf(rows ? deferredText.trim() : search, params.filters),
      [rows, deferredText, search, params.filters],
    ),
    /** The saved views' settings of the list (ui/listView.tsx), or null when it has none. */
    views: useMemo(
      () =>
        config.views ? { list: config.views, filters: Object.keys(config.filters), sorts: config.sorts ?? {} } : null,
      [config],
    ),
    /** A list that has all its rows: the page of them shown, and the counts for its summary. */
    shown: {
      rows: useMemo(() => browserRows.sorted.slice(offset, offset + size), [browserRows.sorted, offset, size]),
      page: current,
      totalPages,
      /** Serial number of the first row shown, less one. */
      offset,
      /** Rows matching the search and filters. */
      count: browserRows.matching.length,
      /** Every row, before the search and filters. */
      total: rows?.length ?? 0,
      matching: browserRows.matching,
    },
  };
}

/** The rows matching the search and filters, then in the URL's sort. */
function useBrowserRows<Row, Filters extends Record<string, FilterValue>>(
  config: ListConfig<Row, Filters>,
  rows: readonly Row[] | undefined,
  search: string,
  filters: Filters,
  sort: string | null,
) {
  const matching = useMemo(
    () => (rows ? (config.match ? config.match(rows, search, filters) : rows) : []),
    [rows, config, search, filters],
  );
  const sorted = useMemo(() => sortRows(matching, config.sorts ?? {}, sort), [matching, config, sort]);
  return { matching, sorted };
}

export type ListController<Row, Filters extends Record<string, FilterValue>> = ReturnType<
  typeof useListController<Row, Filters>
>;
