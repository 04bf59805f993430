import { shopApi } from "../../core/api/shopApi";
import type { RouteDataMatch } from "../../core/area";
import { shopStore } from "../../core/store";
import type { Order, OrderStatus } from "../../core/types";
import { ORDER_TRANSITIONS, type OrderAction } from "./orderStatus";

/**
 * Freezes the list before it enters the store. Immer (inside RTK Query's reducers) walks every
 * new object it is handed to finalise and freeze it, which costs ~100 ms for 10,000 orders on
 * the first paint; it skips objects that are already frozen, and Object.freeze is far cheaper.
 */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

export interface StatusChange {
  id: number;
  action: OrderAction;
}

export interface StatusChangeResult {
  id: number;
  order_status: OrderStatus;
}

export const ordersApi = shopApi.enhanceEndpoints({ addTagTypes: ["Order"] }).injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    // The whole list (the server does not page it); search, filter and paging run in the client.
    // Only the LIST tag: 10,000 per-order tags would cost more than they save.
    orders: build.query<Order[], void>({
      query: () => "/admin/orders",
      transformResponse: (orders: Order[]) => deepFreeze(orders),
      providesTags: [{ type: "Order", id: "LIST" }],
    }),
    orderById: build.query<Order, number>({
      query: (id) => `/admin/order/byid/${id}`,
      providesTags: (_result, _error, id) => [{ type: "Order", id }],
    }),
    changeOrderStatus: build.mutation<StatusChangeResult, StatusChange>({
      query: ({ id, action }) => ({ url: `/admin/order/${action}/${id}`, method: "PUT" }),
      // The spec promises only success and message: without a body, the new status is the
      // action's target.
      transformResponse: (body: Partial<StatusChangeResult> | null, _meta, { id, action }) => ({
        id,
        order_status: body?.order_status ?? ORDER_TRANSITIONS[action].to,
      }),
      // The detail and the dashboard (total sales leaves out canceled orders) load again; the
      // list of 10,000 is patched in place rather than fetched again for one changed row.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: "Order", id }, "Dashboard"]),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const patchList = (status: OrderStatus) =>
          dispatch(
            ordersApi.util.updateQueryData("orders", undefined, (orders) => {
              const order = orders.find((candidate) => candidate.id === id);
              if (order) order.order_status = status;
            }),
          );
        try {
          const { data } = await queryFulfilled;
          patchList(data.order_status);
          dispatch(
            ordersApi.util.updateQueryData("orderById", id, (order) => {
              order.order_status = data.order_status;
            }),
          );
        } catch {
          // The screen that asked shows the failure. The order may have changed elsewhere (a 409):
          // reload it, so the detail and the row show what the server has.
          const fresh = await dispatch(
            ordersApi.endpoints.orderById.initiate(id, { subscribe: false, forceRefetch: true }),
          );
          if (fresh.data?.order_status) patchList(fresh.data.order_status);
        }
      },
    }),
  }),
});

export const { useOrdersQuery, useOrderByIdQuery, useChangeOrderStatusMutation } = ordersApi;

/** The orders list (cached like the screens' own query): started as navigation starts. */
export function startOrders() {
  shopStore.dispatch(ordersApi.endpoints.orders.initiate(undefined, { subscribe: false }));
}

/** One order by its id (a junk id is left to the screen, which says it is not found). */
export function startOrder({ params }: RouteDataMatch) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== params.id) return;
  shopStore.dispatch(ordersApi.endpoints.orderById.initiate(id, { subscribe: false }));
}
