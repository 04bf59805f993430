import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { banners, brands, categories, products } from "../db/schema/index.js";
import { atVersion } from "../lib/records/versions.js";

type BannerTarget = (typeof banners.$inferSelect)["target_type"];
type BannerValues = { title: string; img_url: string; target_type: BannerTarget; target_id: number };

/** The name of what a banner points at: its product's, category's or brand's. */
const targetName = sql<string | null>`case ${banners.target_type}
    when 'PRODUCT' then (select ${products.product_name} from ${products} where ${products.id} = ${banners.target_id})
    when 'CATEGORY' then (select ${categories.category_name} from ${categories} where ${categories.id} = ${banners.target_id})
    when 'BRAND' then (select ${brands.brand_name} from ${brands} where ${brands.id} = ${banners.target_id}) end`;

const select = (db: Db) =>
  db
    .select({
      id: banners.id,
      title: banners.title,
      img_url: banners.img_url,
      target_type: banners.target_type,
      target_id: banners.target_id,
      target_name: targetName,
      status: banners.status,
      created_at: banners.created_at,
      version: banners.version,
    })
    .from(banners);

/** Every banner with its target's name, newest first. */
export const listBanners = (db: Db) => select(db).orderBy(desc(banners.created_at), desc(banners.id));

/** One banner with its target's name, or undefined. */
export async function findBanner(db: Db, id: number) {
  const [banner] = await select(db).where(eq(banners.id, id));
  return banner;
}

/** A banner's image, or undefined when there is no such banner (an update may keep it). */
export async function bannerImage(db: Db, id: number) {
  const [current] = await db.select({ img_url: banners.img_url }).from(banners).where(eq(banners.id, id));
  return current;
}

/** Whether the product, category or brand a banner would point at exists. */
export async function bannerTargetExists(db: Db, type: BannerTarget, id: number) {
  const table = { PRODUCT: products, CATEGORY: categories, BRAND: brands }[type];
  const [target] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return target !== undefined;
}

/** Adds a banner; answers it as the list shows it. */
export async function createBanner(db: Db, values: BannerValues) {
  const [created] = await db.insert(banners).values(values).returning({ id: banners.id });
  return findBanner(db, created.id);
}

/** Changes a banner, only at `version` when one is given (the If-Match); undefined when no row matched. */
export async function updateBanner(db: Db, id: number, values: BannerValues, version: number | undefined) {
  const [updated] = await db
    .update(banners)
    .set(values)
    .where(and(eq(banners.id, id), atVersion(banners.version, version)))
    .returning({ id: banners.id });
  return updated && findBanner(db, id);
}

/** Sets a banner's status; answers its id and status, or undefined when there is no such banner. */
export async function setBannerStatus(db: Db, id: number, status: "ACTIVE" | "INACTIVE") {
  const [updated] = await db
    .update(banners)
    .set({ status })
    .where(eq(banners.id, id))
    .returning({ id: banners.id, status: banners.status });
  return updated;
}

/** Deletes a banner; false when there is no such banner. */
export async function deleteBanner(db: Db, id: number) {
  const deleted = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  return deleted.length > 0;
}
