import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { brands, categories, products } from "../db/schema/index.js";
import { guardedDelete } from "../lib/catalog/catalogChecks.js";
import { atVersion } from "../lib/records/versions.js";

/** Each category's number of products. */
const countsOf = (db: Db) =>
  db
    .select({ category_id: products.category_id, productCount: count().as("product_count") })
    .from(products)
    .groupBy(products.category_id)
    .as("product_counts");
function select(db: Db) {
  const counts = countsOf(db);
  return db
    .select({
      id: categories.id,
      category_name: categories.category_name,
      description: categories.description,
      image_url: categories.image_url,
      brand_id: categories.brand_id,
      created_at: categories.created_at,
      version: categories.version,
      productCount: sql<number>`coalesce(${counts.productCount}, 0)::int`,
      brand: sql<{
        id: number;
        brand_name: string;
      } | null>`case when ${brands.id} is null then null else json_build_object('id', ${brands.id}, 'brand_name', ${brands.brand_name}) end`,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.category_id, categories.id))
    .leftJoin(brands, eq(brands.id, categories.brand_id));
}

const newestFirst = [desc(categories.created_at), desc(categories.id)];

/** Every category, newest first; a brand's alone when `brandId` is given. */
export const listCategories = (db: Db, brandId?: number) =>
  select(db)
    .where(brandId === undefined ? undefined : eq(categories.brand_id, brandId))
    .orderBy(...newestFirst);

/** Whether a brand with this id exists. */
export async function brandExists(db: Db, id: number) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
  return brand !== undefined;
}

/** One category with its brand and number of products, or undefined. */
export async function findCategory(db: Db, id: number) {
  const [category] = await select(db).where(eq(categories.id, id));
  return category;
}

type CategoryValues = typeof categories.$inferInsert;

/** Adds a category; answers it as the list shows it. */
export async function createCategory(db: Db, values: CategoryValues) {
  const [created] = await db.insert(categories).values(values).returning({ id: categories.id });
  return findCategory(db, created.id);
}

/** Changes a category, only at `version` when one is given (the If-Match); undefined when no row matched. */
export async function updateCategory(db: Db, id: number, values: Partial<CategoryValues>, version: number | undefined) {
  const [updated] = await db
    .update(categories)
    .set(values)
    .where(and(eq(categories.id, id), atVersion(categories.version, version)))
    .returning({ id: categories.id });
  return updated && findCategory(db, updated.id);
}

/** Deletes a category and its banners, refused (409) while it has products; false when there is no such category. */
export const deleteCategory = (db: Db, id: number) =>
  guardedDelete(db, id, {
    table: categories,
    id: categories.id,
    bannerTarget: "CATEGORY",
    children: {
      table: products,
      parentId: products.category_id,
      describe: (value) => `This category has ${value} product${value === 1 ? "" : "s"}; delete or move them first.`,
    },
  });
