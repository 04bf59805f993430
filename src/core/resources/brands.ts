import type { Brand } from "../types";
import { endpoint, injectResource, LIST, NAMED_IN, recordTags, type BodyOf, type UpdateArg } from "./endpointKit";

export type BrandInput = Required<BodyOf<"createBrand">>;

/**
 * Brands. A brand's name shows on its categories, its products and the banners
 * and discounts that point at it, so a rename reaches those lists too. The server refuses to
 * delete a brand that still has categories, and deletes the banners pointing at it with it; the
 * discounts pointing at it lose their target's name.
 */
export const brandsApi = injectResource((build) => ({
  brands: build.query<Brand[], void>(endpoint.list("Brand", "/brand/get")),
  brand: build.query<Brand, number>(endpoint.record("Brand", (id) => `/brandbyId/get/${id}`)),
  createBrand: build.mutation<Brand, BrandInput>(endpoint.create("/brand", [LIST("Brand")])),
  updateBrand: build.mutation<Brand, UpdateArg<BrandInput>>(
    endpoint.update("/brand/update/", (id) => [...recordTags("Brand", id), LIST("Category"), "Product", ...NAMED_IN]),
  ),
  deleteBrand: build.mutation<null, number>(
    endpoint.remove("/brand/delete/", (id) => [...recordTags("Brand", id), ...NAMED_IN]),
  ),
}));

export const { useBrandsQuery, useBrandQuery, useCreateBrandMutation, useUpdateBrandMutation, useDeleteBrandMutation } =
  brandsApi;
