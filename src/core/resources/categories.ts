import type { Category } from "../types";
import { endpoint, injectResource, LIST, NAMED_IN, recordTags, type BodyOf, type UpdateArg } from "./endpointKit";

export type CategoryInput = Required<BodyOf<"createCategory">>;

/**
 * Categories. A brand's card counts its categories, so every change reaches the
 * brands list; a rename reaches the products, banners and discounts naming the category. The
 * server refuses to delete a category that still has products, and deletes its banners with it.
 */
export const categoriesApi = injectResource((build) => ({
  categories: build.query<Category[], void>(endpoint.list("Category", "/category/get")),
  categoriesOfBrand: build.query<Category[], number>(
    endpoint.list("Category", (brandId: number) => `/categories/brandId/${brandId}`),
  ),
  category: build.query<Category, number>(endpoint.record("Category", (id) => `/categoryById/get/${id}`)),
  createCategory: build.mutation<Category, CategoryInput>(
    endpoint.create("/category", [LIST("Category"), LIST("Brand")]),
  ),
  updateCategory: build.mutation<Category, UpdateArg<CategoryInput>>(
    endpoint.update("/category/update/", (id) => [
      ...recordTags("Category", id),
      LIST("Brand"),
      "Product",
      ...NAMED_IN,
    ]),
  ),
  deleteCategory: build.mutation<null, number>(
    endpoint.remove("/category/delete/", (id) => [...recordTags("Category", id), LIST("Brand"), ...NAMED_IN]),
  ),
}));

export const {
  useCategoriesQuery,
  useCategoriesOfBrandQuery,
  useCategoryQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = categoriesApi;
