import { shopApi } from "../../core/api/shopApi";
import type { RouteDataMatch } from "../../core/area";
import { shopStore } from "../../core/store";
import type { Brand, Category, Discount, ProductPage } from "../../core/types";
import type { DiscountBody } from "./discountForm";
import { recordIdOf } from "../../core/recordId";

export type DiscountStatusAction = "activate" | "deactivate" | "disable";

/**
 * The discounts' calls (spec section 7) and the two additions: one discount by id (an edit form
 * opened by link) and a suggested coupon code. The target pickers ask for products by name on the
 * server, page by page; brands and categories are few and filtered here.
 */
export const discountsApi = shopApi.enhanceEndpoints({ addTagTypes: ["Discount"] }).injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    discounts: build.query<Discount[], void>({
      query: () => "/discount/all",
      providesTags: (result) => [
        { type: "Discount", id: "LIST" },
        ...(result ?? []).map((discount) => ({ type: "Discount" as const, id: discount.id })),
      ],
    }),
    discountById: build.query<Discount, number>({
      query: (id) => `/discount/byid/${id}`,
      providesTags: (_result, _error, id) => [{ type: "Discount", id }],
    }),
    createDiscount: build.mutation<Discount, DiscountBody>({
      query: (body) => ({ url: "/discount/create", method: "POST", body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: "Discount", id: "LIST" }]),
    }),
    updateDiscount: build.mutation<Discount, { id: number; body: DiscountBody }>({
      query: ({ id, body }) => ({ url: `/discount/update/${id}`, method: "PUT", body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: "Discount", id }]),
    }),
    changeDiscountStatus: build.mutation<unknown, { id: number; action: DiscountStatusAction }>({
      query: ({ id, action }) => ({ url: `/discount/${action}/${id}`, method: "PUT" }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: "Discount", id }]),
    }),
    suggestDiscountCode: build.mutation<{ code: string }, void>({
      query: () => ({ url: "/discount/code/suggest" }),
    }),
    // The pickers' lookups: never cached as records of this area (the catalog owns those).
    discountProductOptions: build.query<ProductPage, string>({
      query: (search) => ({ url: "/products", params: { page: 1, limit: 20, ...(search ? { search } : {}) } }),
      keepUnusedDataFor: 30,
    }),
    discountBrandOptions: build.query<Brand[], void>({ query: () => "/brand/get", keepUnusedDataFor: 60 }),
    discountCategoryOptions: build.query<Category[], void>({ query: () => "/category/get", keepUnusedDataFor: 60 }),
  }),
});

export const {
  useDiscountsQuery,
  useDiscountByIdQuery,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
  useChangeDiscountStatusMutation,
  useSuggestDiscountCodeMutation,
} = discountsApi;

/** The list (cached like the screen's own query): started as navigation starts. */
export function startDiscounts() {
  shopStore.dispatch(discountsApi.endpoints.discounts.initiate(undefined, { subscribe: false }));
}

/** The discount an edit form opens (`?id=12`); nothing on an add form. */
export function startDiscount({ search }: RouteDataMatch) {
  const id = recordIdOf(search);
  if (id === null) return;
  shopStore.dispatch(discountsApi.endpoints.discountById.initiate(id, { subscribe: false }));
}
