import { useContext, useEffect, useLayoutEffect, useRef, useState, type ContextType, type ReactNode } from "react";
import {
  createMemoryRouter,
  createPath,
  RouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  useNavigate,
  type DataRouter,
  type Location,
  type NavigateFunction,
  type Path,
  type RouteObject,
} from "react-router";
import { reportOperatorNavigations, useDisposeOnUnmount } from "./routerLife";

const noRoute: ContextType<typeof RouteContext> = { outlet: null, matches: [], isDataRoute: false };

/**
 * Lets a router of ours render below a host's router. react-router refuses a <Router> inside
 * another one (it finds the host's location in context), and our routes would otherwise match
 * below the host's route and read the host's framework settings: inside this scope none of the
 * host's router is visible. The host's router stays in charge of everything outside it.
 */
export function OwnRouterScope({ children }: { children: ReactNode }) {
  return (
    // null is react-router's own "no router here" (the context's default); its type omits it.
    <LocationContext.Provider value={null as unknown as ContextType<typeof LocationContext>}>
      <RouteContext.Provider value={noRoute}>
        <FrameworkContext.Provider value={undefined}>{children}</FrameworkContext.Provider>
      </RouteContext.Provider>
    </LocationContext.Provider>
  );
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, "") || "/";
const joinPaths = (base: string, path: string) => (base === "/" ? path : path === "/" ? base : `${base}${path}`);

/** Where the screens live in the host's URL, in the host's terms (below the host's basename). */
function hostPlacement(hostBasename: string, mountPath: string) {
  return {
    /** Our router's basename includes the host's, so our links' hrefs are the page's real URLs. */
    basename: joinPaths(hostBasename, mountPath),
    inside: (pathname: string) => mountPath === "/" || pathname === mountPath || pathname.startsWith(`${mountPath}/`),
    /** A location of our router as a host path. */
    hostPathOf: (location: Path) =>
      createPath({
        ...location,
        pathname: hostBasename === "/" ? location.pathname : location.pathname.slice(hostBasename.length) || "/",
      }),
    /** A host pathname under the mount as our screens' pathname. */
    screenPathOf: (pathname: string) => (mountPath === "/" ? pathname : pathname.slice(mountPath.length) || "/"),
  };
}

export interface HostRouterProps {
  routes: RouteObject[];
  /** Where the screens live in the host's URL (below the host's basename); default: the host route rendering them. */
  basePath?: string;
  onNavigate?: (path: string) => void;
  /** A new session: start at the mount's root rather than at the host's current path. */
  startOver: boolean;
}

/**
 * The screens under a host's router (a <BrowserRouter> or a data router such as
 * createBrowserRouter). They keep a data router of their own, as lazy routes, loaders and
 * useBlocker need one, held in memory and kept in step with the host, whose URL is the truth:
 * - a navigation of ours (a link, a redirect, a form going back) reaches the host's history once
 *   our router has taken it (so the unsaved-changes guard holds it first), push or replace and
 *   navigation state as they were; history steps (`navigate(-1)`) are the host's own;
 * - a host location under the mount path (Back/Forward, a host link into the area) moves our
 *   router there, through the guard: "Stay" brings the URL back to the screen;
 * - a host location outside the mount path is the host's business: our router stays put.
 */
export function HostRouter({ routes, basePath, onNavigate, startOver }: HostRouterProps) {
  const hostLocation = useLocation();
  const hostNavigate = useNavigate();
  const hostBasename = withoutTrailingSlash(useContext(NavigationContext).basename);
  const hostRoute = useContext(RouteContext).matches.at(-1);
  const hostNavigateRef = useRef<NavigateFunction>(hostNavigate);
  useLayoutEffect(() => {
    hostNavigateRef.current = hostNavigate;
  }, [hostNavigate]);

  // The placement, like the routing props, is read once: the router lives at one place.
  const [{ router, placement }] = useState(() => {
    const placement = hostPlacement(hostBasename, withoutTrailingSlash(basePath ?? hostRoute?.pathnameBase ?? "/"));
    const router = createMemoryRouter(routes, {
      basename: placement.basename,
      initialEntries: [
        !startOver && placement.inside(hostLocation.pathname)
          ? { ...hostLocation, pathname: joinPaths(hostBasename, hostLocation.pathname) }
          : placement.basename,
      ],
    });
    // History steps go to the host: our memory history holds only part of the page's.
    const navigate = router.navigate;
    router.navigate = ((to: Parameters<DataRouter["navigate"]>[0], options?: Parameters<DataRouter["navigate"]>[1]) => {
      if (typeof to !== "number") return navigate(to, options);
      void hostNavigateRef.current(to);
      return Promise.resolve();
    }) as DataRouter["navigate"];
    return { router, placement };
  });

  // The host location we last acted on.
  const seen = useRef({
    key: hostLocation.key,
    path: createPath(hostLocation),
    inside: placement.inside(hostLocation.pathname),
  });

  // Ours → the host.
  useEffect(() => {
    const tellHost = (location: Location, replace: boolean) => {
      const path = placement.hostPathOf(location);
      if (path === seen.current.path) return;
      void hostNavigateRef.current(path, { replace, state: location.state });
    };
    // A new session starts at the mount's root, and the URL says so.
    if (seen.current.inside) tellHost(router.state.location, true);
    let shownKey = router.state.location.key;
    let blocked = false;
    return router.subscribe((state) => {
      const wasBlocked = blocked;
      blocked = [...state.blockers.values()].some((blocker) => blocker.state === "blocked");
      const moved = state.location.key !== shownKey;
      shownKey = state.location.key;
      if (moved) {
        const replace = state.historyAction === "REPLACE";
        // A redirect of ours while the host shows a page outside the mount is not the operator's doing.
        if (!replace || seen.current.inside) tellHost(state.location, replace);
      } else if (wasBlocked && !blocked && state.navigation.state === "idle") {
        // "Stay" after the host's Back: the host moved, the screen did not; the URL comes back to it.
        tellHost(state.location, false);
      }
    });
  }, [router, placement]);

  // The host → ours.
  useEffect(() => {
    if (hostLocation.key === seen.current.key) return;
    const path = createPath(hostLocation);
    seen.current = { key: hostLocation.key, path, inside: placement.inside(hostLocation.pathname) };
    if (!seen.current.inside) return;
    // Where we are or are going already (the host showing what we told it, most often).
    const { location, navigation } = router.state;
    const underway = navigation.location ? placement.hostPathOf(navigation.location) : null;
    if (path === placement.hostPathOf(location) || path === underway) return;
    void router.navigate(
      { pathname: placement.screenPathOf(hostLocation.pathname), search: hostLocation.search, hash: hostLocation.hash },
      { state: hostLocation.state },
    );
  }, [hostLocation, router, placement]);

  useEffect(() => (onNavigate ? reportOperatorNavigations(router, onNavigate) : undefined), [router, onNavigate]);
  useDisposeOnUnmount(router);
  return (
    <OwnRouterScope>
      <RouterProvider router={router} />
    </OwnRouterScope>
  );
}
