import { namedRoutes, screensOf, startersOf, type AreaDefinition } from "../../core/area";
import { locationsPaths } from "../../core/paths";

const screen = screensOf(() => import("./screens"));
// The API slice comes in its own small chunk at the click, with the screen's (kept out of the first load).
const start = startersOf(() => import("./api"));

/**
 * Countries, states and cities in the settings shell (paths exactly as the spec). Each list asks
 * the server again at every visit (spec 4), as navigation starts; forms load their record by id.
 */
export const locationsArea: AreaDefinition<"locations"> = {
  id: "locations",
  label: "navCountriesStates",
  home: locationsPaths.countries(),
  routes: namedRoutes({
    countries: {
      path: locationsPaths.countries(),
      heading: "navSetting",
      layout: "settings",
      screen: screen("CountryList"),
      data: start("startCountries"),
    },
    countryForm: {
      path: locationsPaths.countryForm(),
      heading: "navSetting",
      layout: "settings",
      screen: screen("CountryForm"),
      data: start("startCountryForm"),
    },
    states: {
      path: locationsPaths.states(":countryId"),
      heading: "navSetting",
      layout: "settings",
      screen: screen("StateList"),
      data: start("startStates"),
    },
    stateForm: {
      path: locationsPaths.stateForm(":countryId"),
      heading: "navSetting",
      layout: "settings",
      screen: screen("StateForm"),
      data: start("startStateForm"),
    },
    cities: {
      path: locationsPaths.cities(":stateId"),
      heading: "navSetting",
      layout: "settings",
      screen: screen("CityList"),
      data: start("startCities"),
    },
    cityForm: {
      path: locationsPaths.cityForm(":stateId"),
      heading: "navSetting",
      layout: "settings",
      screen: screen("CityForm"),
      data: start("startCityForm"),
    },
  }),
  nav: [
    {
      label: "navCountriesStates",
      to: locationsPaths.countries(),
      activePrefixes: [locationsPaths.countries()],
      settingsMenu: { order: 40 },
    },
  ],
};
