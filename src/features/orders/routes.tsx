import type { AreaDefinition, RouteDataMatch } from "../../core/area";
import { shopStore } from "../../core/store";

const api = () => import("./api");

/** The orders list (cached like the screens' own query), started with the screen's code. */
function startOrders() {
  void api()
    .then(({ ordersApi }) => shopStore.dispatch(ordersApi.endpoints.orders.initiate(undefined, { subscribe: false })))
    .catch(() => undefined); // the screen reports a failed load itself
}

/** One order by its id (a junk id is left to the screen, which says it is not found). */
function startOrder({ params }: RouteDataMatch) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== params.id) return;
  void api()
    .then(({ ordersApi }) => shopStore.dispatch(ordersApi.endpoints.orderById.initiate(id, { subscribe: false })))
    .catch(() => undefined);
}

/**
 * Orders: the list, one order, and the transactions. The spec's sidebar has no Transactions
 * entry, so it is reached from the area's compact navigation (and /transaction directly).
 */
export const ordersArea: AreaDefinition = {
  id: "orders",
  label: "Orders",
  home: "/orders",
  routes: [
    {
      path: "/orders",
      heading: "Orders",
      layout: "main",
      screen: () => import("./screens").then((m) => m.OrderList),
      data: startOrders,
    },
    {
      path: "/view-order/:id",
      heading: "Order Details",
      layout: "main",
      screen: () => import("./screens").then((m) => m.OrderDetail),
      data: startOrder,
    },
    {
      path: "/transaction",
      heading: "Transactions",
      layout: "main",
      screen: () => import("./screens").then((m) => m.Transactions),
      data: startOrders,
    },
  ],
  nav: [
    { label: "Orders", to: "/orders", activePrefixes: ["/orders", "/view-order"], sidebarOrder: 80 },
    { label: "Transactions", to: "/transaction", activePrefixes: ["/transaction"] },
  ],
};
