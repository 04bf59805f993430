import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useOrderCountsQuery, useOrderPageQuery, usePrefetch } from "./api";
import { keepViewParams } from "../../ui/viewQuery";
import { readListParams, totalPagesOf, writeListParams, type ListParams } from "./listState";
import { ORDER_STATUSES } from "./orderStatus";
import type { OrderStatus } from "../../core/types";

/** Orders matching every filter: the status's count, or the sum of every status's. */
const totalOf = (counts: Record<OrderStatus, number>, status: OrderStatus | null) =>
  status ? counts[status] : ORDER_STATUSES.reduce((sum, each) => sum + counts[each], 0);

/**
 * A pause in typing this long sends the search: short enough that the filtered rows follow the
 * keystroke quickly (request included), long enough that fast typing sends one request, not five.
 */
export const SEARCH_DELAY = 90;

/** Marks URL changes this hook made, so it does not copy its own (possibly older) writes back. */
const OWN_WRITE = { orderListWrite: true };

/**
 * The list state of the orders and transactions screens: search, status and page live in the
 * URL query (reload and back keep them) and are what the server is asked for, one page at a time;
 * the next page is fetched ahead so paging on feels instant.
 */
export function useOrderList() {
  const [query, setQuery] = useSearchParams();
  const location = useLocation();
  const params = readListParams(query);
  const [text, setText] = useState(params.search);
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Someone else changed the URL (a link to plain /orders, back/forward): follow it, and drop
  // a search write still waiting for a pause in typing.
  const fromElsewhere = (location.state as typeof OWN_WRITE | null)?.orderListWrite !== true;
  useEffect(() => {
    if (!fromElsewhere) return;
    clearTimeout(pendingWrite.current);
    setText(params.search);
  }, [fromElsewhere, params.search, location.key]);

  const write = useCallback(
    (next: ListParams) => {
      clearTimeout(pendingWrite.current);
      setQuery((current) => keepViewParams(current, writeListParams(next)), { replace: true, state: OWN_WRITE });
    },
    [setQuery],
  );
  useEffect(() => () => clearTimeout(pendingWrite.current), []);

  const search = params.search.trim();
  const { status, page, sort } = params;
  const args = useMemo(() => ({ search, status, page, sort }), [search, status, page, sort]);
  const result = useOrderPageQuery(args);
  // While another page or search loads, the last answer stays on screen (dimmed, aria-busy).
  const data = result.data;
  const current = result.currentData;
  // A searched page comes without its counts (they cost the server far more than the page):
  // they are asked on their own once the page is there, and shown when they arrive.
  const countsResult = useOrderCountsQuery(search, { skip: !current || current.statusCounts !== undefined });
  const counts = data?.statusCounts
    ? { statusCounts: data.statusCounts, statusCountsCapped: data.statusCountsCapped ?? false }
    : countsResult.currentData;
  const total = data?.total ?? (counts ? totalOf(counts.statusCounts, status) : undefined);
  // Until the counts come, the pages known are this one and, if the server said so, the next.
  // A capped count ("1,000+") is a lower bound: pages past it stay reachable while the server says "more".
  const capped = counts?.statusCountsCapped === true;
  const lastKnownPage = (page: { page: number; more?: boolean; total?: number }, total: number | undefined) => {
    const following = page.more ? page.page + 1 : page.page;
    if (total === undefined) return following;
    return capped ? Math.max(totalPagesOf(total), following) : totalPagesOf(total);
  };
  const totalPages = data ? lastKnownPage(data, total) : 1;

  const prefetch = usePrefetch("orderPage", { ifOlderThan: 30 });
  useEffect(() => {
    if (current && (current.more ?? args.page < totalPagesOf(current.total ?? 0)))
      prefetch({ ...args, page: args.page + 1 });
  }, [current, args, prefetch]);

  // A page beyond the last (a stale link, or the list shrank): go to the last page there is.
  const currentTotal = current
    ? (current.total ?? (counts && !capped ? totalOf(counts.statusCounts, status) : undefined))
    : undefined;
  // (A searched page waits for its counts to know where the last page is; a capped count never says.)
  useEffect(() => {
    if (currentTotal !== undefined && page > totalPagesOf(currentTotal))
      write({ search: text, status, page: totalPagesOf(currentTotal), sort });
  }, [currentTotal, page, status, text, sort, write]);

  return {
    text,
    /** What is shown is not yet the answer to what the search box and filters ask. */
    stale: text !== params.search || (result.isFetching && !current),
    status,
    page: Math.min(page, totalPages),
    totalPages,
    /** Serial number of the first row shown, less one (of the page the rows belong to). */
    offset: data ? (data.page - 1) * data.limit : 0,
    rows: data?.orders ?? [],
    /** Orders matching the search and status; undefined before the first answer (a search's: before its counts). */
    total,
    /** Orders per status matching the search (the status buttons' counts); undefined until they come. */
    counts: counts?.statusCounts,
    /** A searched page is on screen and its counts are on their way. */
    countsLoading: Boolean(data) && !counts && !countsResult.isError,
    /** A search's counts stopped at 1,000 for some status (each such count means "1,000 or more"). */
    countsCapped: counts?.statusCountsCapped ?? false,
    /** The search and status the rows on screen answer (what Export CSV downloads). */
    shown: args,
    query: {
      isLoading: result.isLoading,
      isFetching: result.isFetching,
      error: result.error,
      refetch: result.refetch,
    },
    setSearch(value: string) {
      setText(value);
      clearTimeout(pendingWrite.current);
      pendingWrite.current = setTimeout(() => write({ ...params, search: value, page: 1 }), SEARCH_DELAY);
    },
    setStatus(status: ListParams["status"]) {
      write({ ...params, search: text, status, page: 1 });
    },
    setPage(next: number) {
      write({ ...params, search: text, page: next });
    },
  };
}

export type OrderListState = ReturnType<typeof useOrderList>;
