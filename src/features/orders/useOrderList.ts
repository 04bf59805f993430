import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { Order, OrderStatus } from "../../core/types";
import {
  filterByStatus,
  filterOrders,
  indexOrders,
  pageOf,
  readListParams,
  writeListParams,
  type ListParams,
  type SearchFields,
} from "./listState";

/** Typing writes the URL once the operator pauses, so a keystroke costs no navigation. */
const URL_WRITE_DELAY = 250;

/** Marks URL changes this hook made, so it does not copy its own (possibly older) writes back. */
const OWN_WRITE = { orderListWrite: true };

/**
 * The list state of the orders and transactions screens: search, status and page live in the
 * URL query (reload and back keep them); the search box answers at once while the filtering
 * of up to 10,000 rows runs as deferred work over lower-case search keys built once per load.
 */
export function useOrderList(orders: readonly Order[] | undefined, fields: SearchFields) {
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
      setQuery(writeListParams(next), { replace: true, state: OWN_WRITE });
    },
    [setQuery],
  );
  useEffect(() => () => clearTimeout(pendingWrite.current), []);

  const search = useDeferredValue(text);
  // The search keys are built the first time someone searches, not before the first paint.
  const searching = search.trim() !== "";
  const index = useMemo(() => (orders && searching ? indexOrders(orders, fields) : null), [orders, fields, searching]);
  const filtered = useMemo(
    () => (index ? filterOrders(index, search, params.status) : filterByStatus(orders ?? [], params.status)),
    [index, orders, search, params.status],
  );
  // A search not yet written to the URL starts from the first page.
  const page = pageOf(filtered, text === params.search ? params.page : 1);

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
      clearTimeout(pendingWrite.current);
      pendingWrite.current = setTimeout(() => write({ ...params, search: value, page: 1 }), URL_WRITE_DELAY);
    },
    setStatus(status: OrderStatus | null) {
      write({ ...params, search: text, status, page: 1 });
    },
    setPage(next: number) {
      write({ ...params, search: text, page: next });
    },
  };
}
