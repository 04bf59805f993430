import { shopApi } from "../api/shopApi";
import type { Brand } from "../types";
import { listTags, NAMED_IN } from "./tags";

export interface BrandInput {
  brand_name: string;
  description: string;
  image_url: string;
}

/**
 * Brands (spec section 7). A brand's name shows on its categories, its products and the banners
 * and discounts that point at it, so a rename reaches those lists too. The server refuses to
 * delete a brand that still has categories, and deletes the banners pointing at it with it; the
 * discounts pointing at it lose their target's name.
 */
export const brandsApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    brands: build.query<Brand[], void>({
      query: () => "/brand/get",
      providesTags: (result) => listTags("Brand", result),
    }),
    brand: build.query<Brand, number>({
      query: (id) => `/brandbyId/get/${id}`,
      providesTags: (_result, _error, id) => [{ type: "Brand", id }],
    }),
    createBrand: build.mutation<Brand, BrandInput>({
      query: (body) => ({ url: "/brand", method: "POST", body }),
      invalidatesTags: [{ type: "Brand", id: "LIST" }],
    }),
    updateBrand: build.mutation<Brand, { id: number; body: BrandInput }>({
      query: ({ id, body }) => ({ url: `/brand/update/${id}`, method: "PUT", body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: "Brand", id },
        { type: "Brand", id: "LIST" },
        { type: "Category", id: "LIST" },
        "Product",
        ...NAMED_IN,
      ],
    }),
    deleteBrand: build.mutation<null, number>({
      query: (id) => ({ url: `/brand/delete/${id}`, method: "DELETE" }),
      invalidatesTags: (_result, _error, id) => [{ type: "Brand", id }, { type: "Brand", id: "LIST" }, ...NAMED_IN],
    }),
  }),
});

export const { useBrandsQuery, useBrandQuery, useCreateBrandMutation, useUpdateBrandMutation, useDeleteBrandMutation } =
  brandsApi;
