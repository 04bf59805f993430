import type { AreaDefinition } from "../../core/area";
// The data starter (the area's API slice, a few hundred bytes) loads with the shell, so a
// click starts the request at once, in parallel with the screen's chunk.
import { startDashboard } from "./api";

const load = () => import("./screens");

export const overviewArea: AreaDefinition<"overview"> = {
  id: "overview",
  label: "overview",
  home: "/overView",
  routes: [
    {
      path: "/overView",
      heading: "overview",
      layout: "main",
      screen: () => load().then((m) => m.Overview),
      // The totals at once; the blocks' requests as soon as the screen's code is there.
      data: () => {
        startDashboard();
        // A chunk that fails to load shows as the screen's error (routes.tsx in the shell).
        load().then(
          (screens) => screens.startOverviewBlocks(),
          () => {},
        );
      },
    },
  ],
  nav: [{ label: "overview", to: "/overView", activePrefixes: ["/overView"], sidebarOrder: 10 }],
};
