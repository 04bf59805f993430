import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router";
import type { AreaDefinition, AreaRoute, NavEntry } from "../core/area";
import { useShopSelector } from "../core/store";
import { AreaShell } from "./AreaShell";
import { areas as registeredAreas, type AreaId } from "./areas";
import { RequireAuth, SuperAdminOnly } from "./guards";
import { MainLayout, RecoveryLayout, SettingsLayout } from "./layouts";
import { sidebarEntries } from "./navigation";
import { NotFound } from "./NotFound";
import { ScreenError } from "./ScreenError";
import type { RouteHandle } from "./Header";

// One lazy component per route path, shared by every router on the page.
const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();
function screenOf(route: AreaRoute) {
  let screen = lazyScreens.get(route.path);
  if (!screen) {
    screen = lazy(() => route.screen().then((Component) => ({ default: Component })));
    lazyScreens.set(route.path, screen);
  }
  return screen;
}

/** A registered screen as a react-router route (lazy screen, heading in the handle). */
export function toRoute(route: AreaRoute): RouteObject {
  const Screen = screenOf(route);
  const handle: RouteHandle = { heading: route.heading };
  return {
    path: route.path,
    handle,
    errorElement: <ScreenError />,
    element: route.superAdminOnly ? (
      <SuperAdminOnly>
        <Screen />
      </SuperAdminOnly>
    ) : (
      <Screen />
    ),
  };
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
  const all = areas.flatMap((area) => area.routes);
  if (mode === "area") {
    const area = areas.find((candidate) => candidate.id === areaId);
    if (!area) throw new Error(`Unknown area "${areaId}"`);
    const own = area.routes.filter((route) => route.layout !== "public");
    return [
      {
        element: <AreaShell area={area} />,
        children: [
          { index: true, element: <Navigate to={area.home} replace /> },
          ...own.map(toRoute),
          { path: "*", element: <NotFound /> },
        ],
      },
    ];
  }
  const sidebar = sidebarEntries(areas);
  const byLayout = (layout: AreaRoute["layout"]) => all.filter((route) => route.layout === layout).map(toRoute);
  return [
    {
      element: <Outlet />,
      children: [
        ...byLayout("public"),
        {
          element: (
            <RequireAuth>
              <MainLayout sidebar={sidebar} />
            </RequireAuth>
          ),
          children: [
            ...byLayout("main"),
            { element: <SettingsLayout areas={areas} />, children: byLayout("settings") },
          ],
        },
        { element: <RecoveryLayout areas={areas} />, children: byLayout("recovery") },
        { path: "*", element: <NotFoundPage sidebar={sidebar} /> },
      ],
    },
  ];
}

function NotFoundPage({ sidebar }: { sidebar: NavEntry[] }) {
  return (
    <RequireAuthOrPlain sidebar={sidebar}>
      <NotFound />
    </RequireAuthOrPlain>
  );
}

/** Unknown routes: inside the shell when signed in, plain when signed out. */
function RequireAuthOrPlain({ sidebar, children }: { sidebar: NavEntry[]; children: ReactNode }) {
  const signedIn = useShopSelector((state) => Boolean(state.auth.token));
  return signedIn ? <MainLayout sidebar={sidebar}>{children}</MainLayout> : <>{children}</>;
}
