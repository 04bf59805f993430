import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { brands, categories } from "../db/schema/index.js";
import { guardedDelete } from "../lib/catalog/catalogChecks.js";
import { atVersion } from "../lib/records/versions.js";

/** Each brand's number of categories. */
const countsOf = (db: Db) =>
  db
    .select({ brand_id: categories.brand_id, categoryCount: count().as("category_count") })
    .from(categories)
    .groupBy(categories.brand_id)
    .as("category_counts");

function select(db: Db) {
  const counts = countsOf(db);
  return db
    .select({
      id: brands.id,
      brand_name: brands.brand_name,
      description: brands.description,
      image_url: brands.image_url,
      created_at: brands.created_at,
      version: brands.version,
      categoryCount: sql<number>`coalesce(${counts.categoryCount}, 0)::int`,
    })
    .from(brands)
    .leftJoin(counts, eq(counts.brand_id, brands.id));
}

type BrandValues = { brand_name: string; description: string; image_url: string };

/** Every brand with its number of categories, newest first. */
export const listBrands = (db: Db) => select(db).orderBy(desc(brands.created_at), desc(brands.id));

/** One brand with its number of categories, or undefined. */
export async function findBrand(db: Db, id: number) {
  const [brand] = await select(db).where(eq(brands.id, id));
  return brand;
}

/** Adds a brand (no categories yet); answers it as the list shows it. */
export async function createBrand(db: Db, values: BrandValues) {
  const [created] = await db.insert(brands).values(values).returning();
  return { ...created, categoryCount: 0 };
}

/** Changes a brand, only at `version` when one is given (the If-Match); undefined when no row matched. */
export async function updateBrand(db: Db, id: number, values: BrandValues, version: number | undefined) {
  const [updated] = await db
    .update(brands)
    .set(values)
    .where(and(eq(brands.id, id), atVersion(brands.version, version)))
    .returning({ id: brands.id });
  return updated && findBrand(db, updated.id);
}

/** Deletes a brand and its banners, refused (409) while it has categories; false when there is no such brand. */
export const deleteBrand = (db: Db, id: number) =>
  guardedDelete(db, id, {
    table: brands,
    id: brands.id,
    bannerTarget: "BRAND",
    children: {
      table: categories,
      parentId: categories.brand_id,
      describe: (value) => `This brand has ${value} categor${value === 1 ? "y" : "ies"}; delete or move them first.`,
    },
  });
