import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { banners, products } from "../db/schema/index.js";
import { conflict, isReferenced, notFound, ok } from "../lib/http.js";
import { saveProduct, validateProduct } from "../lib/productInput.js";
import type { Memo } from "../lib/pageAnchors.js";
import { loadProducts, productPage, readProductNames } from "../lib/productPages.js";
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

  app.get("/product/byid/:id", { schema: productByIdSchema, preHandler: app.backOffice }, async (request) => {
    const [product] = await loadProducts(read, [request.params.id], names);
    if (!product) throw notFound("Product");
    return ok(product, "Product");
  });

  app.post("/product", { schema: createProductSchema, preHandler: app.backOffice }, async (request, reply) => {
    const id = await saveProduct(db, await validateProduct(db, request.body));
    const [product] = await loadProducts(read, [id!], names);
    return reply.status(201).send(ok(product, "Product created successfully"));
  });

  app.put("/product/update/:id", { schema: updateProductSchema, preHandler: app.backOffice }, async (request) => {
    const id = await saveProduct(db, await validateProduct(db, request.body), request.params.id);
    if (id === null) throw notFound("Product");
    const [product] = await loadProducts(read, [id], names);
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
};
export default productsRoutes;
