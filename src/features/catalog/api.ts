import type { RouteDataMatch } from "../../core/area";
import { parseRecordId, recordIdOf } from "../../core/recordId";
import { attributesApi } from "../../core/resources/attributes";
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
    sort: query.sort,
  };
}

// Data starters: the routes start these as navigation starts, in parallel with the screen's code
// (cached like the screens' own queries, so the screen finds the request already on its way).
const { dispatch } = shopStore;
const once = { subscribe: false } as const;
const brands = () => dispatch(brandsApi.endpoints.brands.initiate(undefined, once));
const categories = () => dispatch(categoriesApi.endpoints.categories.initiate(undefined, once));
const brand = (id: number | null) => id !== null && dispatch(brandsApi.endpoints.brand.initiate(id, once));
const category = (id: number | null) => id !== null && dispatch(categoriesApi.endpoints.category.initiate(id, once));
const product = (id: number | null) => id !== null && dispatch(productsApi.endpoints.product.initiate(id, once));
const categoriesOfBrand = (id: number | null) =>
  id !== null && dispatch(categoriesApi.endpoints.categoriesOfBrand.initiate(id, once));

/** Brands (the brand cards, and the brand names the category cards show). */
export function startBrands() {
  brands();
}

/** A brand's form: the brand it edits (?id=). */
export function startBrandForm({ search }: RouteDataMatch) {
  brand(recordIdOf(search));
}

/** Every category, with the brands their cards name. */
export function startCategories() {
  brands();
  categories();
}

/** /category/{brandId}: the brand that titles the list, and its categories. */
export function startCategoriesOfBrand({ params, ahead }: RouteDataMatch) {
  const brandId = parseRecordId(params.brandId);
  categoriesOfBrand(brandId);
  if (!ahead) brand(brandId);
}

/** A category's form: the category it edits (?id=); the general add form offers the brands. */
export function startCategoryForm({ params, search }: RouteDataMatch) {
  const id = recordIdOf(search);
  category(id);
  if (id === null && params.brandId === undefined) brands();
}

/** The products page the URL asks for, with the brands and categories of its filters. */
export function startProducts({ search }: RouteDataMatch) {
  const query = readListQuery(search);
  brands();
  if (query.brandId === null) categories();
  else categoriesOfBrand(query.brandId);
  dispatch(productsApi.endpoints.products.initiate(productPageArgs(query), once));
}

/** /product/{categoryId}: the category that titles the list, and the page of its products the URL asks for. */
export function startProductsOfCategory({ params, search }: RouteDataMatch) {
  const categoryId = parseRecordId(params.categoryId);
  if (categoryId === null) return;
  const query = readListQuery(search);
  category(categoryId);
  const { page, status, search: text } = query;
  dispatch(productsApi.endpoints.productsOfCategory.initiate({ categoryId, page, status, search: text }, once));
}

/** A product's form: the product it edits (?id=), its category's, and the choices its fields offer. */
export function startProductForm({ params, search, ahead }: RouteDataMatch) {
  const categoryId = parseRecordId(params.categoryId);
  product(recordIdOf(search));
  if (ahead) return;
  if (categoryId !== null) category(categoryId);
  else brands();
  startAttributes();
}

/** One attribute kind's list. */
export function startColors() {
  dispatch(attributesApi.endpoints.colors.initiate(undefined, once));
}
export function startTags() {
  dispatch(attributesApi.endpoints.tags.initiate(undefined, once));
}
export function startNicotineStrengths() {
  dispatch(attributesApi.endpoints.nicotineStrengths.initiate(undefined, once));
}

// An attribute form editing a record (?id=) finds it in its kind's list; an add form asks for nothing.
export function startColorForm({ search }: RouteDataMatch) {
  if (recordIdOf(search) !== null) startColors();
}
export function startTagForm({ search }: RouteDataMatch) {
  if (recordIdOf(search) !== null) startTags();
}
export function startNicotineStrengthForm({ search }: RouteDataMatch) {
  if (recordIdOf(search) !== null) startNicotineStrengths();
}

/** Every attribute list: the product form's choices. */
export function startAttributes() {
  startColors();
  startTags();
  startNicotineStrengths();
}
