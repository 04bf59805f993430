import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { Order, OrderStatus } from "../../core/types";
import {
  filterOrders,
  indexOrders,
  pageOf,
  readListParams,
  writeListParams,
  type ListParams,
  type SearchFields,
} from "./listState";

/** Marks URL changes this hook made, so it does not copy its own (possibly older) writes back. */
const OWN_WRITE = { orderListWrite: true };

/**
 * The list state of the orders and transactions screens: search, status and page live in the
 * URL query (reload and back keep them); the search box answers at once while the filtering
 * of up to 10,000 rows runs as deferred work over search keys computed once per load.
 */
export function useOrderList(orders: readonly Order[] | undefined, fields: SearchFields) {
  const [query, setQuery] = useSearchParams();
  const location = useLocation();
  const params = readListParams(query);
  const [text, setText] = useState(params.search);

  // Someone else changed the URL (a link to plain /orders, back/forward): follow it.
  const fromElsewhere = (location.state as typeof OWN_WRITE | null)?.orderListWrite !== true;
  useEffect(() => {
    if (fromElsewhere) setText(params.search);
  }, [fromElsewhere, params.search, location.key]);

  const write = useCallback(
    (next: ListParams) => setQuery(writeListParams(next), { replace: true, state: OWN_WRITE }),
    [setQuery],
  );

  const search = useDeferredValue(text);
  const index = useMemo(() => (orders ? indexOrders(orders, fields) : []), [orders, fields]);
  const filtered = useMemo(() => filterOrders(index, search, params.status), [index, search, params.status]);
  const page = pageOf(filtered, params.page);

  return {
    text,
    /** The deferred filtering has not caught up with the search box yet. */
    stale: search !== text,
    status: params.status,
    filtered,
    total: orders?.length ?? 0,
    ...page,
    setSearch(value: string) {
      setText(value);
      write({ ...params, search: value, page: 1 });
    },
    setStatus(status: OrderStatus | null) {
      write({ ...params, search: text, status, page: 1 });
    },
    setPage(next: number) {
      write({ ...params, search: text, page: next });
    },
  };
}
