import { namedRoutes, screensOf, type AreaDefinition } from "../../core/area";
import { overviewPaths } from "../../core/paths";
// The data starter (the area's API slice, a few hundred bytes) loads with the shell, so a
// click starts the request at once, in parallel with the screen's chunk.
import { startDashboard } from "./api";

const load = () => import("./screens");
const screen = screensOf(load);

export const overviewArea: AreaDefinition<"overview"> = {
  id: "overview",
  label: "overview",
  home: overviewPaths.home(),
  routes: namedRoutes({
    home: {
      path: overviewPaths.home(),
      heading: "overview",
      layout: "main",
      screen: screen("Overview"),
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
  }),
  nav: [{ label: "overview", to: overviewPaths.home(), activePrefixes: [overviewPaths.home()], sidebarOrder: 10 }],
};
