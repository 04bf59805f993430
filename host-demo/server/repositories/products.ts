import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { banners, orderItems, products } from "../db/schema/index.js";
import { anyId } from "../lib/http/bulk.js";
import { loadProducts, productFilters, readProductNames, type ProductFilter } from "../lib/catalog/productPages.js";
import { saveProduct, type validateProduct } from "../lib/catalog/productInput.js";
import type { Memo } from "../lib/lists/pageAnchors.js";
import { atVersion } from "../lib/records/versions.js";
import type { Store } from "./store.js";

/** The read cache as the product lists use it: an answer kept until the next write. */
export const productMemo =
  (store: Store): Memo =>
  (key, compute) =>
    store.readCache.get(key, compute);

/**
 * One product with its version (its ETag), or undefined. The version is read first: the product
 * read after it is at least as new, so an update sent with it can be refused (412) but never
 * overwrite a change the operator did not see.
 */
export async function findProduct(store: Store, id: number) {
  const memo = productMemo(store);
  const names = () => memo("product-names", () => readProductNames(store.preparedRead));
  const [row] = await store.db.select({ version: products.version }).from(products).where(eq(products.id, id));
  const [product] = row ? await loadProducts(store.preparedRead, [id], names) : [];
  return product && { ...product, version: row.version };
}

type ValidProduct = Awaited<ReturnType<typeof validateProduct>>;

/** Adds a product with its links; answers its id. */
export async function createProduct(db: Db, valid: ValidProduct) {
  return (await saveProduct(db, valid))!;
}

/** Changes a product, only at `version` when one is given (the If-Match); null when no row matched. */
export const updateProduct = (db: Db, valid: ValidProduct, id: number, version: number | undefined) =>
  saveProduct(db, valid, id, atVersion(products.version, version));

/** Deletes a product and the banners that point at it; false when there is no such product. */
export async function deleteProduct(db: Db, id: number) {
  const deleted = await db.transaction(async (tx) => {
    await tx.delete(banners).where(and(eq(banners.target_type, "PRODUCT"), eq(banners.target_id, id)));
    return tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  });
  return deleted.length > 0;
}

/**
 * Deletes the batch's products that no order references, with their banners (as one delete
 * does): the ids deleted, every product found, and how many orders hold each of the others.
 */
export function deleteProducts(db: Db, ids: number[]) {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: products.id, name: products.product_name })
      .from(products)
      .where(anyId(products.id, ids));
    const inOrders = new Map(
      (
        await tx
          .select({ id: orderItems.product_id, orders: sql<number>`count(distinct ${orderItems.order_id})::int` })
          .from(orderItems)
          .where(anyId(orderItems.product_id, ids))
          .groupBy(orderItems.product_id)
      ).map((row) => [row.id, Number(row.orders)]),
    );
    const free = found.filter((product) => !inOrders.has(product.id)).map((product) => product.id);
    if (free.length) {
      await tx.delete(banners).where(and(eq(banners.target_type, "PRODUCT"), anyId(banners.target_id, free)));
    }
    const deleted = free.length
      ? await tx.delete(products).where(anyId(products.id, free)).returning({ id: products.id })
      : [];
    return { deleted: deleted.map((row) => row.id), found, inOrders };
  });
}

/** The ids of the products a bulk call's filter matches, newest first. */
export async function matchingProductIds(db: Db, filter: ProductFilter) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(productFilters(filter))
    .orderBy(desc(products.created_at), desc(products.id));
  return rows.map((row) => row.id);
}

/** Publishes or unpublishes a batch (a product already so counts as changed, as one update does); the ids found. */
export async function setProductsStatus(db: Db, ids: number[], status: "PUBLISHED" | "DRAFT") {
  const changed = await db
    .update(products)
    .set({ status })
    .where(anyId(products.id, ids))
    .returning({ id: products.id });
  return changed.map((row) => row.id);
}
