import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { notFoundRefusals, selectedIds, sendBulk, type BatchOutcome } from "../lib/http/bulk.js";
import { conflict, isReferenced, notFound, ok } from "../lib/http/http.js";
import { ifMatchVersion, missedUpdate } from "../lib/records/versions.js";
import { validateProduct } from "../lib/catalog/productInput.js";
import { productPage } from "../lib/catalog/productPages.js";
import {
  createProduct,
  deleteProduct,
  deleteProducts,
  findProduct,
  matchingProductIds,
  productMemo,
  setProductsStatus,
  updateProduct,
} from "../repositories/products.js";
import { storeOf } from "../repositories/store.js";
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
  const store = storeOf(app);
  const { db } = store;
  const memo = productMemo(store);

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

  app.get("/product/byid/:id", { schema: productByIdSchema, preHandler: app.backOffice }, async (request) => {
    const product = await findProduct(store, request.params.id);
    if (!product) throw notFound("Product");
    return ok(product, "Product");
  });

  app.post("/product", { schema: createProductSchema, preHandler: app.backOffice }, async (request, reply) => {
    const id = await createProduct(db, await validateProduct(db, request.body));
    const product = await findProduct(store, id);
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(product, "Product created successfully");
  });

  app.put("/product/update/:id", { schema: updateProductSchema, preHandler: app.backOffice }, async (request) => {
    const valid = await validateProduct(db, request.body);
    const id = await updateProduct(db, valid, request.params.id, ifMatchVersion(request));
    if (id === null) return missedUpdate(request, "Product", () => findProduct(store, request.params.id));
    const product = await findProduct(store, id);
    return ok(product, "Product updated successfully");
  });

  app.delete("/product/delete/:id", { schema: deleteProductSchema, preHandler: app.backOffice }, async (request) => {
    try {
      if (!(await deleteProduct(db, request.params.id))) throw notFound("Product");
    } catch (error) {
      if (isReferenced(error))
        throw conflict("This product is part of orders and cannot be deleted; set it to Draft instead.");
      throw error;
    }
    return ok(null, "Product deleted successfully");
  });

  /** Deletes the batch's products that no order references; the others are refused, naming how many orders hold them. */
  async function deleteBatch(batch: number[]): Promise<BatchOutcome> {
    const { deleted, found, inOrders } = await deleteProducts(db, batch);
    const refused = found
      .filter((product) => inOrders.has(product.id))
      .map((product) => {
        const count = inOrders.get(product.id)!;
        return {
          id: product.id,
          label: product.name,
          reason: `In ${count} order${count === 1 ? "" : "s"}; set it to Draft instead`,
        };
      });
    return {
      changed: deleted,
      refused: [
        ...refused,
        ...notFoundRefusals(
          batch,
          found.map((product) => product.id),
        ),
      ],
    };
  }

  app.post(
    "/products/bulk",
    { schema: bulkSchemas.products, preHandler: app.backOffice, config: { journal: "per-batch" } },
    async (request, reply) => {
      const { action } = request.body;
      const ids = await selectedIds(request.body, (filter) => matchingProductIds(db, filter));
      /** Publishes or unpublishes the batch's products (a product already so counts as changed, as one update does). */
      const setStatus = async (batch: number[]): Promise<BatchOutcome> => {
        const changed = await setProductsStatus(db, batch, action === "PUBLISH" ? "PUBLISHED" : "DRAFT");
        return { changed, refused: notFoundRefusals(batch, changed) };
      };
      const done = { PUBLISH: "published", UNPUBLISH: "unpublished", DELETE: "deleted" }[action];
      const apply = action === "DELETE" ? deleteBatch : setStatus;
      return sendBulk({ app, request, reply, ids, noun: ["product", "products"], done, apply });
    },
  );
};
export default productsRoutes;
