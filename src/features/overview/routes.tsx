import type { AreaDefinition } from "../../core/area";

export const overviewArea: AreaDefinition<"overview"> = {
  id: "overview",
  label: "Overview",
  home: "/overView",
  routes: [
    {
      path: "/overView",
      heading: "Overview",
      layout: "main",
      screen: () => import("./screens").then((m) => m.Overview),
    },
  ],
  nav: [{ label: "Overview", to: "/overView", activePrefixes: ["/overView"], sidebarOrder: 10 }],
};
