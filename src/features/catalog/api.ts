import type { RouteDataMatch } from "../../core/area";
import { shopApi } from "../../core/api/shopApi";
import { shopStore } from "../../core/store";
import { readListQuery, type ProductListQuery } from "./products/productListQuery";
import type { Brand, Category, Product, ProductInput, ProductPage, ProductStatus } from "../../core/types";
import type { Device, Flavour, Nicotine } from "../../core/types";

// The API and its fields keep the spec's names (/flavour, device_name); the screens say Color, Tag and
// Nicotine Strength, and so does the code around them.
export type Color = Flavour;
export type Tag = Device;
export type NicotineStrength = Nicotine;

export interface BrandInput {
  brand_name: string;
  description: string;
  image_url: string;
}

export interface CategoryInput {
  category_name: string;
  description: string;
  image_url: string;
  brand_id: number | null;
}

export type ColorInput = Omit<Color, "id" | "created_at">;
export type TagInput = Omit<Tag, "id" | "created_at">;
export type NicotineStrengthInput = Omit<NicotineStrength, "id" | "created_at">;

/** A page of products; search, brandId and categoryId are filtered on the server. */
export interface ProductPageArgs {
  page: number;
  limit?: number;
  status: ProductStatus;
  search?: string;
  brandId?: number;
  categoryId?: number;
}

/** The page of products a list query in the URL shows (the screens and the data starter agree on it). */
export function productPageArgs(query: ProductListQuery): ProductPageArgs {
  return {
    page: query.page,
    status: query.status,
    search: query.search,
    brandId: query.brandId ?? undefined,
    categoryId: query.categoryId ?? undefined,
  };
}

/** Drops empty filters so the request (and the cache key) carries only what is set. */
function productParams({ page, limit = 10, status, search, brandId, categoryId }: ProductPageArgs) {
  const params: Record<string, string | number> = { page, limit, status };
  if (search?.trim()) params.search = search.trim();
  if (brandId) params.brandId = brandId;
  if (categoryId) params.categoryId = categoryId;
  return params;
}

const listTags = <T extends "Brand" | "Category" | "Color" | "Tag" | "NicotineStrength">(
  type: T,
  items: { id: number }[] | undefined,
) => [{ type, id: "LIST" as const }, ...(items ?? []).map((item) => ({ type, id: item.id }))];

/**
 * The catalog's calls (spec section 7): brands, categories, products and the three attribute
 * lists. Saves invalidate tags; counts shown on other cards (categoryCount, productCount) are
 * refreshed through the parent's LIST tag. Renaming or deleting a brand, category or attribute
 * invalidates every cached product (they carry those names and ids). (The server also drops the
 * banners that pointed at a deleted brand or category; the banners area, when it lands, provides
 * and invalidates its own tag.)
 */
