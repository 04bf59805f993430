import { bulkRequest, type BulkArgs, type BulkOutcome, type BulkTarget } from "../api/bulkStream";
import type { Product, ProductInput, ProductPage, ProductStatus } from "../types";
import {
  endpoint,
  injectResource,
  LIST,
  listTags,
  NAMED_IN,
  recordTags,
  type ShopTag,
  type UpdateArg,
} from "./endpointKit";

/** A page of products; search, brandId and categoryId are filtered on the server. */
export interface ProductPageArgs {
  page: number;
  limit?: number;
  /** Left out: every status (the discount target picker). */
  status?: ProductStatus;
  search?: string;
  brandId?: number;
  categoryId?: number;
  /** A sort the server takes (`-price`); left out: newest first. */
  sort?: string;
}

/** Drops empty filters so the request (and the cache key) carries only what is set. */
function productParams({ page, limit = 10, status, search, brandId, categoryId, sort }: ProductPageArgs) {
  const params: Record<string, string | number> = { page, limit };
  if (status) params.status = status;
  if (search?.trim()) params.search = search.trim();
  if (brandId) params.brandId = brandId;
  if (categoryId) params.categoryId = categoryId;
  if (sort) params.sort = sort;
  return params;
}

/** The products a bulk action covers when it names no ids: the list's search and filters. */
export interface ProductsFilter {
  search?: string;
  status?: ProductStatus;
  brandId?: number;
  categoryId?: number;
}

/** POST /products/bulk: publish, unpublish or delete the chosen products, or every one matching. */
export type ProductsBulkBody = { action: "PUBLISH" | "UNPUBLISH" | "DELETE" } & BulkTarget<ProductsFilter>;

/** What a product's save reaches, and a delete beyond it (the figures, its reviews). */
const SAVED_PRODUCT_REACHES: readonly ShopTag[] = [LIST("Category"), LIST("Review"), ...NAMED_IN];
const DELETED_PRODUCT_REACHES: readonly ShopTag[] = [LIST("Category"), "Dashboard", "Review", ...NAMED_IN];

const pageTags = (result: ProductPage | undefined) => listTags("Product", result?.products);

/**
 * Products. A category's card counts its products, and the overview's figures
 * count them too. A product's name shows on the banners, discounts and reviews pointing at it;
 * deleting one deletes its banners and reviews on the server (its discounts lose their target).
 * The target pickers of banners and discounts search this same list.
 */
export const productsApi = injectResource((build) => ({
  products: build.query<ProductPage, ProductPageArgs>({
    query: (args) => ({ url: "/products", params: productParams(args) }),
    providesTags: pageTags,
  }),
  productsOfCategory: build.query<ProductPage, ProductPageArgs & { categoryId: number }>({
    query: ({ categoryId, ...args }) => ({ url: `/product/categoryId/${categoryId}`, params: productParams(args) }),
    providesTags: pageTags,
  }),
  product: build.query<Product, number>(endpoint.record("Product", (id) => `/product/byid/${id}`)),
  createProduct: build.mutation<Product, ProductInput>(
    endpoint.create("/product", [LIST("Product"), LIST("Category"), "Dashboard"]),
  ),
  updateProduct: build.mutation<Product, UpdateArg<ProductInput>>(
    endpoint.update("/product/update/", (id) => [...recordTags("Product", id), ...SAVED_PRODUCT_REACHES]),
  ),
  deleteProduct: build.mutation<null, number>(
    endpoint.remove("/product/delete/", (id) => [...recordTags("Product", id), ...DELETED_PRODUCT_REACHES]),
  ),
  // Reaches what the single save or delete reaches, for every product (a cut stream too).
  bulkProducts: build.mutation<BulkOutcome, BulkArgs<ProductsBulkBody>>({
    query: bulkRequest("/products/bulk"),
    invalidatesTags: (_result, _error, { body }) => [
      "Product",
      ...(body.action === "DELETE" ? DELETED_PRODUCT_REACHES : SAVED_PRODUCT_REACHES),
    ],
  }),
}));

export const {
  useProductsQuery,
  useProductsOfCategoryQuery,
  useProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useBulkProductsMutation,
} = productsApi;
