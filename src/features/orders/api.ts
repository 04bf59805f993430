import { shopApi } from "../../core/api/shopApi";
import type { RouteDataMatch } from "../../core/area";
import { shopStore } from "../../core/store";
import type { Order, OrderPage, OrderStatus } from "../../core/types";
import { ORDER_TRANSITIONS, type OrderAction } from "./orderStatus";
import { pageQueryOf, readListParams, sameFilter, type OrderPageArgs } from "./listState";
import { parseRecordId } from "../../core/recordId";

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
    // One page of the orders, searched and filtered by the server, with the total and the count
    // per status. Every page carries the PAGE tag; a status change patches them in place.
    orderPage: build.query<OrderPage, OrderPageArgs>({
      query: (args) => ({ url: "/admin/orders", params: pageQueryOf(args) }),
      providesTags: [{ type: "Order", id: "PAGE" }],
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
      // pages on screen are patched in place (row and counts) rather than fetched again.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: "Order", id }, "Dashboard"]),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const patchPages = (status: OrderStatus) => {
          const state = getState() as Parameters<ReturnType<typeof ordersApi.endpoints.orderPage.select>>[0];
          const cached = ordersApi.util.selectCachedArgsForQuery(state, "orderPage");
          // The status the row had where it is shown, and the filters whose counts include it.
          let previous: OrderStatus | undefined;
          const holding: OrderPageArgs[] = [];
          for (const args of cached) {
            const row = ordersApi.endpoints.orderPage
              .select(args)(state)
              .data?.orders.find((o) => o.id === id);
            if (row) {
              previous ??= row.order_status;
              holding.push(args);
            }
          }
          for (const args of cached) {
            dispatch(
              ordersApi.util.updateQueryData("orderPage", args, (page) => {
                const row = page.orders.find((candidate) => candidate.id === id);
                if (row) row.order_status = status;
                if (previous && previous !== status && holding.some((other) => sameFilter(other, args))) {
                  page.statusCounts[previous] = Math.max(0, page.statusCounts[previous] - 1);
                  page.statusCounts[status] += 1;
                  if (args.status) page.total = page.statusCounts[args.status];
                }
              }),
            );
          }
        };
        try {
          const { data } = await queryFulfilled;
          patchPages(data.order_status);
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
          if (fresh.data?.order_status) patchPages(fresh.data.order_status);
        }
      },
    }),
  }),
});

export const { useOrderPageQuery, useOrderByIdQuery, useChangeOrderStatusMutation, usePrefetch } = ordersApi;

/** The page the URL asks for (the same arguments the screen will ask with): started as navigation starts. */
export function startOrders({ search }: RouteDataMatch) {
  const params = readListParams(search);
  shopStore.dispatch(
    ordersApi.endpoints.orderPage.initiate(
      { search: params.search.trim(), status: params.status, page: params.page },
      { subscribe: false },
    ),
  );
}

/** One order by its id (a junk id is left to the screen, which says it is not found). */
export function startOrder({ params }: RouteDataMatch) {
  const id = parseRecordId(params.id);
  if (id === null) return;
  shopStore.dispatch(ordersApi.endpoints.orderById.initiate(id, { subscribe: false }));
}
