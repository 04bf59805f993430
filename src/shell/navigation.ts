import type { AreaDefinition, NavEntry } from "../core/area";

/** Sidebar entries of the registered areas, in the spec's order. */
export function sidebarEntries(areas: AreaDefinition[]): NavEntry[] {
  return areas
    .flatMap((area) => area.nav)
    .filter((entry) => entry.sidebarOrder !== undefined)
    .sort((a, b) => (a.sidebarOrder ?? 0) - (b.sidebarOrder ?? 0));
}

/** Entries of the settings shell's left menu; SUPER_ADMIN-only ones only for SUPER_ADMIN. */
export function settingsEntries(areas: AreaDefinition[], superAdmin: boolean): NavEntry[] {
  return areas
    .flatMap((area) => area.nav)
    .filter((entry) => entry.settingsMenu && (superAdmin || entry.settingsMenu.role !== "SUPER_ADMIN"))
    .sort((a, b) => (a.settingsMenu?.order ?? 0) - (b.settingsMenu?.order ?? 0));
}

/** An entry is active when the path starts with one of its prefixes. */
export function isActive(entry: NavEntry, pathname: string): boolean {
  return entry.activePrefixes.some((prefix) => pathname.startsWith(prefix));
}
