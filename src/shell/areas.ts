import type { AreaDefinition } from "../core/area";
import type { RegisteredAreaId } from "../core/routeRegistry";
import { authArea } from "../features/auth";
import { catalogArea } from "../features/catalog";
import { customersArea } from "../features/customers";
import { discountsArea } from "../features/discounts";
import { locationsArea } from "../features/locations";
import { ordersArea } from "../features/orders";
import { overviewArea } from "../features/overview";
import { settingsArea } from "../features/settings";

/**
 * The one registration point: every area of the back-office, one entry each. The area ids, the
 * lint zones (one per feature folder) and the element views follow from this list;
 * tests/unit/registration.test.ts fails when a feature folder and this list disagree.
 */
const registered = [
  authArea,
  overviewArea,
  catalogArea,
  ordersArea,
  discountsArea,
  locationsArea,
  customersArea,
  settingsArea,
] as const satisfies readonly AreaDefinition[];

/** The id of a registered area ("catalog", "orders", ...). */
export type AreaId = (typeof registered)[number]["id"];

// The route registry's builders (core/routeRegistry.ts) and this list name the same areas (a type error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<Claim extends true> = Claim;
export type RegistryAgrees = Holds<Same<AreaId, RegisteredAreaId>>;

export const areas: AreaDefinition[] = [...registered];

export function findArea(id: AreaId): AreaDefinition | undefined {
  return areas.find((area) => area.id === id);
}
