import { shopApi } from "../api/shopApi";
import type { City, Country, CountryContents, State } from "../types";
import { listTags } from "./tags";

/**
 * Countries, states and cities (spec section 7, plus the reference server's look-ups by id and
 * a country's contents). The lists are fetched fresh on every visit (spec 4): the locations
 * area's data starters ask again at each navigation, and a screen mounted without one asks on mount.
 * Deleting a country or state also drops what was cached below it (the server cascades).
 */
export const locationsApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    countries: build.query<Country[], void>({
      query: () => "/countries",
      providesTags: (result) => listTags("Country", result),
    }),
    country: build.query<Country, number>({
      query: (id) => `/country/byid/${id}`,
      providesTags: (_result, _error, id) => [{ type: "Country", id }],
    }),
    countryContents: build.query<CountryContents, number>({
      query: (id) => `/country/contents/${id}`,
      providesTags: (_result, _error, id) => [{ type: "Country", id }],
    }),
    createCountry: build.mutation<Country, { name: string }>({
      query: (body) => ({ url: "/country/add", method: "POST", body }),
      invalidatesTags: [{ type: "Country", id: "LIST" }],
    }),
    updateCountry: build.mutation<Country, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/country/update/${id}`, method: "PUT", body: { name } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: "Country", id },
        { type: "Country", id: "LIST" },
      ],
    }),
    deleteCountry: build.mutation<null, number>({
      query: (id) => ({ url: `/country/delete/${id}`, method: "DELETE" }),
      invalidatesTags: (_result, _error, id) => [
        { type: "Country", id },
        { type: "Country", id: "LIST" },
        "State",
        "City",
      ],
    }),

    statesOfCountry: build.query<State[], number>({
      query: (countryId) => `/states/byCountryId/${countryId}`,
      providesTags: (result) => listTags("State", result),
    }),
    state: build.query<State, number>({
      query: (id) => `/state/byid/${id}`,
      providesTags: (_result, _error, id) => [{ type: "State", id }],
    }),
    createState: build.mutation<State, { name: string; countryId: number }>({
      query: (body) => ({ url: "/state/add", method: "POST", body }),
      invalidatesTags: (_result, _error, { countryId }) => [
        { type: "State", id: "LIST" },
        { type: "Country", id: countryId },
      ],
    }),
    updateState: build.mutation<State, { id: number; name: string; countryId: number }>({
      query: ({ id, name, countryId }) => ({ url: `/state/update/${id}`, method: "PUT", body: { name, countryId } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: "State", id },
        { type: "State", id: "LIST" },
      ],
    }),
    deleteState: build.mutation<null, { id: number; countryId: number }>({
      query: ({ id }) => ({ url: `/states/delete/${id}`, method: "DELETE" }),
      invalidatesTags: (_result, _error, { id, countryId }) => [
        { type: "State", id },
        { type: "State", id: "LIST" },
        { type: "Country", id: countryId },
        "City",
      ],
    }),

    citiesOfState: build.query<City[], number>({
      query: (stateId) => `/cities/byStateId/${stateId}`,
      providesTags: (result) => listTags("City", result),
    }),
    city: build.query<City, number>({
      query: (id) => `/city/byid/${id}`,
      providesTags: (_result, _error, id) => [{ type: "City", id }],
    }),
    createCity: build.mutation<City, { name: string; stateId: number; countryId?: number }>({
      query: ({ name, stateId }) => ({ url: "/city/add", method: "POST", body: { name, stateId } }),
      invalidatesTags: (_result, _error, { countryId }) => [
        { type: "City", id: "LIST" },
        ...(countryId ? [{ type: "Country" as const, id: countryId }] : []),
      ],
    }),
    updateCity: build.mutation<City, { id: number; name: string; stateId: number }>({
      query: ({ id, name, stateId }) => ({ url: `/city/update/${id}`, method: "PUT", body: { name, stateId } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: "City", id },
        { type: "City", id: "LIST" },
      ],
    }),
    deleteCity: build.mutation<null, number>({
      query: (id) => ({ url: `/city/delete/${id}`, method: "DELETE" }),
      invalidatesTags: (_result, _error, id) => [
        { type: "City", id },
        { type: "City", id: "LIST" },
      ],
    }),
  }),
});

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
