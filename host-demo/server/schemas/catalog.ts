import { Type, type TObject } from "@sinclair/typebox";
import { Envelope, Id, IdParams, ImageUrl, Name, Nullable, operation, Timestamp, Ref, Version } from "./common.js";

const name = Name(200);
const description = Type.String({ maxLength: 5000 });
const imageUrl = ImageUrl();

export const Brand = Type.Object(
  {
    id: Id,
    brand_name: Type.String(),
    description: Type.String(),
    image_url: Type.String(),
    created_at: Timestamp,
    version: Version,
    categoryCount: Type.Integer({ minimum: 0 }),
  },
  { $id: "Brand" },
);

export const BrandRef = Type.Object({ id: Id, brand_name: Type.String() }, { $id: "BrandRef" });

export const Category = Type.Object(
  {
    id: Id,
    category_name: Type.String(),
    description: Type.String(),
    image_url: Type.String(),
    brand_id: Nullable(Id),
    created_at: Timestamp,
    version: Version,
    productCount: Type.Integer({ minimum: 0 }),
    brand: Nullable(Ref(BrandRef)),
  },
  { $id: "Category" },
);

export const Flavour = Type.Object(
  { id: Id, flavour_name: Type.String(), description: Type.String(), created_at: Timestamp, version: Version },
  { $id: "Flavour", description: "A colour (the API's historical name is flavour)" },
);
export const Device = Type.Object(
  { id: Id, device_name: Type.String(), description: Type.String(), created_at: Timestamp, version: Version },
  { $id: "Device", description: "A tag (the API's historical name is device)" },
);
export const Nicotine = Type.Object(
  {
    id: Id,
    nicotine_strength: Type.String(),
    unit: Type.String(),
    description: Type.String(),
    created_at: Timestamp,
    version: Version,
  },
  { $id: "Nicotine", description: "A nicotine strength" },
);

export const UploadedFile = Type.Object({ id: Id, img_url: Type.String() }, { $id: "UploadedFile" });

export const brandBody = Type.Object(
  { brand_name: name, description: Type.Optional(description), image_url: imageUrl },
  { additionalProperties: false },
);

export const categoryBody = Type.Object(
  {
    category_name: name,
    description: Type.Optional(description),
    image_url: imageUrl,
    brand_id: Type.Optional(Nullable(Id)),
  },
  { additionalProperties: false },
);

/** Bodies of the colour, tag and nicotine strength calls. Presence is checked by the route. */
const optionalDescription = Type.Optional(description);
export const flavourBody = Type.Object(
  { flavour_name: name, description: optionalDescription },
  { additionalProperties: false },
);
export const deviceBody = Type.Object(
  { device_name: name, description: optionalDescription },
  { additionalProperties: false },
);
export const nicotineBody = Type.Object(
  { nicotine_strength: name, unit: name, description: optionalDescription },
  { additionalProperties: false },
);

const DeletedEnvelope = Envelope(Type.Null());

export const brandSchemas = {
  list: operation({
    operationId: "listBrands",
    tag: "brands",
    access: "backOffice",
    summary: "Every brand with its categoryCount",
    response: { 200: Envelope(Type.Array(Ref(Brand))) },
  }),
  byId: operation({
    operationId: "getBrand",
    tag: "brands",
    access: "backOffice",
    summary: "One brand",
    params: IdParams,
    response: { 200: Envelope(Ref(Brand)) },
    errors: [404],
  }),
  create: operation({
    operationId: "createBrand",
    tag: "brands",
    access: "backOffice",
    summary: "Create a brand (name and image required; 409: the name is taken, without case or extra spaces)",
    body: brandBody,
    response: { 201: Envelope(Ref(Brand)) },
    errors: [409],
  }),
  update: operation({
    operationId: "updateBrand",
    tag: "brands",
    access: "backOffice",
    summary: "Update a brand (409: the name is taken)",
    params: IdParams,
    body: brandBody,
    versioned: Ref(Brand),
    response: { 200: Envelope(Ref(Brand)) },
    errors: [404, 409],
  }),
  remove: operation({
    operationId: "deleteBrand",
    tag: "brands",
    access: "backOffice",
    summary: "Delete a brand (409 while it has categories; its banners go with it)",
    params: IdParams,
    response: { 200: DeletedEnvelope },
    errors: [404, 409],
  }),
};

