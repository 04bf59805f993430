import { FRESH_FROM_STARTER_SECONDS, type RouteDataMatch } from "../../core/area";
import { parseRecordId, recordIdOf } from "../../core/recordId";
import { locationsApi } from "../../core/resources/locations";
import { shopStore } from "../../core/store";

// The locations' calls live in core/resources/locations.ts; this module gathers what the area's
// screens use, and its route data starters.
export * from "../../core/resources/locations";

// Asked for again at every visit, unless a rest on the link asked a moment ago (a number: seconds).
const fresh = { subscribe: false, forceRefetch: FRESH_FROM_STARTER_SECONDS } as const;

/** /setting/countries: the countries, asked for again at every visit. */
export function startCountries() {
  shopStore.dispatch(locationsApi.endpoints.countries.initiate(undefined, fresh));
}

/** /setting/countries/state/{countryId}: the states, and the country whose name titles them. */
export function startStates({ params, ahead }: RouteDataMatch) {
  const countryId = parseRecordId(params.countryId);
  if (countryId === null) return;
  shopStore.dispatch(locationsApi.endpoints.statesOfCountry.initiate(countryId, fresh));
  if (ahead) return;
  shopStore.dispatch(locationsApi.endpoints.country.initiate(countryId, { subscribe: false }));
}

/** /setting/countries/cities/{stateId}: the cities, and the state (by id) whose name titles them. */
export function startCities({ params, ahead }: RouteDataMatch) {
  const stateId = parseRecordId(params.stateId);
  if (stateId === null) return;
  shopStore.dispatch(locationsApi.endpoints.citiesOfState.initiate(stateId, fresh));
  if (ahead) return;
  shopStore.dispatch(locationsApi.endpoints.state.initiate(stateId, { subscribe: false }));
}

const once = { subscribe: false } as const;
const { country, state, city } = locationsApi.endpoints;

/** A country's form: the country it edits (?id=), and the countries its name must differ from. */
export function startCountryForm({ search }: RouteDataMatch) {
  const id = recordIdOf(search);
  if (id !== null) shopStore.dispatch(country.initiate(id, once));
  shopStore.dispatch(locationsApi.endpoints.countries.initiate(undefined, once));
}

/** A state's form: the state it edits (?id=), and its country, whose name titles the form. */
export function startStateForm({ params, search }: RouteDataMatch) {
  const id = recordIdOf(search);
  const countryId = parseRecordId(params.countryId);
  if (id !== null) shopStore.dispatch(state.initiate(id, once));
  if (countryId !== null) shopStore.dispatch(country.initiate(countryId, once));
}

/** A city's form: the city it edits (?id=), and its state, whose name titles the form. */
export function startCityForm({ params, search }: RouteDataMatch) {
  const id = recordIdOf(search);
  const stateId = parseRecordId(params.stateId);
  if (id !== null) shopStore.dispatch(city.initiate(id, once));
  if (stateId !== null) shopStore.dispatch(state.initiate(stateId, once));
}
