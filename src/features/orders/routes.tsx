import { namedRoutes, screensOf, startersOf, type AreaDefinition } from "../../core/area";
import { ordersPaths } from "../../core/paths";

const screen = screensOf(() => import("./screens"));
// The area's API slice comes in its own small chunk, asked for at the click together with the
// screen's chunk, and starts the request as soon as it arrives (kept out of the first load).
const start = startersOf(() => import("./api"));

/**
 * Orders: the list, one order, and the transactions. The spec's sidebar has no Transactions
 * entry, so it is reached from the area's compact navigation (and /transaction directly).
 */
export const ordersArea: AreaDefinition<"orders"> = {
  id: "orders",
  label: "navOrders",
  home: ordersPaths.list(),
  routes: namedRoutes({
    list: {
      path: ordersPaths.list(),
      heading: "navOrders",
      layout: "main",
      screen: screen("OrderList"),
      data: start("startOrders"),
    },
    detail: {
      path: ordersPaths.detail(":id"),
      heading: "navOrderDetails",
      layout: "main",
      screen: screen("OrderDetail"),
      data: start("startOrder"),
    },
    transactions: {
      path: ordersPaths.transactions(),
      heading: "navTransactions",
      layout: "main",
      screen: screen("Transactions"),
      data: start("startOrders"),
    },
  }),
  nav: [
    {
      label: "navOrders",
      to: ordersPaths.list(),
      activePrefixes: [ordersPaths.list(), "/view-order"],
      sidebarOrder: 80,
    },
    { label: "navTransactions", to: ordersPaths.transactions(), activePrefixes: [ordersPaths.transactions()] },
  ],
};
