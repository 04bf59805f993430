import { locationsPaths } from "../../core/paths";

/** The area's paths (exactly as the spec), from the one set of builders in core. */
export const locationPaths = {
  countries: locationsPaths.countries(),
  countryForm: locationsPaths.countryForm(),
  states: (countryId: number) => locationsPaths.states(countryId),
  stateForm: (countryId: number) => locationsPaths.stateForm(countryId),
  cities: (stateId: number) => locationsPaths.cities(stateId),
  cityForm: (stateId: number) => locationsPaths.cityForm(stateId),
};

/** How a form receives the record it edits (besides ?id=, which a reload keeps). */
export interface LocationFormState<Row> {
  record?: Row;
}
