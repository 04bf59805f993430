import { shopStore } from "../core/store";
import { routeAt } from "./preload";

/**
 * Intent preloading: when the pointer rests on a link (or on a button that navigates, marked
 * `data-goes-to`) for REST_MS, or the link gets focus, its screen's code and first data start, so
 * the click finds them on their way or there. A pointer passing over starts nothing. Only the
 * route's data starter runs, which reads through RTK Query (never a write); what it asks for stays
 * fresh for FRESH_FROM_STARTER_SECONDS, so neither the click's own start nor the screen's hooks
 * send it a second time, and a second rest on the same link sends nothing.
 */
export const REST_MS = 80;

/** Starts the code and the first data of the screen at `to` (a path in the router's terms). */
export function preloadIntent(to: string): void {
  const [pathname, search] = to.split(/[?#]/);
  const found = routeAt(pathname);
  if (!found) return;
  found.route.screen().catch(() => undefined);
  if (shopStore.getState().auth.token)
    found.route.data?.({ params: found.params, search: new URLSearchParams(search), ahead: true });
}

/** The link (or navigating button) a node is in, and where it leads below `base`. */
function linkOf(node: EventTarget | null, base: string): { element: Element; to: string } | undefined {
  const element = node instanceof Element ? node.closest("a[href], [data-goes-to]") : null;
  if (!element) return;
  const goesTo = element.getAttribute("data-goes-to");
  if (goesTo !== null) return { element, to: goesTo };
  const link = element as HTMLAnchorElement;
  // A place on this page (Skip to content), another site, a new tab, a download or a page outside
  // the router's: not one of our screens.
  if (link.getAttribute("href")?.startsWith("#")) return;
  if (link.origin !== location.origin || link.target || link.hasAttribute("download")) return;
  if (link.pathname.startsWith(base)) return { element, to: link.pathname.slice(base.length) + link.search };
}

/**
 * Watches every link inside `root` (screens, rows, navigation) with one listener per event kind;
 * `base` is the router's basename, `here` the path shown (a link to it starts nothing). Returns
 * the stop.
 */
export function watchIntent(root: Element, base: string, here: () => string): () => void {
  let resting: { element: Element; timer: number } | undefined;
  // A press focuses what it presses: that focus is the click's, not the keyboard's.
  let pressing = false;
  const stop = () => {
    window.clearTimeout(resting?.timer);
    resting = undefined;
  };
  // A press before the rest is over is the click itself: its navigation starts the screen.
  const press = () => {
    stop();
    pressing = true;
  };
  const release = () => (pressing = false);
  const over = (event: Event) => {
    const link = linkOf(event.target, base);
    // Moving onto a part of the same link (its icon, its text) goes on resting.
    if (link && link.element === resting?.element) return;
    stop();
    if (!link || link.to === here()) return;
    const timer = window.setTimeout(() => {
      resting = undefined;
      preloadIntent(link.to);
    }, REST_MS);
    resting = { element: link.element, timer };
  };
  const out = (event: Event) => {
    const next = (event as PointerEvent).relatedTarget;
    if (!(next instanceof Node && resting?.element.contains(next))) stop();
  };
  const focus = (event: Event) => {
    const link = pressing ? undefined : linkOf(event.target, base);
    if (link && link.to !== here()) preloadIntent(link.to);
  };
  const listeners = {
    pointerover: over,
    pointerout: out,
    focusin: focus,
    pointerdown: press,
    pointerup: release,
    keydown: release,
  };
  for (const [name, listener] of Object.entries(listeners)) root.addEventListener(name, listener);
  return () => {
    stop();
    for (const [name, listener] of Object.entries(listeners)) root.removeEventListener(name, listener);
  };
}
