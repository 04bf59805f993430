import type { ComponentType } from "react";
import { matchPath } from "react-router";
import type { AreaRouteRow } from "../core/area";
import { loadTranslations } from "../core/messages";

/**
 * The screens' code, loaded once per route path and shared by every router on the page, plus
 * preloading by path: a link's hover or focus starts its screen's code before the click.
 */
const screens = new Map<string, Promise<ComponentType>>();
const known = new Map<string, AreaRouteRow>();

/** The screen of a route (a failed load is forgotten, so the next navigation tries again). */
export function loadScreen(
  route: AreaRouteRow,
  wrap?: (Screen: ComponentType) => ComponentType,
): Promise<ComponentType> {
  known.set(route.path, route);
  let screen = screens.get(route.path);
  if (!screen) {
    // The screen shows once its area's texts are there in the locale (loaded with its chunk).
    screen = route.screen().then((Screen) => loadTranslations().then(() => (wrap ? wrap(Screen) : Screen)));
    screen.catch(() => screens.delete(route.path));
    screens.set(route.path, screen);
  }
  return screen;
}

/** Makes routes known to `preloadPath` (the route tree registers every route it builds). */
export function registerRoutes(routes: AreaRouteRow[]) {
  for (const route of routes) if (!known.has(route.path)) known.set(route.path, route);
}

/** Starts loading the code of the screen at `to` (a path, possibly with a query); errors wait for the real navigation. */
export function preloadPath(to: string) {
  const pathname = to.split(/[?#]/)[0];
  for (const route of known.values()) {
    if (matchPath(route.path, pathname)) {
      void route.screen().catch(() => undefined);
      return;
    }
  }
}

/** Preloads `to` once the browser is idle (e.g. the overview while the sign-in form is filled in). */
export function preloadWhenIdle(to: string): () => void {
  const idle = (window as { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback;
  if (idle) {
    const handle = idle(() => preloadPath(to));
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => preloadPath(to), 200);
  return () => window.clearTimeout(handle);
}
