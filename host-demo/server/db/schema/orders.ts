import { relations } from "drizzle-orm";
import { integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { recordVersion } from "./version.js";
import { devices, flavours, products } from "./catalog.js";
import { users } from "./core.js";
import { shippingServices } from "./settings.js";

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
export const ORDER_STATUSES = ["PENDING", "CONFIRMED", "DELIVERED", "CANCELED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable("orders", {
  id: serial("id").primaryKey(),
  order_number: text("order_number").notNull().unique(),
  order_status: text("order_status", { enum: ORDER_STATUSES }).notNull().default("PENDING"),
  user_id: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "restrict" }),
  shipping_service_id: integer("shipping_service_id").references(() => shippingServices.id, { onDelete: "restrict" }),
  subtotal: money("subtotal").notNull(),
  total_discount: money("total_discount").notNull().default(0),
  total_price: money("total_price").notNull(),
  shipping_charges: money("shipping_charges").notNull().default(0),
  net_payable: money("net_payable").notNull(),
  transaction_id: text("transaction_id").notNull(),
  ship_street: text("ship_street").notNull(),
  ship_city: text("ship_city").notNull(),
  ship_country: text("ship_country").notNull(),
  created_at: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  version: recordVersion(),
});

export const orderItems = pgTable("order_items", {
  id: serial("id").primaryKey(),
  order_id: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  product_id: integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "restrict" }),
  flavour_id: integer("flavour_id").references(() => flavours.id, { onDelete: "set null" }),
  device_id: integer("device_id").references(() => devices.id, { onDelete: "set null" }),
  original_price: money("original_price").notNull(),
  discounted_price: money("discounted_price").notNull(),
  per_item_discount: money("per_item_discount").notNull().default(0),
  quantity: integer("quantity").notNull(),
  subtotal: money("subtotal").notNull(),
  discount_amount: money("discount_amount").notNull().default(0),
  net_payable: money("net_payable").notNull(),
});

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.order_id], references: [orders.id] }),
  product: one(products, { fields: [orderItems.product_id], references: [products.id] }),
  flavour: one(flavours, { fields: [orderItems.flavour_id], references: [flavours.id] }),
  device: one(devices, { fields: [orderItems.device_id], references: [devices.id] }),
}));

/**
 * An order as the back-office reads it (the list, the detail, the export): each field and the
 * column it comes from, written once. The repository selects it and builds it as JSON from it
 * (repositories/orders.ts), the response schema is derived from it (schemas/orders.ts). The
 * shipping service is left-joined: with none, `shippingService` is null.
 */
export const orderView = {
  id: orders.id,
  order_number: orders.order_number,
  order_status: orders.order_status,
  subtotal: orders.subtotal,
  total_discount: orders.total_discount,
  total_price: orders.total_price,
  shipping_charges: orders.shipping_charges,
  net_payable: orders.net_payable,
  transaction_id: orders.transaction_id,
  created_at: orders.created_at,
  user: {
    id: users.id,
    full_name: users.full_name,
    email: users.email,
    contact_number: users.contact_number,
    dob: users.dob,
    bussiness_type: users.bussiness_type,
    country_name: users.country_name,
  },
  shippingService: { title: shippingServices.title },
  shippingAddress: { street: orders.ship_street, city: orders.ship_city, country: orders.ship_country },
};
