import type { RouteDataMatch } from "../../core/area";
import { brandsApi } from "../../core/resources/brands";
import { categoriesApi } from "../../core/resources/categories";
import { productsApi, type ProductPageArgs } from "../../core/resources/products";
import { shopStore } from "../../core/store";
import { readListQuery, type ProductListQuery } from "./products/productListQuery";

// The catalog's calls live in core/resources (brands, categories, products, attributes), each
// declared once with the lists it invalidates elsewhere; this module gathers what the catalog's
// screens use, and its route data starters.
export * from "../../core/resources/brands";
export * from "../../core/resources/categories";
export * from "../../core/resources/products";
export * from "../../core/resources/attributes";

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
