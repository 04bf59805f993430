import { Type, type Static } from "@sinclair/typebox";
import { GRANULARITIES } from "../lib/orders/salesBuckets.js";
import { Envelope, Id, Nullable, operation, Ref, StringEnum, Timestamp } from "./common.js";

const PlainDate = Type.String({
  pattern: "^\\d{4}-\\d{2}-\\d{2}$",
  description: "A date in the shop's time zone (YYYY-MM-DD)",
});
const TimeZone = Type.String({
  description: "The shop's IANA time zone, e.g. Europe/Paris (server setting SHOP_TIME_ZONE)",
});

export const SalesBucket = Type.Object(
  {
    start: PlainDate,
    b2b: Type.Number({ description: "Net sales to B2B customers, euros" }),
    b2c: Type.Number({ description: "Net sales to B2C customers (and customers with no business type), euros" }),
    orders: Type.Integer({ minimum: 0 }),
  },
  { $id: "SalesBucket", description: "One day, week (from Monday) or month of net sales" },
);

export const SalesTrend = Type.Object(
  {
    granularity: StringEnum(GRANULARITIES),
    timeZone: TimeZone,
    from: PlainDate,
    to: PlainDate,
    buckets: Type.Array(Ref(SalesBucket), { description: "Every bucket of the range in order, zeros included" }),
  },
  {
    $id: "SalesTrend",
    description: "Net sales (net payable of orders not canceled) per bucket of the shop's calendar",
  },
);

const Waiting = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  oldestAt: Nullable(Timestamp),
});

export const LowStockProduct = Type.Object(
  { id: Id, product_name: Type.String(), stock: Type.Integer({ minimum: 0 }) },
  { $id: "LowStockProduct" },
);

export const Attention = Type.Object(
  {
    pending: Waiting,
    confirmed: Type.Object(Waiting.properties, { description: "CONFIRMED orders not yet delivered" }),
    lowStock: Type.Object({
      threshold: Type.Integer({ minimum: 0, description: "Server setting LOW_STOCK_THRESHOLD" }),
      count: Type.Integer({ minimum: 0, description: "Published products at or under the threshold" }),
      products: Type.Array(Ref(LowStockProduct), { description: "The first ones, lowest stock first" }),
    }),
  },
  { $id: "Attention", description: "What waits for the operator: orders to handle and products running out" },
);

export const TopProduct = Type.Object(
  {
    id: Id,
    product_name: Type.String(),
    revenue: Type.Number({ description: "Net payable of its order lines, euros" }),
    units: Type.Integer({ minimum: 0 }),
  },
  { $id: "TopProduct" },
);

export const TopProducts = Type.Object(
  {
    timeZone: TimeZone,
    from: PlainDate,
    to: PlainDate,
    byRevenue: Type.Array(Ref(TopProduct)),
    byUnits: Type.Array(Ref(TopProduct)),
  },
  { $id: "TopProducts", description: "The best sellers of the last 30 days (orders not canceled)" },
);

export const SalesQuery = Type.Object(
  {
    granularity: Type.Optional(StringEnum(GRANULARITIES, { description: "day (default), week or month" })),
    from: Type.Optional(PlainDate),
    to: Type.Optional(PlainDate),
  },
  { additionalProperties: false },
);
export type SalesQuery = Static<typeof SalesQuery>;

export const salesTrendSchema = operation({
  operationId: "getSalesTrend",
  tag: "dashboard",
  access: "backOffice",
  summary:
    "Net sales per day, week or month, B2B and B2C apart, in the shop's time zone. Without from/to: the last 30 days, 12 weeks or 12 months; a range is widened to whole buckets",
  querystring: SalesQuery,
  response: { 200: Envelope(Ref(SalesTrend)) },
});

export const attentionSchema = operation({
  operationId: "getAttention",
  tag: "dashboard",
  access: "backOffice",
  summary:
    "Orders waiting (PENDING; CONFIRMED not delivered) with the oldest of each, and published products low on stock",
  response: { 200: Envelope(Ref(Attention)) },
});

export const topProductsSchema = operation({
  operationId: "getTopProducts",
  tag: "dashboard",
  access: "backOffice",
  summary: "The five best-selling products of the last 30 days of the shop's calendar, by revenue and by units",
  response: { 200: Envelope(Ref(TopProducts)) },
});
