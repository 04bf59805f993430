import type { RouteDataMatch } from "../../core/area";
import { parseRecordId } from "../../core/recordId";
import { journalApi } from "../../core/resources/journal";
import { ordersApi } from "../../core/resources/orders";
import { shopStore } from "../../core/store";
import { readListParams } from "../../core/listParams";
import { ORDERS_LIST } from "./orderListConfig";

// The orders' calls live in core/resources/orders.ts; this module gathers what the area's screens
// use, and its route data starters.
export {
  useChangeOrderStatusMutation,
  useChangeOrdersStatusMutation,
  useOrderByIdQuery,
  useOrderCountsQuery,
  useOrderPageQuery,
  usePrefetch,
  type StatusChange,
  type StatusChangeResult,
} from "../../core/resources/orders";

/** The page the URL asks for (the same arguments the screen will ask with): started as navigation starts. */
export function startOrders({ search }: RouteDataMatch) {
  const params = readListParams(search, ORDERS_LIST);
  shopStore.dispatch(
    ordersApi.endpoints.orderPage.initiate(
      { search: params.search.trim(), status: params.filters.status, page: params.page, sort: params.sort },
      { subscribe: false },
    ),
  );
}

/** One order by its id (a junk id is left to the screen, which says it is not found). */
export function startOrder({ params, ahead }: RouteDataMatch) {
  const id = parseRecordId(params.id);
  if (id === null) return;
  shopStore.dispatch(ordersApi.endpoints.orderById.initiate(id, { subscribe: false }));
  if (ahead) return;
  // Its history shows open under it: asked for at the click too, not once the order has come.
  shopStore.dispatch(journalApi.endpoints.recordJournal.initiate({ entity: "order", id }, { subscribe: false }));
}
