import type { RouteDataMatch } from "../../core/area";
import { brandsApi } from "../../core/resources/brands";
import { categoriesApi } from "../../core/resources/categories";
import { productsApi, type ProductPageArgs } from "../../core/resources/products";
import { shopStore } from "../../core/store";
import { readListQuery, type ProductListQuery } from "./products/productListQuery";

// The catalog's calls live in core/resources (brands, categories, products, attributes), each
// declared once with the lists it invalidates elsewhere; this module gathers what the catalog's
// screens use, and its route data starters.
export {
  useBrandsQuery,
  useBrandQuery,
  useCreateBrandMutation,
  useUpdateBrandMutation,
  useDeleteBrandMutation,
  type BrandInput,
} from "../../core/resources/brands";
export {
  useCategoriesQuery,
  useCategoriesOfBrandQuery,
  useCategoryQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  type CategoryInput,
} from "../../core/resources/categories";
export {
  productsApi,
  useProductsQuery,
  useProductsOfCategoryQuery,
  useProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  type ProductPageArgs,
} from "../../core/resources/products";
export {
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
  type Color,
  type ColorInput,
  type NicotineStrength,
  type NicotineStrengthInput,
  type Tag,
  type TagInput,
} from "../../core/resources/attributes";

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

// Data starters: the routes start these as navigation starts, in parallel with the screen's code
// (cached like the screens' own queries, so the screen finds the request already on its way).
/** Brands (the brand cards, and the brand names the category cards show). */
export function startBrands() {
  shopStore.dispatch(brandsApi.endpoints.brands.initiate(undefined, { subscribe: false }));
}

/** Every category, with the brands their cards name. */
export function startCategories() {
  startBrands();
  shopStore.dispatch(categoriesApi.endpoints.categories.initiate(undefined, { subscribe: false }));
}

/** The products page the URL asks for, with the brands of its filter. */
export function startProducts({ search }: RouteDataMatch) {
  const query = readListQuery(search);
  startBrands();
  shopStore.dispatch(productsApi.endpoints.products.initiate(productPageArgs(query), { subscribe: false }));
}
