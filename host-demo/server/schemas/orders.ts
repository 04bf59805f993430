import { Type } from "@sinclair/typebox";
import { ORDER_STATUSES } from "../db/schema/orders.js";
import { Envelope, Id, IdParams, Nullable, operation, StringEnum, Timestamp, Ref } from "./common.js";
import { ProductImage } from "./products.js";
import { BusinessType } from "./users.js";

export const OrderStatus = StringEnum(ORDER_STATUSES);

const orderFields = {
  id: Id,
  order_number: Type.String(),
  order_status: OrderStatus,
  subtotal: Type.Number(),
  total_discount: Type.Number(),
  total_price: Type.Number(),
  shipping_charges: Type.Number(),
  net_payable: Type.Number(),
  transaction_id: Type.String(),
  created_at: Timestamp,
  user: Type.Object({
    id: Id,
    full_name: Type.String(),
    email: Type.String(),
    contact_number: Nullable(Type.String()),
    dob: Nullable(Type.String()),
    bussiness_type: Nullable(BusinessType),
    country_name: Nullable(Type.String()),
  }),
  shippingService: Nullable(Type.Object({ title: Type.String() })),
  shippingAddress: Type.Object({ street: Type.String(), city: Type.String(), country: Type.String() }),
};

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

export const listOrdersSchema = operation({
  operationId: "listOrders",
  tag: "orders",
  access: "backOffice",
  summary: "Every order, newest first, with customer, shipping service and address (no items)",
  response: { 200: Envelope(Type.Array(Ref(Order))) },
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
