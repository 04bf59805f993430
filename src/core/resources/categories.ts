import { shopApi } from "../api/shopApi";
import type { Category } from "../types";
import { listTags, NAMED_IN } from "./tags";

export interface CategoryInput {
  category_name: string;
  description: string;
  image_url: string;
  brand_id: number | null;
}

/**
 * Categories (spec section 7). A brand's card counts its categories, so every change reaches the
 * brands list; a rename reaches the products, banners and discounts naming the category. The
 * server refuses to delete a category that still has products, and deletes its banners with it.
 */
export const categoriesApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    categories: build.query<Category[], void>({
      query: () => "/category/get",
      providesTags: (result) => listTags("Category", result),
    }),
    categoriesOfBrand: build.query<Category[], number>({
      query: (brandId) => `/categories/brandId/${brandId}`,
      providesTags: (result) => listTags("Category", result),
    }),
    category: build.query<Category, number>({
      query: (id) => `/categoryById/get/${id}`,
      providesTags: (_result, _error, id) => [{ type: "Category", id }],
    }),
    createCategory: build.mutation<Category, CategoryInput>({
      query: (body) => ({ url: "/category", method: "POST", body }),
      invalidatesTags: [
        { type: "Category", id: "LIST" },
        { type: "Brand", id: "LIST" },
      ],
    }),
    updateCategory: build.mutation<Category, { id: number; body: CategoryInput }>({
      query: ({ id, body }) => ({ url: `/category/update/${id}`, method: "PUT", body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: "Category", id },
        { type: "Category", id: "LIST" },
        { type: "Brand", id: "LIST" },
        "Product",
        ...NAMED_IN,
      ],
    }),
    deleteCategory: build.mutation<null, number>({
      query: (id) => ({ url: `/category/delete/${id}`, method: "DELETE" }),
      invalidatesTags: (_result, _error, id) => [
        { type: "Category", id },
        { type: "Category", id: "LIST" },
        { type: "Brand", id: "LIST" },
        ...NAMED_IN,
      ],
    }),
  }),
});

export const {
  useCategoriesQuery,
  useCategoriesOfBrandQuery,
  useCategoryQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = categoriesApi;
