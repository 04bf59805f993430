// Every screen of the locations area from one module, so the area loads as one chunk.
export { CityForm } from "./CityForm";
export { CityList } from "./CityList";
export { CountryForm } from "./CountryForm";
export { CountryList } from "./CountryList";
export { StateForm } from "./StateForm";
export { StateList } from "./StateList";
