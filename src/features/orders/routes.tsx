import type { AreaDefinition } from "../../core/area";

/**
 * Orders: the list, one order, and the transactions. The spec's sidebar has no Transactions
 * entry, so it is reached from the area's compact navigation (and /transaction directly).
 */
export const ordersArea: AreaDefinition<"orders"> = {
  id: "orders",
  label: "Orders",
  home: "/orders",
  routes: [
    { path: "/orders", heading: "Orders", layout: "main", screen: () => import("./screens").then((m) => m.OrderList) },
    {
      path: "/view-order/:id",
      heading: "Order Details",
      layout: "main",
      screen: () => import("./screens").then((m) => m.OrderDetail),
    },
    {
      path: "/transaction",
      heading: "Transactions",
      layout: "main",
      screen: () => import("./screens").then((m) => m.Transactions),
    },
  ],
  nav: [
    { label: "Orders", to: "/orders", activePrefixes: ["/orders", "/view-order"], sidebarOrder: 80 },
    { label: "Transactions", to: "/transaction", activePrefixes: ["/transaction"] },
  ],
};
