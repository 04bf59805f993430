import { namedRoutes, screensOf, type AreaDefinition } from "../../core/area";
import { overviewPaths } from "../../core/paths";
// The data starter (the area's API slice, a few hundred bytes) loads with the shell, so a click
// (or Sign in) starts the figures and the blocks at once, in parallel with the screen's chunk.
import { startOverview } from "./api";

const screen = screensOf(() => import("./screens"));

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
      data: startOverview,
    },
  }),
  nav: [{ label: "overview", to: overviewPaths.home(), activePrefixes: [overviewPaths.home()], sidebarOrder: 10 }],
};
