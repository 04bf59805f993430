import { routeTable, screensOf, defineArea, sidebarEntry } from "../../core/area";
import { overviewPaths } from "../../core/paths";
// The data starter (the area's API slice, a few hundred bytes) loads with the shell, so a click
// (or Sign in) starts the figures and the blocks at once, in parallel with the screen's chunk.
import { startOverview } from "./api";

const screen = screensOf(() => import("./screens"));

export const overviewArea = defineArea("overview", "overview", overviewPaths.home(), {
  routes: routeTable("main", "overview", { home: [overviewPaths.home(), screen("Overview"), startOverview] }),
  nav: [sidebarEntry("overview", 10, overviewPaths.home())],
});
