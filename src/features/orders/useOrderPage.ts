import { useEffect, useMemo } from "react";
import { useListController } from "../../core/useListController";
import { ORDERS_PER_PAGE } from "../../core/resources/orders";
import { totalPages as pagesOf } from "../../ui/pageWindow";
import { useOrderCountsQuery, useOrderPageQuery, usePrefetch } from "./api";
import { ORDERS_LIST } from "./orderListConfig";
import { ORDER_STATUSES } from "./orderStatus";
import type { OrderStatus } from "../../core/types";

/** Orders matching every filter: the status's count, or the sum of every status's. */
const totalOf = (counts: Record<OrderStatus, number>, status: OrderStatus | null) =>
  status ? counts[status] : ORDER_STATUSES.reduce((sum, each) => sum + counts[each], 0);

const totalPagesOf = (total: number) => pagesOf(total, ORDERS_PER_PAGE);

/**
 * The orders and transactions lists: the list controller's URL state, asked of the server one page
 * at a time with the counts per status; the next page is fetched ahead so paging on feels instant.
 */
export function useOrderPage() {
  const list = useListController(ORDERS_LIST);
  const { search, page, sort } = list.params;
  const { status } = list.filters;
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
  const { setPage } = list;
  useEffect(() => {
    if (currentTotal !== undefined && page > totalPagesOf(currentTotal)) setPage(totalPagesOf(currentTotal));
  }, [currentTotal, page, setPage]);

  return {
    text: list.text,
    /** What is shown is not yet the answer to what the search box and filters ask. */
    stale: list.typing || (result.isFetching && !current),
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
    /** The search and status the rows on screen answer (what Export CSV and "every matching order" take). */
    matchingFilter: list.matchingFilter,
    views: list.views,
    query: {
      isLoading: result.isLoading,
      isFetching: result.isFetching,
      error: result.error,
      refetch: result.refetch,
    },
    setSearch: list.setSearch,
    setStatus: (next: OrderStatus | null) => list.setFilter("status", next),
    setPage,
  };
}

export type OrderPageState = ReturnType<typeof useOrderPage>;
