import { routeTable, screensOf, settingsMenuEntry, startersOf, defineArea } from "../../core/area";
import { locationsPaths } from "../../core/paths";

const screen = screensOf(() => import("./screens"));
// The API slice comes in its own small chunk at the click, with the screen's (kept out of the first load).
const start = startersOf(() => import("./api"));

/**
 * Countries, states and cities in the settings shell (paths exactly as the spec). Each list asks
 * the server again at every visit, as navigation starts (another operator may have changed
 * them); forms load their record by id.
 */
export const locationsArea = defineArea("locations", "navCountriesStates", locationsPaths.countries(), {
  routes: routeTable("settings", "navSetting", {
    countries: [locationsPaths.countries(), screen("CountryList"), start("startCountries")],
    countryForm: [locationsPaths.countryForm(), screen("CountryForm"), start("startCountryForm")],
    states: [locationsPaths.states(":countryId"), screen("StateList"), start("startStates")],
    stateForm: [locationsPaths.stateForm(":countryId"), screen("StateForm"), start("startStateForm")],
    cities: [locationsPaths.cities(":stateId"), screen("CityList"), start("startCities")],
    cityForm: [locationsPaths.cityForm(":stateId"), screen("CityForm"), start("startCityForm")],
  }),
  nav: [settingsMenuEntry("navCountriesStates", 40, locationsPaths.countries())],
});
