import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { useLocation, useMatches } from "react-router";
import { t, type MessageKey } from "../core/messages";

/** What a route carries for the shell: the heading the header and the tab's title show. */
export interface RouteHandle {
  heading?: MessageKey;
}

/** The heading of the deepest matched route that has one (what the header shows), in the locale. */
export function useRouteHeading(): string | undefined {
  const matches = useMatches();
  const heading = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.heading)
    .find(Boolean);
  return heading && t(heading);
}

/** The tab's title names the screen ("Orders · Back-office"); the page's own title comes back on unmount. */
export function useScreenTitle() {
  const heading = useRouteHeading();
  useEffect(() => {
    document.title = heading ? t("documentTitle", { screen: heading }) : t("documentTitlePlain");
  }, [heading]);
  useEffect(() => {
    const original = document.title;
    return () => {
      document.title = original;
    };
  }, []);
}

/** The element that has focus, looking inside shadow roots. */
export function activeElementIn(root: Document | ShadowRoot): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const HEADING_WAIT_MS = 5_000;

/**
 * After a navigation to another screen (not a change of the query, such as a list's search),
 * focus moves to the new screen's heading, so keyboard and screen-reader users start at the top
 * of what changed. A screen that puts focus somewhere itself (e.g. back on the row that was
 * opened) keeps it. Screens that show their heading only once data arrives are waited for.
 */
export function useFocusScreenHeading(content: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  const before = useRef<Element | null>(null);

  // At commit: what held focus when the new screen came in (a sidebar link, or nothing left).
  useLayoutEffect(() => {
    const box = content.current;
    before.current = box ? activeElementIn(box.getRootNode() as Document | ShadowRoot) : null;
  }, [pathname, content]);

  useEffect(() => {
    const box = content.current;
    if (!box) return;
    if (first.current) {
      first.current = false;
      // A page load leaves focus where the page has it; a shell that appears because of what
      // the operator just did (Sign in) takes focus like any other navigation.
      const userActivation = (navigator as { userActivation?: { isActive: boolean } }).userActivation;
      if (!userActivation?.isActive) return;
    }
    const root = box.getRootNode() as Document | ShadowRoot;
    const focusLost = () => {
      const active = activeElementIn(root);
      return (
        !active ||
        active === document.body ||
        active === before.current ||
        !active.isConnected ||
        !(active as HTMLElement).checkVisibility?.()
      );
    };
    const tryFocus = () => {
      if (!focusLost()) return true;
      const heading = box.querySelector<HTMLElement>("h1");
      if (!heading) return false;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: false });
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(box, { childList: true, subtree: true });
    return stop;
  }, [pathname, content]);
}
