import { Type, type Static } from "@sinclair/typebox";
import { SortQuery } from "../lib/lists/listSort.js";
import { ORDER_STATUSES, orderView } from "../db/schema/orders.js";
import { Envelope, Id, IdParams, Nullable, operation, StringEnum, Ref } from "./common.js";
import { ProductImage } from "./products.js";
import { viewProperties } from "./view.js";

export const OrderStatus = StringEnum(ORDER_STATUSES);

/** The order's fields, derived from the columns they are read from (db/schema/orders.ts orderView). */
const orderFields = viewProperties(orderView, { nullable: ["shippingService"] });

export const Order = Type.Object(orderFields, {
  $id: "Order",
  description: "An order with its customer, shipping service and address (the list's shape: no items)",
});

export const OrderItem = Type.Object(
  {
    id: Id,
    product_id: Id,
    flavour_id: Nullable(Id),
    device_id: Nullable(Id),
    original_price: Type.Number(),
    discounted_price: Type.Number(),
    per_item_discount: Type.Number(),
    quantity: Type.Integer(),
    subtotal: Type.Number(),
    discount_amount: Type.Number(),
    net_payable: Type.Number(),
    product: Type.Object({
      id: Id,
      product_name: Type.String(),
      bar_code: Nullable(Type.String()),
      productImages: Type.Array(Ref(ProductImage)),
    }),
    flavour: Nullable(Type.Object({ id: Id, flavour_name: Type.String() })),
    device: Nullable(Type.Object({ id: Id, device_name: Type.String() })),
  },
  { $id: "OrderItem" },
);

export const OrderDetail = Type.Object(
  { ...orderFields, orderItems: Type.Array(Ref(OrderItem)) },
  { $id: "OrderDetail", description: "One order with its items" },
);

export const OrderStatusChange = Type.Object({ id: Id, order_status: OrderStatus }, { $id: "OrderStatusChange" });

const change = Nullable(Type.Number({ description: "Percent; null when last month was 0" }));
export const DashboardTotals = Type.Object(
  {
    totalSales: Type.Number(),
    totalCustomers: Type.Integer(),
    totalProducts: Type.Integer(),
    totalOrders: Type.Integer(),
    monthOverMonth: Type.Object({
      totalSales: change,
      totalCustomers: change,
      totalProducts: change,
      totalOrders: change,
    }),
  },
  { $id: "DashboardTotals" },
);

export const OrderStatusCounts = Type.Object(
  {
    PENDING: Type.Integer({ minimum: 0 }),
    CONFIRMED: Type.Integer({ minimum: 0 }),
    DELIVERED: Type.Integer({ minimum: 0 }),
    CANCELED: Type.Integer({ minimum: 0 }),
  },
  {
    $id: "OrderStatusCounts",
    description:
      "Orders per status among those matching every filter but the status (with a search, at most 1,000 each: see statusCountsCapped)",
  },
);

const statusCountsCapped = Type.Boolean({
  description:
    "With a search, each status is counted up to 1,000: true when a count reached that cap, and is then at least 1,000 (shown as 1,000+). Always false without a search",
});

export const OrderPage = Type.Object(
  {
    orders: Type.Array(Ref(Order)),
    total: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          "Orders matching every filter, the status included (made of statusCounts: a lower bound when statusCountsCapped). Left out with a search, as the counts are",
      }),
    ),
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
    more: Type.Optional(Type.Boolean({ description: "Another page follows this one" })),
    statusCounts: Type.Optional(Ref(OrderStatusCounts)),
    statusCountsCapped: Type.Optional(statusCountsCapped),
  },
  {
    $id: "OrderPage",
    description:
      "One page of the orders matching the query, newest first. With a search, total and the counts are left out (counting the matches costs far more than finding a page: GET /admin/orders/counts answers them on their own) and `more` says whether another page follows",
  },
);

export const OrderCounts = Type.Object(
  {
    statusCounts: Ref(OrderStatusCounts),
    statusCountsCapped,
  },
  { $id: "OrderCounts", description: "How many orders match a search, per status" },
);

/** A calendar day, YYYY-MM-DD (UTC). */
const Day = Type.String({ format: "date", description: "A day, YYYY-MM-DD (UTC), inclusive" });

/** The filters both the paged list and the CSV export take. */
export const orderFilters = {
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description: "Part of the order number, the transaction id or the customer's name (case and accents ignored)",
    }),
  ),
  status: Type.Optional(OrderStatus),
  userId: Type.Optional(Id),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
};

/** The columns the orders list may be sorted by. */
export const ORDER_SORTS = ["created_at", "net_payable", "order_number"] as const;

const ordersQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: "Default 25" })),
    ...orderFilters,
    sort: SortQuery(ORDER_SORTS),
  },
  { additionalProperties: false },
);
export type OrdersQuery = Static<typeof ordersQuery>;

export const listOrdersSchema = operation({
  operationId: "listOrders",
  tag: "orders",
  access: "backOffice",
  summary:
    "Without a query: every order, newest first (the spec's list). With page, limit, search, status, userId, from or to: one page, the total and the count per status (with a search: the page alone, see countOrders)",
  querystring: ordersQuery,
  response: { 200: Envelope(Type.Union([Type.Array(Ref(Order)), Ref(OrderPage)])) },
});

const exportQuery = Type.Object(orderFilters, { additionalProperties: false });
export type OrdersExportQuery = Static<typeof exportQuery>;

const countsQuery = Type.Object(
  { search: orderFilters.search, userId: orderFilters.userId, from: orderFilters.from, to: orderFilters.to },
  { additionalProperties: false },
);
export type OrderCountsQuery = Static<typeof countsQuery>;

export const orderCountsSchema = operation({
  operationId: "countOrders",
  tag: "orders",
  access: "backOffice",
  summary:
    "The count per status of the orders matching the filters (the status aside): what a searched page leaves out. With a search each status is counted up to 1,000",
  querystring: countsQuery,
  response: { 200: Envelope(Ref(OrderCounts)) },
});

export const exportOrdersSchema = operation({
  operationId: "exportOrders",
  tag: "orders",
  access: "backOffice",
  summary: "Every order matching the filters as CSV (RFC 4180, formula-like text defused), streamed newest first",
  querystring: exportQuery,
  produces: ["text/csv"],
  response: {
    200: Type.String({ description: "CSV with a header line; X-Total-Count carries the number of orders" }),
  },
});

export const orderByIdSchema = operation({
  operationId: "getOrder",
  tag: "orders",
  access: "backOffice",
  summary: "One order with its items",
  params: IdParams,
  response: { 200: Envelope(Ref(OrderDetail)) },
  errors: [404],
});

export const transitionSchema = (action: string) =>
  operation({
    operationId: `${action}Order`,
    tag: "orders",
    access: "backOffice",
    summary: `${action[0].toUpperCase()}${action.slice(1)} an order (PENDING→CONFIRMED, CONFIRMED→DELIVERED, PENDING→CANCELED; otherwise 409)`,
    params: IdParams,
    response: { 200: Envelope(Ref(OrderStatusChange)) },
    errors: [404, 409],
  });

export const dashboardSchema = operation({
  operationId: "getDashboard",
  tag: "dashboard",
  access: "backOffice",
  summary: "All-time totals and this month's change against last month (percent, null when last month is 0)",
  response: { 200: Envelope(Ref(DashboardTotals)) },
});
