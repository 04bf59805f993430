import { useEffect, useRef } from "react";
import type { DataRouter } from "react-router";
import { isAreaLinkState } from "../core/routeRegistry";

/**
 * Calls `onNavigate` once per screen change the operator makes. The router also notifies while a
 * screen's code or data loads, when it settles, on revalidation and on blocker changes; those
 * keep the location's key and are not navigations. The start is not one either: the first
 * screen, and the redirects that replace it by another path before anything else happens (the
 * index to the area's home, a guard to the sign-in screen). Nor is a screen an AreaLink opened: the
 * link announced it already (a cancelable shop-navigate the portal let through).
 */
export function reportOperatorNavigations(router: DataRouter, onNavigate: (path: string) => void): () => void {
  let shown = router.state.location;
  let starting = true;
  return router.subscribe(({ location, historyAction }) => {
    if (location.key === shown.key) return;
    const previous = shown;
    shown = location;
    if (starting && historyAction === "REPLACE" && location.pathname !== previous.pathname) return;
    starting = false;
    if (isAreaLinkState(location.state)) return;
    onNavigate(`${location.pathname}${location.search}`);
  });
}

/**
 * Disposes a router when its view leaves for good. React's strict mode unmounts and remounts a
 * view once at its start: disposing then would leave a router deaf to its history (Back).
 */
export function useDisposeOnUnmount(router: DataRouter): void {
  const mounted = useRef(0);
  useEffect(() => {
    const count = mounted;
    count.current += 1;
    return () => {
      count.current -= 1;
      setTimeout(() => {
        if (count.current === 0) router.dispose();
      });
    };
  }, [router]);
}
