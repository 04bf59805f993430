import { useEffect, type ComponentType, type ReactNode } from "react";
import { Navigate, Outlet, type LoaderFunctionArgs, type NonIndexRouteObject, type RouteObject } from "react-router";
import type { AreaDefinition, AreaRoute, AreaRouteRow } from "../core/area";
import { useIsGuest } from "../core/hostEvents";
import { shopStore, useShopSelector } from "../core/store";
import { currentUserEndpoint } from "../core/auth/session";
import { overviewPaths } from "../core/paths";
import { registerAreaPaths } from "../core/routeRegistry";
import { AreaShell } from "./AreaShell";
import { areas as registeredAreas, type AreaId } from "./areas";
import { RequireAuth, SuperAdminOnly } from "./guards";
import { ScreenFallback } from "./layouts";
import { sidebarEntries } from "./navigation";
import { NotFound } from "./NotFound";
import { loadScreen, preloadAfterFirstInteraction, registerRoutes, warmWhenIdle } from "./preload";
import { ScreenError } from "./ScreenError";
import { SkipLink } from "./SkipLink";
import { useScreenTitle, type RouteHandle } from "./screenFocus";

function superAdminOnly(Screen: ComponentType): ComponentType {
  return function SuperAdminScreen() {
    return (
      <SuperAdminOnly>
        <Screen />
      </SuperAdminOnly>
    );
  };
}

/**
 * A registered screen as a react-router route: its code (`lazy`) and its data (`loader`, which
 * only starts the requests) begin together when navigation starts, and the router shows the
 * screen once its code is there, with no suspense fallback in between (React holds a fallback
 * for at least 300 ms once shown). The heading rides in the handle.
 */
export function toRoute(route: AreaRouteRow): RouteObject {
  const handle: RouteHandle = { heading: route.heading };
  const startData = route.data;
  return {
    path: route.path,
    handle,
    errorElement: <ScreenError />,
    loader: startData
      ? ({ params, request }: LoaderFunctionArgs) => {
          if (shopStore.getState().auth.token) startData({ params, search: new URL(request.url).searchParams });
          return null;
        }
      : undefined,
    // A screen whose code fails to load becomes a screen that throws that failure, so the route's
    // ScreenError shows it: a rejected `lazy` would leave the content empty under a parent's
    // hydrate fallback (react-router 7.18 keeps retrying it there).
    lazy: async () => {
      try {
        return { Component: await loadScreen(route, route.role === "SUPER_ADMIN" ? superAdminOnly : undefined) };
      } catch (failure) {
        return { Component: codeFailed(failure) };
      }
    },
  };
}

/** A component that throws the failure to load some code, for the route's ScreenError to show. */
function codeFailed(failure: unknown): ComponentType {
  return function ScreenCodeFailed(): never {
    throw failure;
  };
}

/**
 * The back-office's frames (sidebar, header, settings menu) are a chunk of their own, which a
 * signed-in page loads with its first screen (the router runs both routes' `lazy` at once) and the
 * sign-in page after the operator's first touch: the sign-in page and the elements do without it.
 */
const loadLayouts = () => import("./backOfficeLayouts");

function layoutRoute(render: (layouts: Awaited<ReturnType<typeof loadLayouts>>) => ReactNode): NonIndexRouteObject {
  return lazyFrame(() => loadLayouts().then(render));
}

/** A frame route whose code loads with its first screen (the router runs both `lazy` at once). */
function lazyFrame(load: () => Promise<ReactNode>): NonIndexRouteObject {
  return {
    errorElement: <ScreenError />,
    lazy: async () => {
      try {
        return { element: await load() };
      } catch (failure) {
        return { Component: codeFailed(failure) };
      }
    },
  };
}

/** The signed-in shell asks who is signed in at the same moment as the first screen's data. */
function startShellData() {
  if (shopStore.getState().auth.token)
    shopStore.dispatch(currentUserEndpoint.initiate(undefined, { subscribe: false }));
  return null;
}

/**
 * The back-office's root: the tab's title names the screen, every page starts with "Skip to
 * content" (not inside an element: the host page owns its skip links and its main landmark).
 * While nobody is signed in the overview's code loads in idle time once the operator starts on the
 * form, so Sign in waits only for the sign-in and the figures; once signed in, the other screens' code and data starters load in idle
 * time (`warm`: the sidebar's screens first), so a click waits only for its data.
 */
