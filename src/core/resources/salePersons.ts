import { shopApi } from "../api/shopApi";
import type { SalePerson } from "../types";

/** What the sale-person form sends (spec: POST /user/saleperson/create and PUT /saleperson/update/{id}). */
export interface SalePersonInput {
  full_name: string;
  email: string;
  dob: string;
  contact_number: string;
  image_url: string | null;
}

/** Sale persons (spec section 7). A sale person's name is the "referred by" of their customers. */
export const salePersonsApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    salePersons: build.query<SalePerson[], void>({
      query: () => "/salepersons",
      providesTags: [{ type: "SalePerson", id: "LIST" }],
    }),
    salePersonById: build.query<SalePerson, number>({
      query: (id) => `/saleperson/byid/${id}`,
      providesTags: (_result, _error, id) => [{ type: "SalePerson", id }],
    }),
    createSalePerson: build.mutation<SalePerson, SalePersonInput>({
      query: (body) => ({ url: "/user/saleperson/create", method: "POST", body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: "SalePerson", id: "LIST" }]),
    }),
    updateSalePerson: build.mutation<SalePerson, { id: number; body: SalePersonInput }>({
      query: ({ id, body }) => ({ url: `/saleperson/update/${id}`, method: "PUT", body }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: "SalePerson", id: "LIST" },
              { type: "SalePerson", id },
              { type: "Customer", id: "LIST" },
            ],
    }),
  }),
});

export const { useSalePersonsQuery, useSalePersonByIdQuery, useCreateSalePersonMutation, useUpdateSalePersonMutation } =
  salePersonsApi;
