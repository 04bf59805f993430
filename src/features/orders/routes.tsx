import type { AreaDefinition } from "../../core/area";
// The data starters (the area's API slice, ~0.5 KB) load with the shell, so a click starts the
// request at once, in parallel with the screen's chunk.
import { startOrder, startOrders } from "./api";

const load = () => import("./screens");

/**
 * Orders: the list, one order, and the transactions. The spec's sidebar has no Transactions
 * entry, so it is reached from the area's compact navigation (and /transaction directly).
 */
export const ordersArea: AreaDefinition<"orders"> = {
  id: "orders",
  label: "Orders",
  home: "/orders",
  routes: [
    {
      path: "/orders",
      heading: "Orders",
      layout: "main",
      screen: () => load().then((m) => m.OrderList),
      data: startOrders,
    },
    {
      path: "/view-order/:id",
      heading: "Order Details",
      layout: "main",
      screen: () => load().then((m) => m.OrderDetail),
      data: startOrder,
    },
    {
      path: "/transaction",
      heading: "Transactions",
      layout: "main",
      screen: () => load().then((m) => m.Transactions),
      data: startOrders,
    },
  ],
  nav: [
    { label: "Orders", to: "/orders", activePrefixes: ["/orders", "/view-order"], sidebarOrder: 80 },
    { label: "Transactions", to: "/transaction", activePrefixes: ["/transaction"] },
  ],
};
