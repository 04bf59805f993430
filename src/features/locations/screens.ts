// Every screen of the locations area from one module, so the area loads as one chunk.
export { CityForm, CountryForm, StateForm } from "./LocationForms";
export { CityList } from "./CityList";
export { CountryList } from "./CountryList";
export { StateList } from "./StateList";
