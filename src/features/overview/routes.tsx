import type { AreaDefinition } from "../../core/area";
import { shopStore } from "../../core/store";

/** The figures, fresh on every visit (they change with every order), started with the code. */
function startDashboard() {
  void import("./api")
    .then(({ overviewApi }) =>
      shopStore.dispatch(overviewApi.endpoints.dashboard.initiate(undefined, { subscribe: false, forceRefetch: true })),
    )
    .catch(() => undefined); // the screen reports a failed load itself
}

export const overviewArea: AreaDefinition = {
  id: "overview",
  label: "Overview",
  home: "/overView",
  routes: [
    {
      path: "/overView",
      heading: "Overview",
      layout: "main",
      screen: () => import("./screens").then((m) => m.Overview),
      data: startDashboard,
    },
  ],
  nav: [{ label: "Overview", to: "/overView", activePrefixes: ["/overView"], sidebarOrder: 10 }],
};
