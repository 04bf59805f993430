import type { AreaDefinition, AreaId } from "../core/area";
import { authArea } from "../features/auth/routes";
import { catalogArea } from "../features/catalog/routes";
import { ordersArea } from "../features/orders/routes";
import { overviewArea } from "../features/overview/routes";

/** The one registration point: every area of the back-office, one line each. */
export const areas: AreaDefinition[] = [authArea, overviewArea, catalogArea, ordersArea];

export function findArea(id: AreaId): AreaDefinition | undefined {
  return areas.find((area) => area.id === id);
}
