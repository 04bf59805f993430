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

/** The role a route asks for beyond any signed-in admin (for ADMIN such a route is not found). */
export type RouteRole = "SUPER_ADMIN";

/**
 * Starts a screen's data requests (RTK Query `initiate` on the one store) when navigation to the
 * route starts, in parallel with its code: the starters (an area's small api.ts) load at the
 * click, the screens in their area's chunk. Not awaited: the screen shows its own loading state
 * if the data is still on its way. One signature for every area.
 */
export type RouteDataStarter = (match: RouteDataMatch) => unknown;

/** One row of an area's route table (its name is the row's key, see `routeTable`). */
export interface AreaRouteRow {
  /** Exactly the spec's path, in react-router syntax, built with the area's typed builders (core/paths.ts). */
  path: string;
  /** The heading shown in the header for this route (a core message key: translated where shown). */
  heading: MessageKey;
  layout: RouteLayout;
  /** Set on each route that exists only for that role (never derived from a position). */
  role?: RouteRole;
  /** Loads the screen lazily; every screen of an area comes from its area's chunk(s). */
  screen: () => Promise<ComponentType>;
  data?: RouteDataStarter;
}

export interface AreaRoute extends AreaRouteRow {
  /** The route's name in its area's table ("detail", "productEdit"). */
  name: string;
}

/**
 * One route written on one line: its path, its screen, its data starter and, where it differs from
 * its table's, its own heading; a role guard is always written on the route it guards.
 */
export type RouteLine = readonly [
  path: string,
  screen: AreaRouteRow["screen"],
  data: RouteDataStarter,
  own?: { heading?: MessageKey; role?: RouteRole },
];

/**
 * An area's route table, the one shape every area writes: routes named by their keys, sharing a
 * layout and a heading (unless a line names its own). Every line names its data starter,
 * `noScreenData` included, so a route cannot forget to start its screen's requests.
 */
export function routeTable(
  layout: RouteLayout,
  heading: MessageKey,
  lines: Readonly<Record<string, RouteLine>>,
): AreaRoute[] {
  return Object.entries(lines).map(([name, [path, screen, data, own]]) => ({
    name,
    path,
    heading,
    layout,
    screen,
    data,
    ...own,
  }));
}

/**
 * `refetchOnMountOrArgChange` for a screen whose route starts its data: what the starter asked for
 * at the click counts as this visit's for this long (the screen mounts when its code is there, a
 * moment later, and must not ask a second time). Any later visit asks again; live changes and the
 * edit forms' version check keep it current meanwhile.
 */
export const FRESH_FROM_STARTER_SECONDS = 5;

/** The starter of a screen that asks the server for nothing when it opens (an empty add form, the sign-in form). */
export const noScreenData: RouteDataStarter = () => undefined;

/** The lazily loaded modules that hold data starters (small: an area's api.ts), warmed after sign-in. */
const starterModules: Array<() => Promise<unknown>> = [];

/** An area's starter module: loads it (once), and says whether it is there yet. */
export interface StarterModule<Api> {
  (): Promise<Api>;
  loaded(): Api | undefined;
}

/**
 * Registers an area's lazily loaded starter module, so `loadStarterModules` can warm it; a
 * starter loads it at the click if it is not warm yet.
 */
export function starterModule<Api>(load: () => Promise<Api>): StarterModule<Api> {
  let module: Api | undefined;
  const loadOnce = Object.assign(() => load().then((api) => (module = api)), { loaded: () => module });
  starterModules.push(loadOnce);
  return loadOnce;
}

/**
 * Runs `start` with the starter module: at once when it is warm, so the requests leave in the
 * click's own task (awaiting the import again waited for a task of its own, about 10 ms), else
 * once it has loaded.
 */
export function withStarterModule<Api>(module: StarterModule<Api>, start: (api: Api) => unknown): unknown {
  const api = module.loaded();
  return api ? start(api) : module().then(start);
}

/** Loads every area's starter module (once signed in, in idle time): a click then starts its requests at once. */
export function loadStarterModules(): Promise<unknown> {
  return Promise.allSettled(starterModules.map((load) => load()));
}

type ScreenNames<Chunk> = { [Name in keyof Chunk]: Chunk[Name] extends ComponentType ? Name : never }[keyof Chunk];
type StarterNames<Api> = { [Name in keyof Api]: Api[Name] extends RouteDataStarter ? Name : never }[keyof Api];

/** `screen("OrderList")`: a screen of a lazily loaded chunk, by its export name. */
export function screensOf<Chunk>(load: () => Promise<Chunk>) {
  return (name: ScreenNames<Chunk>) => (): Promise<ComponentType> =>
    load().then((chunk) => chunk[name] as ComponentType);
}

/** `start("startOrders")`: a data starter of a lazily loaded api module, by its export name. */
export function startersOf<Api>(load: () => Promise<Api>) {
  const module = starterModule(load);
  return (name: StarterNames<Api>): RouteDataStarter =>
    (match) =>
      withStarterModule(module, (api) => (api[name] as RouteDataStarter)(match));
}

/** What a route's `data` starter knows of the navigation. */
export interface RouteDataMatch {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  /**
   * Set when the pointer rests on a link to the route, or the link has focus, before any click: a
   * record's screen then starts only its record (one request per row rested on); the click starts
   * the rest and finds that request on its way or fresh.
   */
  ahead?: boolean;
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
  settingsMenu?: { order: number; role?: RouteRole };
}

/** An entry of the back-office sidebar at its spec position: active on its own path and on the others named. */
export function sidebarEntry(
  label: MessageKey,
  order: number,
  to: string,
  alsoActive: readonly string[] = [],
): NavEntry {
  return { label, to, activePrefixes: [to, ...alsoActive], sidebarOrder: order };
}

/** An entry of the settings shell's left menu: active on its own path and on the others named. */
export function settingsMenuEntry(
  label: MessageKey,
  order: number,
  to: string,
  alsoActive: readonly string[] = [],
  role?: RouteRole,
): NavEntry {
  return { label, to, activePrefixes: [to, ...alsoActive], settingsMenu: role ? { order, role } : { order } };
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

/** An area's definition, its id, label and home on one line: `defineArea("orders", "navOrders", ordersPaths.list(), {…})`. */
export function defineArea<Id extends string>(
  id: Id,
  label: MessageKey,
  home: string,
  parts: Pick<AreaDefinition, "routes" | "nav">,
): AreaDefinition<Id> {
  return { id, label, home, ...parts };
}

/**
 * Where the navigation around a screen already leads (an area element's compact navigation),
 * so a screen does not repeat a link the operator already sees there.
 */
export const AreaNavContext = createContext<readonly string[]>([]);
