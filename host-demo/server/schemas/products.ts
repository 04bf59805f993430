import { Type, type Static } from "@sinclair/typebox";
import { SortQuery } from "../lib/lists/listSort.js";
import { BrandRef, UploadedFile } from "./catalog.js";
import {
  BarCodeField,
  Envelope,
  Id,
  IdParams,
  Name,
  Nullable,
  NumberField,
  operation,
  StringEnum,
  Timestamp,
  Ref,
  MAX_AMOUNT_EUROS,
  Version,
} from "./common.js";

export const ProductStatus = StringEnum(["DRAFT", "PUBLISHED"]);

export const ProductImage = Type.Object(
  { image_id: Id, display_order: Type.Integer(), file: Ref(UploadedFile) },
  { $id: "ProductImage" },
);

export const Product = Type.Object(
  {
    id: Id,
    product_name: Type.String(),
    description: Type.String(),
    category_id: Id,
    brand_id: Id,
    stock: Type.Integer(),
    price: Type.Number(),
    compared_price: Nullable(Type.Number()),
    bar_code: Nullable(Type.String()),
    status: ProductStatus,
    created_at: Timestamp,
    version: Version,
    brand: Ref(BrandRef),
    category: Type.Object({ id: Id, category_name: Type.String() }),
    productImages: Type.Array(Ref(ProductImage)),
    productFlavours: Type.Array(
      Type.Object({ flavor_id: Id, flavours: Type.Object({ id: Id, flavour_name: Type.String() }) }),
    ),
    productDevices: Type.Array(
      Type.Object({ device_id: Id, device: Type.Object({ id: Id, device_name: Type.String() }) }),
    ),
    productNicotines: Type.Array(
      Type.Object({
        nicotine_id: Id,
        nicotines: Type.Object({ id: Id, nicotine_strength: Type.String(), unit: Type.String() }),
      }),
    ),
  },
  { $id: "Product", description: "A product with its brand, category, images, colours, tags and strengths" },
);

export const ProductPage = Type.Object(
  { products: Type.Array(Ref(Product)), totalProducts: Type.Integer({ minimum: 0 }) },
  { $id: "ProductPage" },
);

/** The columns the product lists may be sorted by. */
export const PRODUCT_SORTS = ["product_name", "price", "created_at"] as const;

const pageQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    status: Type.Optional(ProductStatus),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    brandId: Type.Optional(Id),
    categoryId: Type.Optional(Id),
    sort: SortQuery(PRODUCT_SORTS),
  },
  { additionalProperties: false },
);

export type ProductPageQuery = Static<typeof pageQuery>;

const ids = Type.Array(Id, { maxItems: 50, uniqueItems: true });

/** Presence is checked by the route so the answers use the spec's messages. */
export const productBody = Type.Object(
  {
    product_name: Type.Optional(Name(200)),
    category_id: Type.Optional(Nullable(Id)),
    brand_id: Type.Optional(Nullable(Id)),
    description: Type.Optional(Type.String({ maxLength: 10000 })),
    flavour_ids: Type.Optional(ids),
    device_ids: Type.Optional(ids),
    nicotine_ids: Type.Optional(ids),
    // The spec's product form sends its inventory and prices from text fields.
    stock: Type.Optional(NumberField({ integer: true, minimum: 0, maximum: 10_000_000, nullable: true })),
    compared_price: Type.Optional(NumberField({ minimum: 0, maximum: MAX_AMOUNT_EUROS, nullable: true })),
    price: Type.Optional(NumberField({ minimum: 0, maximum: MAX_AMOUNT_EUROS, nullable: true })),
    bar_code: Type.Optional(BarCodeField()),
    status: Type.Optional(ProductStatus),
    images: Type.Optional(
      Type.Array(
        Type.Object(
          { image_id: Id, display_order: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })) },
          { additionalProperties: false },
        ),
        { maxItems: 20 },
      ),
    ),
  },
  { additionalProperties: false },
);

export const listProductsSchema = operation({
  operationId: "listProducts",
  tag: "products",
  access: "backOffice",
  summary:
    "A page of products, newest first: { products, totalProducts } (search, brandId and categoryId filter on the server)",
  querystring: pageQuery,
  response: { 200: Envelope(Ref(ProductPage)) },
});

export const productsOfCategorySchema = operation({
  operationId: "listProductsOfCategory",
  tag: "products",
  access: "backOffice",
  summary: "A page of one category's products: { products, totalProducts }",
  params: IdParams,
  querystring: pageQuery,
  response: { 200: Envelope(Ref(ProductPage)) },
});

export const productByIdSchema = operation({
  operationId: "getProduct",
  tag: "products",
  access: "backOffice",
  summary: "One product in the list shape (an addition to the spec's calls, for edit screens opened directly)",
  params: IdParams,
  response: { 200: Envelope(Ref(Product)) },
  errors: [404],
});

export const deleteProductSchema = operation({
  operationId: "deleteProduct",
  tag: "products",
  access: "backOffice",
  summary: "Delete a product (409 while orders reference it; its banners go with it)",
  params: IdParams,
  response: { 200: Envelope(Type.Null()) },
  errors: [404, 409],
});

export const createProductSchema = operation({
  operationId: "createProduct",
  tag: "products",
  access: "backOffice",
  summary: "Create a product (≥ 2 images, name, ≥ 1 colour, ≥ 1 tag, stock, B2C price; brand and category)",
  body: productBody,
  response: { 201: Envelope(Ref(Product)) },
});

export const updateProductSchema = operation({
  operationId: "updateProduct",
  tag: "products",
  access: "backOffice",
  summary: "Update a product (same rules as create)",
  params: IdParams,
  body: productBody,
  versioned: Ref(Product),
  response: { 200: Envelope(Ref(Product)) },
  errors: [404],
});
