import { bulkRequest, type BulkArgs, type BulkOutcome, type BulkTarget } from "../api/bulkStream";
import type { AudienceType, Discount } from "../types";
import { endpoint, injectResource, LIST, type UpdateArg } from "./endpointKit";

export type DiscountStatusAction = "activate" | "deactivate" | "disable";

/** What POST /discount/create and PUT /discount/update/{id} take. */
export interface DiscountBody {
  discount_type: Discount["discount_type"];
  target_id: number | null;
  user_type: Discount["user_type"];
  start_date: string;
  end_date: string;
  percentage: number | null;
  fixed_amount: number | null;
  code: string | null;
  number_of_uses_per_user: number | null;
  min_order_price: number | null;
}

/** The discounts a bulk action covers when it names no ids: code or target name contains `search`, of `type`. */
export interface DiscountsFilter {
  search?: string;
  type?: AudienceType;
}

/** POST /discounts/bulk: activate, deactivate or delete the chosen discounts, or every one matching. */
export type DiscountsBulkBody = { action: "ACTIVATE" | "DEACTIVATE" | "DELETE" } & BulkTarget<DiscountsFilter>;

const onSuccess = { settled: "success" } as const;

/**
 * Discounts, with two calls the reference server adds: one discount by id (an edit form opened by
 * link) and a suggested coupon code. A discount names its product, category or brand target:
 * those resources invalidate the list when they are renamed or deleted. The target pickers search
 * the products, brands and categories resources.
 */
export const discountsApi = injectResource((build) => ({
  discounts: build.query<Discount[], void>(endpoint.list("Discount", "/discount/all")),
  discountById: build.query<Discount, number>(endpoint.record("Discount", (id) => `/discount/byid/${id}`)),
  createDiscount: build.mutation<Discount, DiscountBody>(
    endpoint.create("/discount/create", [LIST("Discount")], onSuccess),
  ),
  updateDiscount: build.mutation<Discount, UpdateArg<DiscountBody>>(
    endpoint.update("/discount/update/", (id) => [{ type: "Discount", id }], onSuccess),
  ),
  changeDiscountStatus: build.mutation<unknown, { id: number; action: DiscountStatusAction }>({
    query: ({ id, action }) => ({ url: `/discount/${action}/${id}`, method: "PUT" }),
    invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: "Discount", id }]),
  }),
  bulkDiscounts: build.mutation<BulkOutcome, BulkArgs<DiscountsBulkBody>>({
    query: bulkRequest("/discounts/bulk"),
    invalidatesTags: ["Discount"],
  }),
  suggestDiscountCode: build.mutation<{ code: string }, void>({
    query: () => ({ url: "/discount/code/suggest" }),
  }),
}));

export const {
  useDiscountsQuery,
  useDiscountByIdQuery,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
  useChangeDiscountStatusMutation,
  useBulkDiscountsMutation,
  useSuggestDiscountCodeMutation,
} = discountsApi;
