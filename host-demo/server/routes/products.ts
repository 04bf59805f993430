import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { banners, orderItems, products } from "../db/schema/index.js";
import { anyId, notFoundRefusals, selectedIds, sendBulk, type BatchOutcome } from "../lib/http/bulk.js";
import { conflict, isReferenced, notFound, ok } from "../lib/http/http.js";
import { missedUpdate, sameVersion } from "../lib/records/versions.js";
import { saveProduct, validateProduct } from "../lib/catalog/productInput.js";
import type { Memo } from "../lib/lists/pageAnchors.js";
import { loadProducts, productFilters, productPage, readProductNames } from "../lib/catalog/productPages.js";
import { bulkSchemas } from "../schemas/bulk.js";
import {
  createProductSchema,
  deleteProductSchema,
  listProductsSchema,
  productByIdSchema,
  productsOfCategorySchema,
  updateProductSchema,
} from "../schemas/products.js";

/**
 * Products. Lists select the page's ids on the (status, created_at, id) indexes first, then load
 * the relations for those ids only. Deleting a product that orders reference is refused (409);
 * otherwise its images, colours, tags and strengths links go with it (cascade), and so do the
 * banners that point at it.
 */
const productsRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  const read = app.database.preparedRead;
  const memo: Memo = (key, compute) => app.readCache.get(key, compute);
  const names = () => memo("product-names", () => readProductNames(read));

  app.get("/products", { schema: listProductsSchema, preHandler: app.backOffice }, async (request) =>
    ok(
      await app.readCache.get(request.url, () => productPage(app.database, request.query, undefined, memo)),
      "Products",
    ),
  );

  app.get(
    "/product/categoryId/:id",
    { schema: productsOfCategorySchema, preHandler: app.backOffice },
    async (request) =>
      ok(
        await app.readCache.get(request.url, () => productPage(app.database, request.query, request.params.id, memo)),
        "Products",
      ),
  );

  /**
   * One product with its version (its ETag). The version is read first: the product read after it
   * is at least as new, so an update sent with it can be refused (412) but never overwrite a change
   * the operator did not see.
   */
  async function versionedProduct(id: number) {
    const [row] = await db.select({ version: products.version }).from(products).where(eq(products.id, id));
    const [product] = row ? await loadProducts(read, [id], names) : [];
    return product && { ...product, version: row.version };
  }

  app.get("/product/byid/:id", { schema: productByIdSchema, preHandler: app.backOffice }, async (request) => {
    const product = await versionedProduct(request.params.id);
    if (!product) throw notFound("Product");
    return ok(product, "Product");
  });

  app.post("/product", { schema: createProductSchema, preHandler: app.backOffice }, async (request, reply) => {
    const id = await saveProduct(db, await validateProduct(db, request.body));
    const product = await versionedProduct(id!);
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(product, "Product created successfully");
  });

  app.put("/product/update/:id", { schema: updateProductSchema, preHandler: app.backOffice }, async (request) => {
    const id = await saveProduct(
      db,
      await validateProduct(db, request.body),
      request.params.id,
      sameVersion(request, products.version),
    );
    if (id === null) return missedUpdate(request, "Product", () => versionedProduct(request.params.id));
    const product = await versionedProduct(id);
    return ok(product, "Product updated successfully");
  });

  app.delete("/product/delete/:id", { schema: deleteProductSchema, preHandler: app.backOffice }, async (request) => {
    const { id } = request.params;
    try {
      const deleted = await db.transaction(async (tx) => {
        await tx.delete(banners).where(and(eq(banners.target_type, "PRODUCT"), eq(banners.target_id, id)));
        return tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      });
      if (deleted.length === 0) throw notFound("Product");
    } catch (error) {
      if (isReferenced(error))
        throw conflict("This product is part of orders and cannot be deleted; set it to Draft instead.");
      throw error;
    }
    return ok(null, "Product deleted successfully");
  });

  /** Deletes the batch's products that no order references, with their banners (as one delete does). */
  async function deleteProducts(batch: number[]): Promise<BatchOutcome> {
    return db.transaction(async (tx) => {
      const found = await tx
        .select({ id: products.id, name: products.product_name })
        .from(products)
        .where(anyId(products.id, batch));
      const inOrders = new Map(
        (
          await tx
            .select({ id: orderItems.product_id, orders: sql<number>`count(distinct ${orderItems.order_id})::int` })
            .from(orderItems)
            .where(anyId(orderItems.product_id, batch))
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
      return {
        changed: deleted.map((row) => row.id),
        refused: [
          ...found
            .filter((product) => inOrders.has(product.id))
            .map((product) => {
              const count = inOrders.get(product.id)!;
              return {
                id: product.id,
                label: product.name,
                reason: `In ${count} order${count === 1 ? "" : "s"}; set it to Draft instead`,
              };
            }),
          ...notFoundRefusals(
            batch,
            found.map((product) => product.id),
          ),
        ],
      };
    });
  }

  app.post(
    "/products/bulk",
    { schema: bulkSchemas.products, preHandler: app.backOffice, config: { journal: "per-batch" } },
    async (request, reply) => {
      const { action } = request.body;
      const ids = await selectedIds(request.body, async (filter) =>
        (
          await db
            .select({ id: products.id })
            .from(products)
            .where(productFilters(filter))
            .orderBy(desc(products.created_at), desc(products.id))
        ).map((row) => row.id),
      );
      /** Publishes or unpublishes the batch's products (a product already so counts as changed, as one update does). */
      const setStatus = async (batch: number[]): Promise<BatchOutcome> => {
        const changed = await db
          .update(products)
          .set({ status: action === "PUBLISH" ? "PUBLISHED" : "DRAFT" })
          .where(anyId(products.id, batch))
          .returning({ id: products.id });
        const changedIds = changed.map((row) => row.id);
        return { changed: changedIds, refused: notFoundRefusals(batch, changedIds) };
      };
      const done = { PUBLISH: "published", UNPUBLISH: "unpublished", DELETE: "deleted" }[action];
      const apply = action === "DELETE" ? deleteProducts : setStatus;
      return sendBulk({ app, request, reply, ids, noun: ["product", "products"], done, apply });
    },
  );
};
export default productsRoutes;
