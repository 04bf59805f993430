import { createContext, type ComponentType } from "react";
import type { MessageKey } from "./messages";

/**
 * How a feature describes itself to the shell and to the elements. Each feature's routes.tsx
 * exports one AreaDefinition (its id a literal); shell/areas.ts lists them, the one registration
 * point, and the area-id type is derived from that list.
 */

/**
 * main: inside the shell (sidebar + header). settings: inside the settings shell (left menu).
 * public: outside the shell, for signed-out users (sign-in). recovery: plain layout when signed
 * out, the settings shell when signed in (password recovery).
 */
export type RouteLayout = "main" | "settings" | "public" | "recovery";

export interface AreaRoute {
  /** Exactly the spec's path, in react-router syntax: "/orders", "/view-order/:id". */
  path: string;
  /** The heading shown in the header for this route (a core message key: translated where shown). */
  heading: MessageKey;
  layout: RouteLayout;
  /** Routes that exist only for SUPER_ADMIN (for ADMIN they are not found). */
  superAdminOnly?: boolean;
  /** Loads the screen lazily; every screen of an area comes from one module so the area is one chunk. */
  screen: () => Promise<ComponentType>;
  /**
   * Starts the screen's data requests (RTK Query `initiate` on the one store) when navigation
   * to the route starts, in parallel with its code: the starters (an area's small api.ts) load
   * with the shell, the screens in their area's chunk.
   * Not awaited: the screen shows its own loading state if the data is still on its way.
   */
  data?: (match: RouteDataMatch) => unknown;
}

/** What a route's `data` starter knows of the navigation. */
export interface RouteDataMatch {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

export interface NavEntry {
  /** A core message key, translated where shown. */
  label: MessageKey;
  /** Where the entry goes (may carry a query, e.g. "/all-products?status=PUBLISHED&page=1"). */
  to: string;
  /** The entry is active when the current path starts with one of these. */
  activePrefixes: string[];
  /** Position in the back-office sidebar (spec order: Overview 10, User 20, Sale Person 30, Brands 40, Categories 50, Products 60, Variants 70, Orders 80, Review 90, Discounts 100, Setting 110). */
  sidebarOrder?: number;
  /** Settings-menu entries go to the settings shell's left menu instead of the sidebar. */
  settingsMenu?: { order: number; superAdminOnly?: boolean };
}

export interface AreaDefinition<Id extends string = string> {
  /** Also the feature's folder: src/features/{id}. */
  id: Id;
  /** Shown in an area element's compact navigation (a core message key). */
  label: MessageKey;
  /** Where an area element starts in memory routing. */
  home: string;
  routes: AreaRoute[];
  nav: NavEntry[];
}

/**
 * Where the navigation around a screen already leads (an area element's compact navigation),
 * so a screen does not repeat a link the operator already sees there.
 */
export const AreaNavContext = createContext<readonly string[]>([]);
