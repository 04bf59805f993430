import type { AreaDefinition, AreaRoute, RouteDataMatch } from "../../core/area";

const load = () => import("./screens");
// The API slice comes in its own small chunk at the click, with the screen's (kept out of the first load).
const api = () => import("./api");
const C = "/setting/countries";
type Row = readonly [path: string, screen: keyof typeof import("./screens"), data?: AreaRoute["data"]];

/**
 * Countries, states and cities in the settings shell (paths exactly as the spec). Each list asks
 * the server again at every visit (spec 4), as navigation starts; forms load their record by id.
 */
export const locationsArea: AreaDefinition<"locations"> = {
  id: "locations",
  label: "navCountriesStates",
  home: C,
  routes: (
    [
      [C, "CountryList", () => api().then((m) => m.startCountries())],
      [`${C}/add`, "CountryForm"],
      [`${C}/state/:countryId`, "StateList", (match: RouteDataMatch) => api().then((m) => m.startStates(match))],
      [`${C}/state/add/:countryId`, "StateForm"],
      [`${C}/cities/:stateId`, "CityList", (match: RouteDataMatch) => api().then((m) => m.startCities(match))],
      [`${C}/cities/add/:stateId`, "CityForm"],
    ] satisfies Row[]
  ).map(([path, screen, data]: Row) => ({
    path,
    heading: "navSetting",
    layout: "settings" as const,
    screen: () => load().then((m) => m[screen]),
    data,
  })),
  nav: [{ label: "navCountriesStates", to: C, activePrefixes: [C], settingsMenu: { order: 40 } }],
};
