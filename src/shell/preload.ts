import type { ComponentType } from "react";
import { matchPath } from "react-router";
import { loadStarterModules, type AreaRouteRow } from "../core/area";
import { loadTranslations } from "../core/messages";
import { shopStore, type RootState } from "../core/store";

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

/**
 * Starts loading the code of the screen at `to` (a path, possibly with a query); errors wait for
 * the real navigation. Resolves once it is there (or failed).
 */
export function preloadPath(to: string): Promise<void> {
  return (
    routeAt(to.split(/[?#]/)[0])
      ?.route.screen()
      .then(
        () => undefined,
        () => undefined,
      ) ?? Promise.resolve()
  );
}

/** The known route at `pathname`, with its params. */
export function routeAt(pathname: string) {
  for (const route of known.values()) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
}

/** Runs `work` once the browser is idle; returns the cancel. */
function onIdle(work: () => void): () => void {
  const idle = (window as { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback;
  if (idle) {
    const handle = idle(work);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}

/** Preloads `to` once the browser is idle (e.g. the overview while the sign-in form is filled in). */
export function preloadWhenIdle(to: string): () => void {
  return onIdle(() => void preloadPath(to));
}

/**
 * Preloads `to` (and `alsoLoad`, e.g. the frame around it) in idle time after the operator's first
 * touch of the page (a focus, a key, a pointer): the overview's code while the sign-in form is
 * filled in. Not before: a visit that only loads the page (or an audit of its load) does not pay
 * for a chunk it may never use.
 */
export function preloadAfterFirstInteraction(to: string, alsoLoad?: () => Promise<unknown>): () => void {
  const events = ["focusin", "keydown", "pointerdown"] as const;
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    stopListening();
    cancelIdle = onIdle(() => {
      void preloadPath(to);
      alsoLoad?.().catch(() => undefined);
    });
  };
  const stopListening = () => events.forEach((name) => window.removeEventListener(name, start, true));
  events.forEach((name) => window.addEventListener(name, start, true));
  return () => {
    stopListening();
    cancelIdle?.();
  };
}

/** The longest the warm-up waits for the first screen's requests (a screen that keeps asking, a slow server). */
const WARM_AT_LATEST_MS = 1500;
/** How long no request may be on its way before the warm-up starts. */
const SETTLED_FOR_MS = 100;

const requestsOnTheirWay = (state: RootState) =>
  Object.values(state.shopApi.queries).some((query) => query?.status === "pending") ||
  Object.values(state.shopApi.mutations).some((mutation) => mutation?.status === "pending");

/**
 * Calls `settled` once no request of the store has been on its way for a moment (the first
 * screen's data is in), or after WARM_AT_LATEST_MS whatever happens. Returns the cancel.
 */
function whenRequestsSettle(settled: () => void): () => void {
  let quietTimer: number | undefined;
  const done = () => {
    stop();
    settled();
  };
  const check = () => {
    const busy = requestsOnTheirWay(shopStore.getState());
    if (busy && quietTimer !== undefined) {
      window.clearTimeout(quietTimer);
      quietTimer = undefined;
    } else if (!busy && quietTimer === undefined) quietTimer = window.setTimeout(done, SETTLED_FOR_MS);
  };
  const unsubscribe = shopStore.subscribe(check);
  const latest = window.setTimeout(done, WARM_AT_LATEST_MS);
  const stop = () => {
    unsubscribe();
    window.clearTimeout(latest);
    window.clearTimeout(quietTimer);
  };
  // The screen's requests start in its route loader, after this: a first look waits for them.
  window.setTimeout(check, 0);
  return stop;
}

/**
 * Once signed in, in idle time after the first screen's requests are answered: every area's
 * data-starter module, then the code of each screen in `paths` (the navigation's entries), one per
 * idle moment. A click on the navigation then waits only for its data. Returns the cancel
 * (sign-out, unmount).
 */
export function warmWhenIdle(paths: readonly string[]): () => void {
  let cancelled = false;
  let cancelStep = () => {};
  const queue = [...paths];
  // One screen at a time, each in an idle moment, so a click meanwhile is not kept waiting.
  const step = () => {
    const next = queue.shift();
    if (cancelled || next === undefined) return;
    cancelStep = onIdle(() => void preloadPath(next).then(step));
  };
  const stopWaiting = whenRequestsSettle(() => {
    cancelStep = onIdle(() => void loadStarterModules().then(step));
  });
  return () => {
    cancelled = true;
    stopWaiting();
    cancelStep();
  };
}