export const catalogApi = shopApi
  .enhanceEndpoints({ addTagTypes: ["Brand", "Category", "Product", "Color", "Tag", "NicotineStrength"] })
  .injectEndpoints({
    overrideExisting: "throw",
    endpoints: (build) => ({
      // Brands
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
        ],
      }),
      deleteBrand: build.mutation<null, number>({
        query: (id) => ({ url: `/brand/delete/${id}`, method: "DELETE" }),
        invalidatesTags: (_result, _error, id) => [
          { type: "Brand", id },
          { type: "Brand", id: "LIST" },
        ],
      }),

      // Categories
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
        ],
      }),
      deleteCategory: build.mutation<null, number>({
        query: (id) => ({ url: `/category/delete/${id}`, method: "DELETE" }),
        invalidatesTags: (_result, _error, id) => [
          { type: "Category", id },
          { type: "Category", id: "LIST" },
          { type: "Brand", id: "LIST" },
        ],
      }),

      // Products
      products: build.query<ProductPage, ProductPageArgs>({
        query: (args) => ({ url: "/products", params: productParams(args) }),
        providesTags: (result) => [
          { type: "Product", id: "LIST" },
          ...(result?.products ?? []).map((product) => ({ type: "Product" as const, id: product.id })),
        ],
      }),
      productsOfCategory: build.query<ProductPage, ProductPageArgs & { categoryId: number }>({
        query: ({ categoryId, ...args }) => ({
          url: `/product/categoryId/${categoryId}`,
          params: productParams(args),
        }),
        providesTags: (result) => [
          { type: "Product", id: "LIST" },
          ...(result?.products ?? []).map((product) => ({ type: "Product" as const, id: product.id })),
        ],
      }),
      product: build.query<Product, number>({
        query: (id) => `/product/byid/${id}`,
        providesTags: (_result, _error, id) => [{ type: "Product", id }],
      }),
      createProduct: build.mutation<Product, ProductInput>({
        query: (body) => ({ url: "/product", method: "POST", body }),
        invalidatesTags: [{ type: "Product", id: "LIST" }, { type: "Category", id: "LIST" }, "Dashboard"],
      }),
      updateProduct: build.mutation<Product, { id: number; body: ProductInput }>({
        query: ({ id, body }) => ({ url: `/product/update/${id}`, method: "PUT", body }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: "Product", id },
          { type: "Product", id: "LIST" },
          { type: "Category", id: "LIST" },
        ],
      }),
      deleteProduct: build.mutation<null, number>({
        query: (id) => ({ url: `/product/delete/${id}`, method: "DELETE" }),
        invalidatesTags: (_result, _error, id) => [
          { type: "Product", id },
          { type: "Product", id: "LIST" },
          { type: "Category", id: "LIST" },
          "Dashboard",
        ],
      }),

      // Attributes: colors (/flavour), tags (/device), nicotine strengths (/nicotine)
      colors: build.query<Color[], void>({
        query: () => "/flavour/get",
        providesTags: (result) => listTags("Color", result),
      }),
      createColor: build.mutation<Color, ColorInput>({
        query: (body) => ({ url: "/flavour", method: "POST", body }),
        invalidatesTags: [{ type: "Color", id: "LIST" }],
      }),
      updateColor: build.mutation<Color, { id: number; body: ColorInput }>({
        query: ({ id, body }) => ({ url: `/flavour/update/${id}`, method: "PUT", body }),
        invalidatesTags: (_result, _error, { id }) => [{ type: "Color", id }, { type: "Color", id: "LIST" }, "Product"],
      }),
      deleteColor: build.mutation<null, number>({
        query: (id) => ({ url: `/flavour/delete/${id}`, method: "DELETE" }),
        invalidatesTags: [{ type: "Color", id: "LIST" }, "Product"],
      }),
      tags: build.query<Tag[], void>({
        query: () => "/device/get",
        providesTags: (result) => listTags("Tag", result),
      }),
      createTag: build.mutation<Tag, TagInput>({
        query: (body) => ({ url: "/device", method: "POST", body }),
        invalidatesTags: [{ type: "Tag", id: "LIST" }],
      }),
      updateTag: build.mutation<Tag, { id: number; body: TagInput }>({
        query: ({ id, body }) => ({ url: `/device/update/${id}`, method: "PUT", body }),
        invalidatesTags: (_result, _error, { id }) => [{ type: "Tag", id }, { type: "Tag", id: "LIST" }, "Product"],
      }),
      deleteTag: build.mutation<null, number>({
        query: (id) => ({ url: `/device/delete/${id}`, method: "DELETE" }),
        invalidatesTags: [{ type: "Tag", id: "LIST" }, "Product"],
      }),
      nicotineStrengths: build.query<NicotineStrength[], void>({
        query: () => "/nicotine/get",
        providesTags: (result) => listTags("NicotineStrength", result),
      }),
      createNicotineStrength: build.mutation<NicotineStrength, NicotineStrengthInput>({
        query: (body) => ({ url: "/nicotine", method: "POST", body }),
        invalidatesTags: [{ type: "NicotineStrength", id: "LIST" }],
      }),
      updateNicotineStrength: build.mutation<NicotineStrength, { id: number; body: NicotineStrengthInput }>({
        query: ({ id, body }) => ({ url: `/nicotine/update/${id}`, method: "PUT", body }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: "NicotineStrength", id },
          { type: "NicotineStrength", id: "LIST" },
          "Product",
        ],
      }),
      deleteNicotineStrength: build.mutation<null, number>({
        query: (id) => ({ url: `/nicotine/delete/${id}`, method: "DELETE" }),
        invalidatesTags: [{ type: "NicotineStrength", id: "LIST" }, "Product"],
      }),
    }),
  });

export const {
  useBrandsQuery,
  useBrandQuery,
  useCreateBrandMutation,
  useUpdateBrandMutation,
  useDeleteBrandMutation,
  useCategoriesQuery,
  useCategoriesOfBrandQuery,
  useCategoryQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useProductsQuery,
  useProductsOfCategoryQuery,
  useProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useColorsQuery,
  useCreateColorMutation,
  useUpdateColorMutation,
  useDeleteColorMutation,
  useTagsQuery,
  useCreateTagMutation,
  useUpdateTagMutation,
  useDeleteTagMutation,
  useNicotineStrengthsQuery,
  useCreateNicotineStrengthMutation,
  useUpdateNicotineStrengthMutation,
  useDeleteNicotineStrengthMutation,
} = catalogApi;

// Data starters: the routes start these as navigation starts, in parallel with the screen's code
// (cached like the screens' own queries, so the screen finds the request already on its way).
/** Brands (the brand cards, and the brand names the category cards show). */
export function startBrands() {
  shopStore.dispatch(catalogApi.endpoints.brands.initiate(undefined, { subscribe: false }));
}

/** Every category, with the brands their cards name. */
export function startCategories() {
  startBrands();
  shopStore.dispatch(catalogApi.endpoints.categories.initiate(undefined, { subscribe: false }));
}

/** The products page the URL asks for, with the brands of its filter. */
export function startProducts({ search }: RouteDataMatch) {
  const query = readListQuery(search);
  startBrands();
  shopStore.dispatch(catalogApi.endpoints.products.initiate(productPageArgs(query), { subscribe: false }));
}
