/** The area's paths (exactly as the spec), built in one place. */
const C = "/setting/countries";
export const locationPaths = {
  countries: C,
  countryForm: `${C}/add`,
  states: (countryId: number) => `${C}/state/${countryId}`,
  stateForm: (countryId: number) => `${C}/state/add/${countryId}`,
  cities: (stateId: number) => `${C}/cities/${stateId}`,
  cityForm: (stateId: number) => `${C}/cities/add/${stateId}`,
};

/** How a form receives the record it edits (besides ?id=, which a reload keeps). */
export interface LocationFormState<Row> {
  record?: Row;
}
