import { useEffect, useState } from "react";
import {
  createBrowserRouter,
  createMemoryRouter,
  RouterProvider,
  useInRouterContext,
  type RouteObject,
} from "react-router";
import { useShopSelector } from "../core/store";
import { lazyPart } from "../ui/lazyPart";
import { reportOperatorNavigations, useDisposeOnUnmount } from "./routerLife";

// Only a component rendered inside a host's router needs these; an element never is, so they stay
// out of the elements' first load.
const HostRouter = lazyPart(() => import("./hostRouter").then((module) => module.HostRouter));
const OwnRouterScope = lazyPart(() => import("./hostRouter").then((module) => module.OwnRouterScope));

export interface ShopRouterProps {
  routes: RouteObject[];
  /**
   * "browser": the page URL; "memory": a history of its own, isolated from the page's. Inside a
   * host's react-router, anything but "memory" follows the host's router under `basePath`.
   * Unset: the host's router when there is one, otherwise `defaultRouting`.
   */
  routing?: "browser" | "memory";
  /** What an unset `routing` means outside a host router. */
  defaultRouting?: "browser" | "memory";
  /**
   * Browser routing under a sub-path of the portal, e.g. "/admin". Inside a host router: where
   * the screens live in the host's URL (default: the host route that renders the component).
   */
  basePath?: string;
  /** Memory routing's start path. */
  initialPath?: string;
  /** Called once per screen change the operator makes, with the new path (elements fire shop-navigate). */
  onNavigate?: (path: string) => void;
}

/**
 * The data router of this mount. A new one starts (at the start path, or "/" of the page URL,
 * which leads a signed-in account to the overview) whenever the screens must start over: after a
 * deliberate sign-out or when another account takes over, so nobody lands on the previous
 * operator's last page. A session resumed by the same account keeps the router and its screens.
 */
export function ShopRouter({ routing, defaultRouting = "memory", ...props }: ShopRouterProps) {
  const generation = useShopSelector((state) => state.auth.generation);
  const [first] = useState(generation);
  const inHostRouter = useInRouterContext();
  const startOver = generation !== first;
  if (inHostRouter && routing !== "memory")
    return (
      <HostRouter
        key={generation}
        routes={props.routes}
        basePath={props.basePath}
        onNavigate={props.onNavigate}
        startOver={startOver}
      />
    );
  const router = (
    <SessionRouter key={generation} {...props} routing={routing ?? defaultRouting} startOver={startOver} />
  );
  return inHostRouter ? <OwnRouterScope>{router}</OwnRouterScope> : router;
}

function SessionRouter({
  routes,
  routing,
  basePath,
  initialPath = "/",
  onNavigate,
  startOver,
}: Omit<ShopRouterProps, "defaultRouting"> & { routing: "browser" | "memory"; startOver: boolean }) {
  const [router] = useState(() => {
    // Server rendering has no page URL: the start path stands in until the browser takes over.
    if (routing === "memory" || typeof document === "undefined")
      return createMemoryRouter(routes, { initialEntries: [initialPath] });
    if (startOver) window.history.replaceState(null, "", `${basePath ?? ""}/`);
    return createBrowserRouter(routes, { basename: basePath || undefined });
  });
  useEffect(() => (onNavigate ? reportOperatorNavigations(router, onNavigate) : undefined), [router, onNavigate]);
  useDisposeOnUnmount(router);
  return <RouterProvider router={router} />;
}