function BackOfficeRoot({ warm }: { warm: readonly string[] }) {
  useScreenTitle();
  const guest = useIsGuest();
  const signedIn = useShopSelector((state) => Boolean(state.auth.token));
  useEffect(
    () => (signedIn ? warmWhenIdle(warm) : preloadAfterFirstInteraction(overviewPaths.home(), loadLayouts)),
    [signedIn, warm],
  );
  return (
    <>
      {guest ? null : <SkipLink />}
      <Outlet />
    </>
  );
}

export interface ShopRoutesOptions {
  /** "backoffice": the whole back-office. "area": one area for an area element. */
  mode: "backoffice" | "area";
  /** Which area, in "area" mode. */
  areaId?: AreaId;
  areas?: AreaDefinition[];
}

/**
 * The react-router route tree. Back-office: "/" (sign-in), the shell's routes, the settings
 * shell's routes, password recovery (plain when signed out, settings shell when signed in),
 * and a not-found screen. Area: that area's screens behind its own sign-in and compact nav.
 */
export function createShopRoutes({ mode, areaId, areas = registeredAreas }: ShopRoutesOptions): RouteObject[] {
  return mode === "area" ? createAreaRoutes(areaId, areas) : createBackOfficeRoutes(areas);
}

/** Every area's screens known to the preloader and the link registry, whichever tree is built. */
function registerAll(areas: AreaDefinition[]) {
  const all = areas.flatMap((area) => area.routes);
  registerRoutes(all);
  registerAreaPaths(areas);
  return all;
}

/**
 * One area for an area element: its screens behind its own sign-in and compact nav. A function
 * of its own, so that a bundle building only the back-office's tree leaves the element's frame
 * (AreaShell, its palette button) out, and the elements' bundle the back-office's.
 */
export function createAreaRoutes(areaId: AreaId | undefined, areas: AreaDefinition[] = registeredAreas): RouteObject[] {
  registerAll(areas);
  const area = areas.find((candidate) => candidate.id === areaId);
  if (!area) throw new Error(`Unknown area "${areaId}"`);
  const own = area.routes.filter((route) => route.layout !== "public");
  // Other areas' screens an AreaLink may open inside the element (each still its area's lazy
  // chunk), under a frame with the way back; sign-in and recovery are the element's own business.
  const foreign = areas
    .filter((other) => other.id !== area.id)
    .flatMap((other) => other.routes)
    .filter((route) => route.layout === "main" || route.layout === "settings");
  return [
    {
      element: <AreaShell area={area} />,
      // A failure in the frame itself: the element says so, not react-router's default screen.
      errorElement: <ScreenError />,
      // The first screen's code is loading: the frame with a skeleton, not a blank.
      hydrateFallbackElement: <AreaShell area={area} fallback />,
      children: [
        { index: true, element: <Navigate to={area.home} replace /> },
        ...own.map(toRoute),
        {
          ...lazyFrame(() =>
            import("./ForeignScreenFrame").then(({ ForeignScreenFrame }) => <ForeignScreenFrame home={area.home} />),
          ),
          children: foreign.map(toRoute),
        },
        { path: "*", element: <NotFound /> },
      ],
    },
  ];
}

/** The whole back-office's tree (see createShopRoutes). */
export function createBackOfficeRoutes(areas: AreaDefinition[] = registeredAreas): RouteObject[] {
  const all = registerAll(areas);
  const sidebar = sidebarEntries(areas);
  const byLayout = (layout: AreaRoute["layout"]) => all.filter((route) => route.layout === layout).map(toRoute);
  const signedInScreens = all.filter((route) => route.layout === "main" || route.layout === "settings");
  const warm = [...new Set([...sidebar.map((entry) => entry.to), ...signedInScreens.map((route) => route.path)])];
  return [
    {
      element: <BackOfficeRoot warm={warm} />,
      hydrateFallbackElement: <ScreenFallback />,
      children: [
        ...byLayout("public"),
        {
          ...layoutRoute(({ MainLayout }) => (
            <RequireAuth>
              <MainLayout sidebar={sidebar} />
            </RequireAuth>
          )),
          hydrateFallbackElement: (
            <RequireAuth>
              <ScreenFallback />
            </RequireAuth>
          ),
          loader: startShellData,
          children: [
            ...byLayout("main"),
            {
              ...layoutRoute(({ SettingsLayout }) => <SettingsLayout areas={areas} />),
              children: byLayout("settings"),
            },
          ],
        },
        {
          ...layoutRoute(({ RecoveryLayout }) => <RecoveryLayout areas={areas} />),
          children: byLayout("recovery"),
        },
        { path: "*", ...layoutRoute(({ NotFoundPage }) => <NotFoundPage sidebar={sidebar} />) },
      ],
    },
  ];
}
