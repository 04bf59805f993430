import { shopApi } from "../api/shopApi";
import type { ShippingService } from "../types";
import { listTags } from "./tags";

export interface ShippingInput {
  title: string;
  description: string;
  price: number;
  image: string;
}

/** Shipping services (spec section 7). No by-id call: the list is the edit form's source too. */
export const shippingApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    shippingServices: build.query<ShippingService[], void>({
      query: () => "/shipping/get",
      providesTags: (result) => listTags("ShippingService", result),
    }),
    createShippingService: build.mutation<ShippingService, ShippingInput>({
      query: (body) => ({ url: "/shipping/add", method: "POST", body }),
      invalidatesTags: [{ type: "ShippingService", id: "LIST" }],
    }),
    updateShippingService: build.mutation<ShippingService, { id: number; body: ShippingInput }>({
      query: ({ id, body }) => ({ url: `/shipping/update/${id}`, method: "PUT", body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: "ShippingService", id }],
    }),
    deleteShippingService: build.mutation<null, number>({
      query: (id) => ({ url: `/shipping/delete/${id}`, method: "DELETE" }),
      invalidatesTags: [{ type: "ShippingService", id: "LIST" }],
    }),
  }),
});

export const {
  useShippingServicesQuery,
  useCreateShippingServiceMutation,
  useUpdateShippingServiceMutation,
  useDeleteShippingServiceMutation,
} = shippingApi;
