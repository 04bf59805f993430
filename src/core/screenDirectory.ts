import type { MessageKey } from "./messages";
import { registeredAreas } from "./routeRegistry";

/** A screen the command palette can go to: a navigation entry of a registered area. */
export interface ScreenEntry {
  /** Where it goes (may carry a query, as the sidebar's entry does). */
  to: string;
  label: MessageKey;
}

/**
 * The screens the signed-in role may open, from the registered areas' navigation entries (the
 * screens that need no record id), each once: a SUPER_ADMIN-only route is left out for anyone
 * else, as its guard would answer "not found". In an area element (`areaId`) its own screens come
 * first; the others open through the element's AreaLink mechanism.
 */
export function screensFor(superAdmin: boolean, areaId: string | null): ScreenEntry[] {
  const areas = registeredAreas();
  const ordered = areaId ? [...areas.filter((a) => a.id === areaId), ...areas.filter((a) => a.id !== areaId)] : areas;
  const routes = areas.flatMap((area) => area.routes);
  const seen = new Set<string>();
  const entries: ScreenEntry[] = [];
  for (const entry of ordered.flatMap((area) => area.nav)) {
    const pathname = entry.to.split("?")[0];
    const route = routes.find((candidate) => candidate.path === pathname);
    if (!route || route.layout === "public" || seen.has(pathname)) continue;
    const role = route.role ?? entry.settingsMenu?.role;
    if (role === "SUPER_ADMIN" && !superAdmin) continue;
    seen.add(pathname);
    entries.push({ to: entry.to, label: entry.label });
  }
  return entries;
}
