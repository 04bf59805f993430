import { relations } from "drizzle-orm";
import { index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { recordVersion } from "./version.js";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

export const files = pgTable("files", {
  id: serial("id").primaryKey(),
  img_url: text("img_url").notNull().unique(),
  stored_name: text("stored_name").notNull().unique(),
  content_type: text("content_type").notNull(),
  size: integer("size").notNull(),
  created_at: createdAt(),
});

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  brand_name: text("brand_name").notNull(),
  description: text("description").notNull().default(""),
  image_url: text("image_url").notNull(),
  created_at: createdAt(),
  version: recordVersion(),
});

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    category_name: text("category_name").notNull(),
    description: text("description").notNull().default(""),
    image_url: text("image_url").notNull(),
    brand_id: integer("brand_id").references(() => brands.id, { onDelete: "restrict" }),
    created_at: createdAt(),
    version: recordVersion(),
  },
  (t) => [index("categories_brand_idx").on(t.brand_id)],
);

export const flavours = pgTable("flavours", {
  id: serial("id").primaryKey(),
  flavour_name: text("flavour_name").notNull(),
  description: text("description").notNull().default(""),
  created_at: createdAt(),
  version: recordVersion(),
});

export const devices = pgTable("devices", {
  id: serial("id").primaryKey(),
  device_name: text("device_name").notNull(),
  description: text("description").notNull().default(""),
  created_at: createdAt(),
  version: recordVersion(),
});

export const nicotines = pgTable("nicotines", {
  id: serial("id").primaryKey(),
  nicotine_strength: text("nicotine_strength").notNull(),
  unit: text("unit").notNull(),
  description: text("description").notNull().default(""),
  created_at: createdAt(),
  version: recordVersion(),
});

export const products = pgTable("products", {
  id: serial("id").primaryKey(),
  product_name: text("product_name").notNull(),
  description: text("description").notNull().default(""),
  category_id: integer("category_id")
    .notNull()
    .references(() => categories.id, { onDelete: "restrict" }),
  brand_id: integer("brand_id")
    .notNull()
    .references(() => brands.id, { onDelete: "restrict" }),
  stock: integer("stock").notNull(),
  price: money("price").notNull(),
  compared_price: money("compared_price"),
  bar_code: text("bar_code"),
  status: text("status").$type<"DRAFT" | "PUBLISHED">().notNull().default("DRAFT"),
  created_at: createdAt(),
  version: recordVersion(),
});

export const productImages = pgTable(
  "product_images",
  {
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    image_id: integer("image_id")
      .notNull()
      .references(() => files.id, { onDelete: "restrict" }),
    display_order: integer("display_order").notNull(),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.image_id] })],
);

export const productFlavours = pgTable(
  "product_flavours",
  {
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    flavor_id: integer("flavor_id")
      .notNull()
      .references(() => flavours.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.flavor_id] })],
);

export const productDevices = pgTable(
  "product_devices",
  {
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    device_id: integer("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.device_id] })],
);

export const productNicotines = pgTable(
  "product_nicotines",
  {
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    nicotine_id: integer("nicotine_id")
      .notNull()
      .references(() => nicotines.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.nicotine_id] })],
);

// Relations give the spec's nested read shape through drizzle's relational queries.
export const productsRelations = relations(products, ({ one, many }) => ({
  brand: one(brands, { fields: [products.brand_id], references: [brands.id] }),
  category: one(categories, { fields: [products.category_id], references: [categories.id] }),
  productImages: many(productImages),
  productFlavours: many(productFlavours),
  productDevices: many(productDevices),
  productNicotines: many(productNicotines),
}));
export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.product_id], references: [products.id] }),
  file: one(files, { fields: [productImages.image_id], references: [files.id] }),
}));
export const productFlavoursRelations = relations(productFlavours, ({ one }) => ({
  product: one(products, { fields: [productFlavours.product_id], references: [products.id] }),
  flavours: one(flavours, { fields: [productFlavours.flavor_id], references: [flavours.id] }),
}));
export const productDevicesRelations = relations(productDevices, ({ one }) => ({
  product: one(products, { fields: [productDevices.product_id], references: [products.id] }),
  device: one(devices, { fields: [productDevices.device_id], references: [devices.id] }),
}));
export const productNicotinesRelations = relations(productNicotines, ({ one }) => ({
  product: one(products, { fields: [productNicotines.product_id], references: [products.id] }),
  nicotines: one(nicotines, { fields: [productNicotines.nicotine_id], references: [nicotines.id] }),
}));
export const categoriesRelations = relations(categories, ({ one }) => ({
  brand: one(brands, { fields: [categories.brand_id], references: [brands.id] }),
}));
