import { idParams } from "./common.js";

const pageQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    page: { type: "integer", minimum: 1, maximum: 1_000_000, default: 1 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 10 },
    status: { type: "string", enum: ["PUBLISHED", "DRAFT"] },
    search: { type: "string", maxLength: 200 },
    brandId: { type: "integer", minimum: 1, maximum: 2147483647 },
    categoryId: { type: "integer", minimum: 1, maximum: 2147483647 },
  },
} as const;

export const listProductsSchema = {
  tags: ["products"],
  summary:
    "A page of products, newest first: { products, totalProducts } (search, brandId and categoryId filter on the server)",
  querystring: pageQuery,
} as const;

export const productsOfCategorySchema = {
  tags: ["products"],
  summary: "A page of one category's products: { products, totalProducts }",
  params: idParams,
  querystring: { ...pageQuery, properties: { ...pageQuery.properties } },
} as const;

export const productByIdSchema = {
  tags: ["products"],
  summary: "One product in the list shape (an addition to the spec's calls, for edit screens opened directly)",
  params: idParams,
} as const;

export const deleteProductSchema = {
  tags: ["products"],
  summary: "Delete a product (409 while orders reference it; its banners go with it)",
  params: idParams,
} as const;