export const categorySchemas = {
  list: operation({
    operationId: "listCategories",
    tag: "categories",
    access: "backOffice",
    summary: "Every category with productCount and its brand",
    response: { 200: Envelope(Type.Array(Ref(Category))) },
  }),
  ofBrand: operation({
    operationId: "listCategoriesOfBrand",
    tag: "categories",
    access: "backOffice",
    summary: "The categories of one brand (body is the list)",
    params: Type.Object({ brandId: Id }, { additionalProperties: false }),
    response: { 200: Envelope(Type.Array(Ref(Category))) },
    errors: [404],
  }),
  byId: operation({
    operationId: "getCategory",
    tag: "categories",
    access: "backOffice",
    summary: "One category",
    params: IdParams,
    response: { 200: Envelope(Ref(Category)) },
    errors: [404],
  }),
  create: operation({
    operationId: "createCategory",
    tag: "categories",
    access: "backOffice",
    summary: "Create a category (name and image required; 409: the brand has a category of that name)",
    body: categoryBody,
    response: { 201: Envelope(Ref(Category)) },
    errors: [409],
  }),
  update: operation({
    operationId: "updateCategory",
    tag: "categories",
    access: "backOffice",
    summary: "Update a category (409: the brand has a category of that name)",
    params: IdParams,
    body: categoryBody,
    versioned: Ref(Category),
    response: { 200: Envelope(Ref(Category)) },
    errors: [404, 409],
  }),
  remove: operation({
    operationId: "deleteCategory",
    tag: "categories",
    access: "backOffice",
    summary: "Delete a category (409 while it has products; its banners go with it)",
    params: IdParams,
    response: { 200: DeletedEnvelope },
    errors: [404, 409],
  }),
};

/** Colours, tags and strengths: the same five calls each, named after the spec's paths. */
export function attributeSchemas(kind: { name: string; label: string; entity: TObject; body: TObject }) {
  const entity = Ref(kind.entity);
  const title = kind.name[0].toUpperCase() + kind.name.slice(1);
  return {
    list: operation({
      operationId: `list${title}s`,
      tag: "attributes",
      access: "backOffice",
      summary: `${kind.label}: list`,
      response: { 200: Envelope(Type.Array(entity)) },
    }),
    create: operation({
      operationId: `create${title}`,
      tag: "attributes",
      access: "backOffice",
      summary: `${kind.label}: create (409: the name is taken)`,
      body: kind.body,
      response: { 201: Envelope(entity) },
      errors: [409],
    }),
    update: operation({
      operationId: `update${title}`,
      tag: "attributes",
      access: "backOffice",
      summary: `${kind.label}: update (409: the name is taken)`,
      params: IdParams,
      body: kind.body,
      versioned: entity,
      response: { 200: Envelope(entity) },
      errors: [404, 409],
    }),
    remove: operation({
      operationId: `delete${title}`,
      tag: "attributes",
      access: "backOffice",
      summary: `${kind.label}: delete (removed from the products that had it)`,
      params: IdParams,
      response: { 200: DeletedEnvelope },
      errors: [404],
    }),
  };
}

export const uploadSchemas = {
  one: operation({
    operationId: "uploadImage",
    tag: "uploads",
    access: "backOffice",
    summary: "Upload one image (multipart field `file`); body.img_url",
    consumes: ["multipart/form-data"],
    response: { 200: Envelope(Ref(UploadedFile)) },
    errors: [400, 413],
  }),
  many: operation({
    operationId: "uploadImages",
    tag: "uploads",
    access: "backOffice",
    summary: "Upload several images (multipart field `files`); body is [{ id, img_url }]",
    consumes: ["multipart/form-data"],
    response: { 200: Envelope(Type.Array(Ref(UploadedFile))) },
    errors: [400, 413],
  }),
  file: operation({
    operationId: "getUploadedImage",
    tag: "uploads",
    access: "public",
    summary: "An uploaded image (PNG, JPEG, WebP or GIF)",
    params: Type.Object({ name: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
    response: {
      200: Type.Unsafe<unknown>({
        description: "The image",
        content: { "image/*": { schema: { type: "string", format: "binary" } } },
      }),
    },
    errors: [404],
  }),
};
