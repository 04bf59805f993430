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

const ids = {
  type: "array",
  maxItems: 50,
  uniqueItems: true,
  items: { type: "integer", minimum: 1, maximum: 2147483647 },
} as const;

/** Presence is checked by the route so the answers use the spec's messages. */
export const productBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    product_name: { type: "string", maxLength: 200 },
    category_id: { type: ["integer", "null"], minimum: 1, maximum: 2147483647 },
    brand_id: { type: ["integer", "null"], minimum: 1, maximum: 2147483647 },
    description: { type: "string", maxLength: 10000 },
    flavour_ids: ids,
    device_ids: ids,
    nicotine_ids: ids,
    stock: { type: ["integer", "null"], minimum: 0, maximum: 10_000_000 },
    compared_price: { type: ["number", "null"], minimum: 0, maximum: 10_000_000 },
    price: { type: ["number", "null"], minimum: 0, maximum: 10_000_000 },
    bar_code: { type: ["string", "null"], maxLength: 32 },
    status: { type: "string", enum: ["DRAFT", "PUBLISHED"] },
    images: {
      type: "array",
      maxItems: 20,
      items: {
        type: "object",
        required: ["image_id"],
        additionalProperties: false,
        properties: {
          image_id: { type: "integer", minimum: 1, maximum: 2147483647 },
          display_order: { type: "integer", minimum: 0, maximum: 1000 },
        },
      },
    },
  },
} as const;

export const createProductSchema = {
  tags: ["products"],
  summary: "Create a product (≥ 2 images, name, ≥ 1 colour, ≥ 1 tag, stock, B2C price; brand and category)",
  body: productBody,
} as const;

export const updateProductSchema = {
  tags: ["products"],
  summary: "Update a product (same rules as create)",
  params: idParams,
  body: productBody,
} as const;
