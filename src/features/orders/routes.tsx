import { routeTable, screensOf, startersOf, defineArea, sidebarEntry } from "../../core/area";
import { ordersPaths } from "../../core/paths";

const screen = screensOf(() => import("./screens"));
// The area's API slice comes in its own small chunk, asked for at the click together with the
// screen's chunk, and starts the request as soon as it arrives (kept out of the first load).
const start = startersOf(() => import("./api"));

/**
 * Orders: the list, one order, and the transactions. The spec's sidebar has no Transactions
 * entry, so it is reached from the area's compact navigation (and /transaction directly).
 */
export const ordersArea = defineArea("orders", "navOrders", ordersPaths.list(), {
  routes: routeTable("main", "navOrders", {
    list: [ordersPaths.list(), screen("OrderList"), start("startOrders")],
    detail: [ordersPaths.detail(":id"), screen("OrderDetail"), start("startOrder"), { heading: "navOrderDetails" }],
    transactions: [
      ordersPaths.transactions(),
      screen("Transactions"),
      start("startOrders"),
      { heading: "navTransactions" },
    ],
  }),
  nav: [
    sidebarEntry("navOrders", 80, ordersPaths.list(), ["/view-order"]),
    { label: "navTransactions", to: ordersPaths.transactions(), activePrefixes: [ordersPaths.transactions()] },
  ],
});
