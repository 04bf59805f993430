import { areaMessages } from "../../core/messages";

/** The locations area's texts (its own chunk); core texts and setMessages overrides work through it too. */
export const english = {
  countriesTitle: "Countries",
  statesTitle: "{name} States",
  citiesTitle: "{name} Cities",
  statesHeading: "States",
  citiesHeading: "Cities",
  breadcrumb: "Where you are",
  addCountry: "Add New Country",
  addState: "Add New State",
  addCity: "Add New City",
  addCountryTitle: "Add Country",
  editCountryTitle: "Edit Country",
  addStateTitle: "Add State",
  editStateTitle: "Edit State",
  addCityTitle: "Add City",
  editCityTitle: "Edit City",
  inCountry: "in {name}",
  inState: "in {name}",
  countryName: "Country name",
  stateName: "State name",
  cityName: "City name",
  countryNameHint: "Suggestions come from the ISO 3166 list in your language; any name is accepted.",
  add: "Add",
  enterTitle: "Please enter a title",
  searchCountries: "Search countries",
  searchStates: "Search states",
  searchCities: "Search cities",
  countryCount: "{shown} of {count} countries",
  countryCount_one: "{shown} of {count} country",
  stateCount: "{shown} of {count} states",
  stateCount_one: "{shown} of {count} state",
  cityCount: "{shown} of {count} cities",
  cityCount_one: "{shown} of {count} city",
  countriesList: "Countries",
  statesList: "States of {name}",
  citiesList: "Cities of {name}",
  locationActions: "Settings for {name}",
  edit: "Edit",
  statusActive: "Active",
  statusInactive: "Inactive ({status})",
  showingFirst: "Showing {shown} of {count}; the rest follow as you scroll.",
  showAll: "Show all {count}",
  errorFetchingCountries: "Error fetching countries",
  errorFetchingStates: "Error fetching states",
  errorFetchingCities: "Error fetching cities",
  errorFetchingCountry: "Error fetching the country",
  errorFetchingState: "Error fetching the state",
  errorFetchingCity: "Error fetching the city",
  recordNotFound: "This record no longer exists.",
  deleteCountryTitle: "Delete Country",
  deleteStateTitle: "Delete State",
  deleteCityTitle: "Delete City",
  deleteCountryText: "Are you sure you want to delete this country?",
  deleteStateText: "Are you sure you want to delete this state?",
  deleteCityText: "Are you sure you want to delete this city?",
  countryGoesWith: "{name} is deleted with its {states} and {cities}.",
  countryContentsLoading: "Counting its states and cities…",
  countryContentsUnknown: "{name} is deleted with all its states and cities (they could not be counted: {reason}).",
  stateGoesWith: "{name} is deleted with all its cities.",
  cityGoes: "{name} is deleted.",
  stateTotal: "{count} states",
  stateTotal_one: "{count} state",
  cityTotal: "{count} cities",
  cityTotal_one: "{count} city",
  countryDeleted: "Country Deleted successfully",
  stateDeleted: "State Deleted successfully",
  cityDeleted: "City Deleted successfully",
  failedToDeleteCountry: "Failed to delete country",
  failedToDeleteState: "Failed to delete state",
  failedToDeleteCity: "Failed to delete city",
  countryAdded: "Country added successfully",
  countryUpdated: "Country updated successfully",
  stateAdded: "State added successfully",
  stateUpdated: "State updated successfully",
  cityAdded: "City added successfully",
  cityUpdated: "City updated successfully",
  // The spec's location forms spoke of a banner on failure; these speak of the location.
  failedToAddCountry: "Failed to add country",
  failedToUpdateCountry: "Failed to update country",
  failedToAddState: "Failed to add state",
  failedToUpdateState: "Failed to update state",
  failedToAddCity: "Failed to add city",
  failedToUpdateCity: "Failed to update city",
  tryAgain: "Please try again.",
};

/** The area's English texts, the shape its translations (messages.fr.ts, messages.de.ts) follow. */
export type LocationsEnglish = typeof english;

// Types only: tells core's setMessages the `locations.*` keys without core importing this area.
declare module "../../core/messages" {
  interface AreaCatalogues {
    locations: LocationsEnglish;
  }
}

export const t = areaMessages("locations", english, {
  fr: () => import("./messages.fr"),
  de: () => import("./messages.de"),
});

export type LocationMessageKey = Parameters<typeof t>[0];
