import { useEffect, useState } from "react";
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from "react-router";

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

/** Creates the data router once for this mount and reports navigations. */
export function ShopRouter({ routes, routing, basePath, initialPath = "/", onNavigate }: ShopRouterProps) {
  const [router] = useState(() =>
    routing === "browser"
      ? createBrowserRouter(routes, { basename: basePath || undefined })
      : createMemoryRouter(routes, { initialEntries: [initialPath] }),
  );
  useEffect(() => {
    if (!onNavigate) return;
    return router.subscribe((state) => onNavigate(`${state.location.pathname}${state.location.search}`));
  }, [router, onNavigate]);
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
