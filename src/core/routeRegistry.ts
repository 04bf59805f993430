import { createContext } from "react";
import { matchPath } from "react-router";
import type { AreaDefinition } from "./area";
import {
  authPaths,
  catalogPaths,
  customersPaths,
  discountsPaths,
  locationsPaths,
  ordersPaths,
  overviewPaths,
  settingsPaths,
} from "./paths";

/**
 * The one route registry: each area's typed path builders by area id (shell/areas.ts checks that
 * its areas and these keys agree), and which area owns a path, from the route tables the shell
 * registers when it builds its route tree.
 */
export const routeRegistry = {
  auth: authPaths,
  overview: overviewPaths,
  catalog: catalogPaths,
  orders: ordersPaths,
  discounts: discountsPaths,
  locations: locationsPaths,
  customers: customersPaths,
  settings: settingsPaths,
} as const;

export type RegisteredAreaId = keyof typeof routeRegistry;

const owners = new Map<string, string>();
let known: readonly AreaDefinition[] = [];

/** Makes the areas' route patterns known to `areaOfPath` (the shell does this as it builds its routes). */
export function registerAreaPaths(areas: readonly AreaDefinition[]): void {
  known = areas;
  for (const area of areas)
    for (const route of area.routes) if (!owners.has(route.path)) owners.set(route.path, area.id);
}

/** The areas the shell registered last (the command palette lists their screens). */
export const registeredAreas = (): readonly AreaDefinition[] => known;

/** The area whose route table holds `to` (a path, possibly with a query), if any. */
export function areaOfPath(to: string): string | undefined {
  const pathname = to.split(/[?#]/)[0];
  for (const [pattern, area] of owners) if (matchPath(pattern, pathname)) return area;
  return undefined;
}

/**
 * The area an area element shows (`customers` in `<shop-customers>`); null in the whole
 * back-office, where every screen is one of its own.
 */
export const ElementAreaContext = createContext<string | null>(null);

/**
 * What a navigation made by an AreaLink carries: the element already announced it (a cancelable
 * shop-navigate), and where the operator was, for the foreign screen's way back.
 */
export interface AreaLinkState {
  announced: true;
  returnTo: string;
}

export function isAreaLinkState(state: unknown): state is AreaLinkState {
  return typeof state === "object" && state !== null && (state as { announced?: unknown }).announced === true;
}
