import { and, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { products } from "../db/schema/index.js";
import type { ProductPageQuery } from "../schemas/products.js";
import { likePattern } from "./search.js";

/** The spec's read shape for these product ids, in the given order (one query per relation). */
export async function loadProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.query.products.findMany({
    where: inArray(products.id, ids),
    with: {
      brand: { columns: { id: true, brand_name: true } },
      category: { columns: { id: true, category_name: true } },
      productImages: {
        columns: { image_id: true, display_order: true },
        orderBy: (images, { asc }) => [asc(images.display_order)],
        with: { file: { columns: { id: true, img_url: true } } },
      },
      productFlavours: {
        columns: { flavor_id: true },
        with: { flavours: { columns: { id: true, flavour_name: true } } },
      },
      productDevices: { columns: { device_id: true }, with: { device: { columns: { id: true, device_name: true } } } },
      productNicotines: {
        columns: { nicotine_id: true },
        with: { nicotines: { columns: { id: true, nicotine_strength: true, unit: true } } },
      },
    },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/** A count shared by every page of one filter (the read cache's get, or a plain call). */
export type CountCache = (key: string, count: () => Promise<number>) => Promise<number>;

/**
 * One page of products, newest first: the page's ids from the (status, created_at, id) indexes
 * alone, then the relations of those ids only.
 */
export async function productPage(
  db: Db,
  query: ProductPageQuery,
  categoryId: number | undefined,
  cachedCount: CountCache,
) {
  const limit = query.limit ?? 10;
  const pageNumber = query.page ?? 1;
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(products.status, query.status));
  if (query.search?.trim()) filters.push(ilike(products.product_name, likePattern(query.search.trim())));
  if (query.brandId) filters.push(eq(products.brand_id, query.brandId));
  const category = categoryId ?? query.categoryId;
  if (category) filters.push(eq(products.category_id, category));
  const where = filters.length ? and(...filters) : undefined;
  // Counting 80,000 rows costs ~30 ms on PGlite; every page of one filter shares the count.
  const countKey = `product-count:${JSON.stringify([query.status, query.search?.trim(), query.brandId, category])}`;
  const [idRows, total] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(desc(products.created_at), desc(products.id))
      .limit(limit)
      .offset((pageNumber - 1) * limit),
    cachedCount(countKey, async () => {
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(where);
      return total;
    }),
  ]);
  return {
    products: await loadProducts(
      db,
      idRows.map((row) => row.id),
    ),
    totalProducts: Number(total),
  };
}
