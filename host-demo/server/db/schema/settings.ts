import { relations } from "drizzle-orm";
import { boolean, date, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { recordVersion } from "./version.js";
import { users } from "./core.js";
import { products } from "./catalog.js";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
type Status = "ACTIVE" | "INACTIVE";

export const shippingServices = pgTable("shipping_services", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  price: money("price").notNull(),
  image: text("image").notNull(),
  created_at: createdAt(),
  version: recordVersion(),
});

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  status: text("status").notNull().default("ACTIVE"),
  created_at: createdAt(),
  version: recordVersion(),
});

export const states = pgTable("states", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  status: text("status").notNull().default("ACTIVE"),
  country_id: integer("country_id")
    .notNull()
    .references(() => countries.id, { onDelete: "cascade" }),
  created_at: createdAt(),
  version: recordVersion(),
});

export const cities = pgTable("cities", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  status: text("status").notNull().default("ACTIVE"),
  state_id: integer("state_id")
    .notNull()
    .references(() => states.id, { onDelete: "cascade" }),
  created_at: createdAt(),
  version: recordVersion(),
});

export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  img_url: text("img_url").notNull(),
  target_type: text("target_type").$type<"PRODUCT" | "CATEGORY" | "BRAND">().notNull(),
  target_id: integer("target_id").notNull(),
  status: text("status").$type<Status>().notNull().default("ACTIVE"),
  created_at: createdAt(),
  version: recordVersion(),
});

export const faqs = pgTable("faqs", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  status: text("status").$type<Status>().notNull().default("ACTIVE"),
  created_at: createdAt(),
  version: recordVersion(),
});

export const discounts = pgTable("discounts", {
  id: serial("id").primaryKey(),
  discount_type: text("discount_type").$type<"PROMO" | "PRODUCT" | "CATEGORY" | "BRAND" | "TOTAL">().notNull(),
  code: text("code"),
  target_id: integer("target_id"),
  percentage: numeric("percentage", { precision: 5, scale: 2, mode: "number" }),
  fixed_amount: money("fixed_amount"),
  min_order_price: money("min_order_price"),
  number_of_uses_per_user: integer("number_of_uses_per_user"),
  user_type: text("user_type").$type<"B2B" | "B2C" | "BOTH">().notNull(),
  start_date: date("start_date", { mode: "string" }).notNull(),
  end_date: date("end_date", { mode: "string" }).notNull(),
  status: text("status").$type<"ACTIVE" | "INACTIVE" | "DISABLED">().notNull().default("ACTIVE"),
  created_at: createdAt(),
  version: recordVersion(),
});

export const reviews = pgTable("reviews", {
  id: serial("id").primaryKey(),
  rating: integer("rating").notNull(),
  comment: text("comment").notNull().default(""),
  user_id: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  product_id: integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  created_at: createdAt(),
  version: recordVersion(),
});

export const notifications = pgTable("notifications", {
  id: serial("id").primaryKey(),
  business_type: text("business_type").$type<"B2B" | "B2C" | "BOTH">().notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  recipients: integer("recipients").notNull(),
  sent_by: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
  created_at: createdAt(),
  version: recordVersion(),
});

export const reviewsRelations = relations(reviews, ({ one }) => ({
  user: one(users, { fields: [reviews.user_id], references: [users.id] }),
  product: one(products, { fields: [reviews.product_id], references: [products.id] }),
}));

/** An operator's saved view of a list (migration 012): its search, filters, sort and columns. */
export const savedViews = pgTable("saved_views", {
  id: serial("id").primaryKey(),
  admin_id: integer("admin_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  list: text("list").$type<"orders" | "products" | "customers" | "discounts" | "reviews">().notNull(),
  name: text("name").notNull(),
  state: jsonb("state")
    .$type<{
      search?: string;
      filters?: Record<string, string>;
      sort?: { column: string; direction: "asc" | "desc" };
      columns?: string[];
    }>()
    .notNull()
    .default({}),
  is_default: boolean("is_default").notNull().default(false),
  created_at: createdAt(),
  updated_at: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});
