import type { SalePerson } from "../types";
import { endpoint, injectResource, LIST, recordTags, type BodyOf, type UpdateArg } from "./endpointKit";

/** What the sale-person form sends (spec: POST /user/saleperson/create and PUT /saleperson/update/{id}). */
export type SalePersonInput = Required<BodyOf<"createSalePerson">>;

const onSuccess = { settled: "success" } as const;

/** Sale persons. A sale person's name is the "referred by" of their customers. */
export const salePersonsApi = injectResource((build) => ({
  salePersons: build.query<SalePerson[], void>({ query: () => "/salepersons", providesTags: [LIST("SalePerson")] }),
  salePersonById: build.query<SalePerson, number>(endpoint.record("SalePerson", (id) => `/saleperson/byid/${id}`)),
  createSalePerson: build.mutation<SalePerson, SalePersonInput>(
    endpoint.create("/user/saleperson/create", [LIST("SalePerson")], onSuccess),
  ),
  updateSalePerson: build.mutation<SalePerson, UpdateArg<SalePersonInput>>(
    endpoint.update("/saleperson/update/", (id) => [...recordTags("SalePerson", id), LIST("Customer")], onSuccess),
  ),
}));

export const { useSalePersonsQuery, useSalePersonByIdQuery, useCreateSalePersonMutation, useUpdateSalePersonMutation } =
  salePersonsApi;
