import { useEffect, useState } from "react";
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { useShopSelector } from "../core/store";

export interface ShopRouterProps {
  routes: RouteObject[];
  /** "browser": the page URL (host apps); "memory": the element keeps its own history. */
  routing: "browser" | "memory";
  /** Browser routing under a sub-path of the portal, e.g. "/admin". */
  basePath?: string;
  /** Memory routing's start path. */
  initialPath?: string;
  /** Called after every navigation with the new path (elements fire shop-navigate). */
  onNavigate?: (path: string) => void;
}

/**
 * The data router of this mount. A new one starts (at the start path, or "/" of the page URL,
 * which leads a signed-in account to the overview) whenever the screens must start over: after a
 * deliberate sign-out or when another account takes over, so nobody lands on the previous
 * operator's last page. A session resumed by the same account keeps the router and its screens.
 */
export function ShopRouter(props: ShopRouterProps) {
  const generation = useShopSelector((state) => state.auth.generation);
  const [first] = useState(generation);
  return <SessionRouter key={generation} {...props} startOver={generation !== first} />;
}

function SessionRouter({
  routes,
  routing,
  basePath,
  initialPath = "/",
  onNavigate,
  startOver,
}: ShopRouterProps & { startOver: boolean }) {
  const [router] = useState(() => {
    // Server rendering has no page URL: the start path stands in until the browser takes over.
    if (routing === "memory" || typeof document === "undefined")
      return createMemoryRouter(routes, { initialEntries: [initialPath] });
    if (startOver) window.history.replaceState(null, "", `${basePath ?? ""}/`);
    return createBrowserRouter(routes, { basename: basePath || undefined });
  });
  useEffect(() => {
    if (!onNavigate) return;
    return router.subscribe((state) => onNavigate(`${state.location.pathname}${state.location.search}`));
  }, [router, onNavigate]);
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
