import type { ShippingService } from "../types";
import { endpoint, injectResource, LIST, type BodyOf, type UpdateArg } from "./endpointKit";

/** The form sends the price as the number it read (the contract also takes decimal text). */
export type ShippingInput = Required<Omit<BodyOf<"createShippingService">, "price">> & { price: number };

/** Shipping services. No by-id call: the list is the edit form's source too. */
export const shippingApi = injectResource((build) => ({
  shippingServices: build.query<ShippingService[], void>(endpoint.list("ShippingService", "/shipping/get")),
  createShippingService: build.mutation<ShippingService, ShippingInput>(
    endpoint.create("/shipping/add", [LIST("ShippingService")]),
  ),
  updateShippingService: build.mutation<ShippingService, UpdateArg<ShippingInput>>(
    endpoint.update("/shipping/update/", (id) => [{ type: "ShippingService", id }]),
  ),
  deleteShippingService: build.mutation<null, number>(endpoint.remove("/shipping/delete/", [LIST("ShippingService")])),
}));

export const {
  useShippingServicesQuery,
  useCreateShippingServiceMutation,
  useUpdateShippingServiceMutation,
  useDeleteShippingServiceMutation,
} = shippingApi;
