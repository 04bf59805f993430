import { idParams } from "./common.js";

const name = { type: "string", maxLength: 200 } as const;
const description = { type: "string", maxLength: 5000 } as const;
const imageUrl = { type: "string", maxLength: 2000 } as const;

export const brandBody = {
  type: "object",
  required: ["brand_name", "image_url"],
  additionalProperties: false,
  properties: { brand_name: name, description, image_url: imageUrl },
} as const;

export const categoryBody = {
  type: "object",
  required: ["category_name", "image_url"],
  additionalProperties: false,
  properties: {
    category_name: name,
    description,
    image_url: imageUrl,
    brand_id: { type: ["integer", "null"], minimum: 1, maximum: 2147483647 },
  },
} as const;

const tagged = (tag: string, summary: string, extra: object = {}) => ({ tags: [tag], summary, ...extra });

export const brandSchemas = {
  list: tagged("brands", "Every brand with its categoryCount"),
  byId: tagged("brands", "One brand", { params: idParams }),
  create: tagged("brands", "Create a brand (name and image required)", { body: brandBody }),
  update: tagged("brands", "Update a brand", { params: idParams, body: brandBody }),
  remove: tagged("brands", "Delete a brand (409 while it has categories; its banners go with it)", {
    params: idParams,
  }),
};

export const categorySchemas = {
  list: tagged("categories", "Every category with productCount and its brand"),
  ofBrand: tagged("categories", "The categories of one brand (body is the list)", {
    params: { type: "object", required: ["brandId"], properties: { brandId: idParams.properties.id } },
  }),
  byId: tagged("categories", "One category", { params: idParams }),
  create: tagged("categories", "Create a category (name and image required)", { body: categoryBody }),
  update: tagged("categories", "Update a category", { params: idParams, body: categoryBody }),
  remove: tagged("categories", "Delete a category (409 while it has products; its banners go with it)", {
    params: idParams,
  }),
};
