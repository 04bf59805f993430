import type { AreaDefinition, RouteDataMatch } from "../../core/area";

const load = () => import("./screens");
// The area's API slice comes in its own small chunk, asked for at the click together with the
// screen's chunk, and starts the request as soon as it arrives (kept out of the first load).
const startOrders = (match: RouteDataMatch) => import("./api").then((api) => api.startOrders(match));
const startOrder = (match: RouteDataMatch) => import("./api").then((api) => api.startOrder(match));

/**
 * Orders: the list, one order, and the transactions. The spec's sidebar has no Transactions
 * entry, so it is reached from the area's compact navigation (and /transaction directly).
 */
export const ordersArea: AreaDefinition<"orders"> = {
  id: "orders",
  label: "navOrders",
  home: "/orders",
  routes: [
    {
      path: "/orders",
      heading: "navOrders",
      layout: "main",
      screen: () => load().then((m) => m.OrderList),
      data: startOrders,
    },
    {
      path: "/view-order/:id",
      heading: "navOrderDetails",
      layout: "main",
      screen: () => load().then((m) => m.OrderDetail),
      data: startOrder,
    },
    {
      path: "/transaction",
      heading: "navTransactions",
      layout: "main",
      screen: () => load().then((m) => m.Transactions),
      data: startOrders,
    },
  ],
  nav: [
    { label: "navOrders", to: "/orders", activePrefixes: ["/orders", "/view-order"], sidebarOrder: 80 },
    { label: "navTransactions", to: "/transaction", activePrefixes: ["/transaction"] },
  ],
};
