import type { City, Country, CountryContents, State } from "../types";
import { endpoint, ifMatch, injectResource, LIST, recordTags } from "./endpointKit";

/**
 * PUT a place's new name (and its parent's id, for a state or city) to `${prefix}${id}`, If-Match
 * the version the form was opened with: its tag and its level's lists.
 */
const renamePlace = (type: "Country" | "State" | "City", prefix: string) => ({
  query: ({ id, version, ...body }: { id: number; version?: number }) => ({
    url: `${prefix}${id}`,
    method: "PUT",
    body,
    ...ifMatch(version),
  }),
  invalidatesTags: (_result: unknown, _error: unknown, { id }: { id: number }) => recordTags(type, id),
});

/**
 * Countries, states and cities (with the reference server's look-ups by id and a country's
 * contents). The lists are fetched fresh on every visit, never served from the cache: the locations
 * area's data starters ask again at each navigation, and a screen mounted without one asks on mount.
 * Deleting a country or state also drops what was cached below it (the server cascades).
 */
export const locationsApi = injectResource((build) => ({
  countries: build.query<Country[], void>(endpoint.list("Country", "/countries")),
  country: build.query<Country, number>(endpoint.record("Country", (id) => `/country/byid/${id}`)),
  countryContents: build.query<CountryContents, number>(endpoint.record("Country", (id) => `/country/contents/${id}`)),
  createCountry: build.mutation<Country, { name: string }>(endpoint.create("/country/add", [LIST("Country")])),
  updateCountry: build.mutation<Country, { id: number; name: string; version?: number }>(
    renamePlace("Country", "/country/update/"),
  ),
  deleteCountry: build.mutation<null, number>(
    endpoint.remove("/country/delete/", (id) => [...recordTags("Country", id), "State", "City"]),
  ),

  statesOfCountry: build.query<State[], number>(
    endpoint.list("State", (countryId: number) => `/states/byCountryId/${countryId}`),
  ),
  state: build.query<State, number>(endpoint.record("State", (id) => `/state/byid/${id}`)),
  createState: build.mutation<State, { name: string; countryId: number }>(
    endpoint.create("/state/add", ({ countryId }: { countryId: number }) => [
      LIST("State"),
      { type: "Country", id: countryId },
    ]),
  ),
  updateState: build.mutation<State, { id: number; name: string; countryId: number; version?: number }>(
    renamePlace("State", "/state/update/"),
  ),
  deleteState: build.mutation<null, { id: number; countryId: number }>({
    query: ({ id }) => ({ url: `/states/delete/${id}`, method: "DELETE" }),
    invalidatesTags: (_result, _error, { id, countryId }) => [
      ...recordTags("State", id),
      { type: "Country", id: countryId },
      "City",
    ],
  }),

  citiesOfState: build.query<City[], number>(
    endpoint.list("City", (stateId: number) => `/cities/byStateId/${stateId}`),
  ),
  city: build.query<City, number>(endpoint.record("City", (id) => `/city/byid/${id}`)),
  createCity: build.mutation<City, { name: string; stateId: number; countryId?: number }>({
    query: ({ name, stateId }) => ({ url: "/city/add", method: "POST", body: { name, stateId } }),
    invalidatesTags: (_result, _error, { countryId }) => [
      LIST("City"),
      ...(countryId ? [{ type: "Country" as const, id: countryId }] : []),
    ],
  }),
  updateCity: build.mutation<City, { id: number; name: string; stateId: number; version?: number }>(
    renamePlace("City", "/city/update/"),
  ),
  deleteCity: build.mutation<null, number>(endpoint.remove("/city/delete/", (id) => recordTags("City", id))),
}));

export const {
  useCountriesQuery,
  useCountryQuery,
  useCountryContentsQuery,
  useCreateCountryMutation,
  useUpdateCountryMutation,
  useDeleteCountryMutation,
  useStatesOfCountryQuery,
  useStateQuery,
  useCreateStateMutation,
  useUpdateStateMutation,
  useDeleteStateMutation,
  useCitiesOfStateQuery,
  useCityQuery,
  useCreateCityMutation,
  useUpdateCityMutation,
  useDeleteCityMutation,
} = locationsApi;
