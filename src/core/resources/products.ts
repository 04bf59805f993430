import { shopApi } from "../api/shopApi";
import type { Product, ProductInput, ProductPage, ProductStatus } from "../types";
import { NAMED_IN } from "./tags";

/** A page of products; search, brandId and categoryId are filtered on the server. */
export interface ProductPageArgs {
  page: number;
  limit?: number;
  /** Left out: every status (the discount target picker). */
  status?: ProductStatus;
  search?: string;
  brandId?: number;
  categoryId?: number;
}

/** Drops empty filters so the request (and the cache key) carries only what is set. */
function productParams({ page, limit = 10, status, search, brandId, categoryId }: ProductPageArgs) {
  const params: Record<string, string | number> = { page, limit };
  if (status) params.status = status;
  if (search?.trim()) params.search = search.trim();
  if (brandId) params.brandId = brandId;
  if (categoryId) params.categoryId = categoryId;
  return params;
}

const pageTags = (result: ProductPage | undefined) => [
  { type: "Product" as const, id: "LIST" as const },
  ...(result?.products ?? []).map((product) => ({ type: "Product" as const, id: product.id })),
];

/**
 * Products (spec section 7). A category's card counts its products, and the overview's figures
 * count them too. A product's name shows on the banners, discounts and reviews pointing at it;
 * deleting one deletes its banners and reviews on the server (its discounts lose their target).
 * The target pickers of banners and discounts search this same list.
 */
export const productsApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    products: build.query<ProductPage, ProductPageArgs>({
      query: (args) => ({ url: "/products", params: productParams(args) }),
      providesTags: (result) => pageTags(result),
    }),
    productsOfCategory: build.query<ProductPage, ProductPageArgs & { categoryId: number }>({
      query: ({ categoryId, ...args }) => ({
        url: `/product/categoryId/${categoryId}`,
        params: productParams(args),
      }),
      providesTags: (result) => pageTags(result),
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
        { type: "Review", id: "LIST" },
        ...NAMED_IN,
      ],
    }),
    deleteProduct: build.mutation<null, number>({
      query: (id) => ({ url: `/product/delete/${id}`, method: "DELETE" }),
      invalidatesTags: (_result, _error, id) => [
        { type: "Product", id },
        { type: "Product", id: "LIST" },
        { type: "Category", id: "LIST" },
        "Dashboard",
        "Review",
        ...NAMED_IN,
      ],
    }),
  }),
});

export const {
  useProductsQuery,
  useProductsOfCategoryQuery,
  useProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = productsApi;
