import { bulkRequest, type BulkArgs, type BulkOutcome, type BulkTarget } from "../api/bulkStream";
import type { Order, OrderCounts, OrderPage, OrderStatus } from "../types";
import { endpoint, injectResource } from "./endpointKit";

export type OrderAction = "confirm" | "deliver" | "cancel";

/**
 * The only status changes, one call each (`PUT /admin/order/{action}/{id}`). Confirm is never
 * offered on a canceled order (docs/decisions.md, "Order status changes follow the order's
 * life"). The server enforces the same table (host-demo/server/routes/orders.ts).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, { from: OrderStatus; to: OrderStatus }>> = {
  confirm: { from: "PENDING", to: "CONFIRMED" },
  deliver: { from: "CONFIRMED", to: "DELIVERED" },
  cancel: { from: "PENDING", to: "CANCELED" },
};

/** Rows per page: enough to scan, few enough to paint at once. */
export const ORDERS_PER_PAGE = 25;

/** What the orders list asks the server for (the search already trimmed). */
export interface OrderPageArgs {
  search: string;
  status: OrderStatus | null;
  page: number;
  /** A sort the server takes (`-net_payable`); left out: newest first. */
  sort?: string;
}

/** The query string of GET /admin/orders for one page (always with page and limit: the paged form). */
export function pageQueryOf(args: OrderPageArgs): Record<string, string | number> {
  const query: Record<string, string | number> = { page: args.page, limit: ORDERS_PER_PAGE };
  if (args.search) query.search = args.search;
  if (args.status) query.status = args.status;
  if (args.sort) query.sort = args.sort;
  return query;
}

/** Pages with the same search share their per-status counts (the status and page aside). */
export const sameFilter = (a: OrderPageArgs, b: OrderPageArgs) => a.search === b.search;

/** One order moved from one status to another in a filter's per-status counts. */
function moveCount(counts: Record<OrderStatus, number>, from: OrderStatus, to: OrderStatus) {
  counts[from] = Math.max(0, counts[from] - 1);
  counts[to] += 1;
}

/** The orders a bulk status change covers when it names no ids: the list's search and status. */
export interface OrdersFilter {
  search?: string;
  status?: OrderStatus;
  userId?: number;
  from?: string;
  to?: string;
}

/** POST /admin/orders/status: one status for the chosen orders, or for every order matching. */
export type OrdersStatusBody = { status: "CONFIRMED" | "DELIVERED" | "CANCELED" } & BulkTarget<OrdersFilter>;

export interface StatusChange {
  id: number;
  action: OrderAction;
}

export interface StatusChangeResult {
  id: number;
  order_status: OrderStatus;
}

/**
 * Orders. A status change reaches the overview's figures (total sales leaves out
 * canceled orders) and the customer's side: their recent orders and their order count and total
 * (which leave out canceled orders too). The change's answer does not name the customer, so every
 * cached customer's orders and figures are dropped (only the ones on screen are asked again).
 */
export const ordersApi = injectResource((build) => ({
  // One page of the orders, searched and filtered by the server, with the total and the count
  // per status (a searched page leaves them out: orderCounts asks for them). Every page carries
  // the PAGE tag; a status change patches them in place.
  orderPage: build.query<OrderPage, OrderPageArgs>({
    query: (args) => ({ url: "/admin/orders", params: pageQueryOf(args) }),
    providesTags: [{ type: "Order", id: "PAGE" }],
  }),
  // The count per status of the orders a search matches (GET /admin/orders/counts), by search.
  orderCounts: build.query<OrderCounts, string>({
    query: (search) => ({ url: "/admin/orders/counts", params: search ? { search } : {} }),
    providesTags: [{ type: "Order", id: "PAGE" }],
  }),
  orderById: build.query<Order, number>(endpoint.record("Order", (id) => `/admin/order/byid/${id}`)),
  changeOrderStatus: build.mutation<StatusChangeResult, StatusChange>({
    query: ({ id, action }) => ({ url: `/admin/order/${action}/${id}`, method: "PUT" }),
    // The spec promises only success and message: without a body, the new status is the
    // action's target.
    transformResponse: (body: Partial<StatusChangeResult> | null, _meta, { id, action }) => ({
      id,
      order_status: body?.order_status ?? ORDER_TRANSITIONS[action].to,
    }),
    // The detail, the dashboard and the customers' figures load again; the pages on screen are
    // patched in place (row and counts) rather than fetched again.
    invalidatesTags: (_result, error, { id }) =>
      error ? [] : [{ type: "Order", id }, "Dashboard", "CustomerOrders", "Customer"],
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
              if (
                page.statusCounts &&
                previous &&
                previous !== status &&
                holding.some((other) => sameFilter(other, args))
              ) {
                moveCount(page.statusCounts, previous, status);
                if (args.status) page.total = page.statusCounts[args.status];
              }
            }),
          );
        }
        // A searched page's counts came on their own: the same move there.
        for (const search of ordersApi.util.selectCachedArgsForQuery(state, "orderCounts")) {
          if (!previous || previous === status || !holding.some((args) => args.search === search)) continue;
          const from = previous;
          dispatch(
            ordersApi.util.updateQueryData("orderCounts", search, (counts) =>
              moveCount(counts.statusCounts, from, status),
            ),
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
  // Many orders at once, each by the same transitions; refused ones are named with the reason.
  // Whatever happened (a cut stream too), every order view and what follows them load again.
  changeOrdersStatus: build.mutation<BulkOutcome, BulkArgs<OrdersStatusBody>>({
    query: bulkRequest("/admin/orders/status"),
    invalidatesTags: ["Order", "Dashboard", "CustomerOrders", "Customer"],
  }),
}));

export const {
  useOrderPageQuery,
  useOrderCountsQuery,
  useOrderByIdQuery,
  useChangeOrderStatusMutation,
  useChangeOrdersStatusMutation,
  usePrefetch,
} = ordersApi;
