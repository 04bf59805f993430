import { Type, type Static, type TProperties, type TSchema } from "@sinclair/typebox";
import { Id, operation, Ref, StringEnum } from "./common.js";
import { orderFilters } from "./orders.js";
import { ProductStatus } from "./products.js";
import { BusinessType } from "./users.js";
import { AudienceType } from "./settings.js";

/**
 * The bulk calls (issue 32): one request acts on up to 10,000 given records, or on every record a
 * list's filter matches, and answers a stream of NDJSON lines (lib/http/bulk.ts): progress, then the
 * outcome of every record.
 */

/** The most ids one bulk call takes (a filter has no such limit). */
export const BULK_MAX_IDS = 10_000;

export const BulkProgress = Type.Object(
  {
    progress: Type.Object({
      done: Type.Integer({ minimum: 0, description: "Records handled so far" }),
      total: Type.Integer({ minimum: 0, description: "Records selected" }),
    }),
  },
  { $id: "BulkProgress", description: "A progress line: sent as each batch of at most 500 records is done, and first" },
);

export const BulkRefusal = Type.Object(
  {
    id: Id,
    label: Type.String({ description: "What the list shows for the record (order number, name, code)" }),
    reason: Type.String({ description: "Why it was left as it was, for a person to read" }),
  },
  { $id: "BulkRefusal" },
);

export const BulkResult = Type.Object(
  {
    total: Type.Integer({ minimum: 0, description: "Records selected" }),
    changed: Type.Array(Id, { description: "Records changed (or deleted)" }),
    refused: Type.Array(Ref(BulkRefusal), { description: "Records left as they were, each with its reason" }),
  },
  { $id: "BulkResult" },
);

export const BulkOutcome = Type.Object(
  {
    success: Type.Boolean({
      description: "False only when the work stopped early (the database became unavailable): data says how far it got",
    }),
    message: Type.String({ description: 'For example "3 orders confirmed, 1 refused"' }),
    data: Ref(BulkResult),
  },
  { $id: "BulkOutcome", description: "The last line: what happened to each record" },
);

/** The streamed answer: its media type and one line's schema, for the OpenAPI document. */
const streamedAnswer = Type.Unsafe({
  description:
    "NDJSON, one JSON object per line, written as the work goes: BulkProgress lines, then one BulkOutcome. " +
    "Each record's outcome is its own: a refused record never undoes another.",
  content: {
    "application/x-ndjson": { schema: Type.Union([Ref(BulkProgress), Ref(BulkOutcome)]) },
  },
});

/** Exactly one of `ids` and `filter` (the route answers 400 otherwise, as for more than 10,000 ids). */
const selection = <F extends TProperties>(filter: F, description: string) => ({
  ids: Type.Optional(
    Type.Array(Id, {
      minItems: 1,
      maxItems: BULK_MAX_IDS,
      uniqueItems: true,
      description: "The records, 1 to 10,000 distinct ids (not with filter)",
    }),
  ),
  filter: Type.Optional(Type.Object(filter, { additionalProperties: false, description })),
});

function bulkOperation<B extends TSchema>(operationId: string, tag: string, summary: string, body: B) {
  return operation({
    operationId,
    tag,
    access: "backOffice",
    summary: `${summary}. Exactly one of ids and filter; the answer streams progress, then each record's outcome`,
    body,
    response: { 200: streamedAnswer },
  });
}

const ordersStatusBody = Type.Object(
  {
    status: StringEnum(["CONFIRMED", "DELIVERED", "CANCELED"], {
      description: "CONFIRMED from PENDING, DELIVERED from CONFIRMED, CANCELED from PENDING; other orders are refused",
    }),
    ...selection(orderFilters, "Every order the orders list shows with these filters"),
  },
  { additionalProperties: false },
);
export type OrdersStatusBody = Static<typeof ordersStatusBody>;

const productsFilter = {
  search: Type.Optional(
    Type.String({ maxLength: 200, description: "Part of the name, or the whole barcode when all digits" }),
  ),
  status: Type.Optional(ProductStatus),
  brandId: Type.Optional(Id),
  categoryId: Type.Optional(Id),
};
const productsBulkBody = Type.Object(
  {
    action: StringEnum(["PUBLISH", "UNPUBLISH", "DELETE"], {
      description: "DELETE refuses products that orders reference, and takes their banners with them",
    }),
    ...selection(productsFilter, "Every product the products list shows with these filters"),
  },
  { additionalProperties: false },
);
export type ProductsBulkBody = Static<typeof productsBulkBody>;

const usersFilter = {
  search: Type.Optional(Type.String({ maxLength: 200, description: "Part of the name (case ignored)" })),
  type: Type.Optional(BusinessType),
};
const usersBulkDeleteBody = Type.Object(
  { ...selection(usersFilter, "Every customer the customers list shows with these filters (never sale persons)") },
  { additionalProperties: false },
);
export type UsersBulkDeleteBody = Static<typeof usersBulkDeleteBody>;

const discountsFilter = {
  search: Type.Optional(
    Type.String({ maxLength: 200, description: "Part of the code or of the target's name (case ignored)" }),
  ),
  type: Type.Optional(AudienceType),
};
const discountsBulkBody = Type.Object(
  {
    action: StringEnum(["ACTIVATE", "DEACTIVATE", "DELETE"], {
      description: "DELETE is the list's Delete: the discount is disabled and no longer listed",
    }),
    ...selection(discountsFilter, "Every discount the discounts list shows with these filters"),
  },
  { additionalProperties: false },
);
export type DiscountsBulkBody = Static<typeof discountsBulkBody>;

export const bulkSchemas = {
  orderStatus: bulkOperation(
    "bulkSetOrderStatus",
    "orders",
    "Confirm, deliver or cancel many orders (each only by its allowed transition)",
    ordersStatusBody,
  ),
  products: bulkOperation("bulkProducts", "products", "Publish, unpublish or delete many products", productsBulkBody),
  users: bulkOperation(
    "bulkDeleteUsers",
    "users",
    "Delete many customers (those with orders are refused)",
    usersBulkDeleteBody,
  ),
  discounts: bulkOperation(
    "bulkDiscounts",
    "discounts",
    "Activate, deactivate or delete many discounts",
    discountsBulkBody,
  ),
};
