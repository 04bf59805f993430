import type { RouteDataMatch } from "../../core/area";
import { parseRecordId } from "../../core/recordId";
import { locationsApi } from "../../core/resources/locations";
import { shopStore } from "../../core/store";

// The locations' calls live in core/resources/locations.ts; this module gathers what the area's
// screens use, and its route data starters.
export * from "../../core/resources/locations";

/**
 * How long a list fetched by the route's starter counts as this visit's (the screen mounts a
 * moment after the starter asked: it must not ask a second time). Any later visit asks again.
 */
export const FRESH_FOR_SECONDS = 2;

const fresh = { subscribe: false, forceRefetch: true } as const;

/** /setting/countries: the countries, asked for again at every visit. */
export function startCountries() {
  shopStore.dispatch(locationsApi.endpoints.countries.initiate(undefined, fresh));
}

/** /setting/countries/state/{countryId}: the states, and the country whose name titles them. */
export function startStates({ params }: RouteDataMatch) {
  const countryId = parseRecordId(params.countryId);
  if (countryId === null) return;
  shopStore.dispatch(locationsApi.endpoints.statesOfCountry.initiate(countryId, fresh));
  shopStore.dispatch(locationsApi.endpoints.country.initiate(countryId, { subscribe: false }));
}

/** /setting/countries/cities/{stateId}: the cities, and the state (by id) whose name titles them. */
export function startCities({ params }: RouteDataMatch) {
  const stateId = parseRecordId(params.stateId);
  if (stateId === null) return;
  shopStore.dispatch(locationsApi.endpoints.citiesOfState.initiate(stateId, fresh));
  shopStore.dispatch(locationsApi.endpoints.state.initiate(stateId, { subscribe: false }));
}
