import { and, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import type { Db } from "../db/client.js";
import { banners, products } from "../db/schema/index.js";
import { conflict, isReferenced, notFound, ok } from "../lib/http.js";
import { saveProduct, validateProduct } from "../lib/productInput.js";
import {
  createProductSchema,
  deleteProductSchema,
  listProductsSchema,
  productByIdSchema,
  productsOfCategorySchema,
  type ProductPageQuery,
  updateProductSchema,
} from "../schemas/products.js";

/** The spec's read shape for these product ids, in the given order (one query per relation). */
async function loadProducts(db: Db, ids: number[]) {
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

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Products. Lists select the page's ids on the (status, created_at, id) indexes first, then load
 * the relations for those ids only. Deleting a product that orders reference is refused (409);
 * otherwise its images, colours, tags and strengths links go with it (cascade), and so do the
 * banners that point at it.
 */
const productsRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  async function page(query: ProductPageQuery, categoryId?: number) {
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
      app.readCache.get(countKey, async () => {
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

  app.get("/products", { schema: listProductsSchema, preHandler: app.backOffice }, async (request) =>
    ok(await app.readCache.get(request.url, () => page(request.query)), "Products"),
  );

  app.get(
    "/product/categoryId/:id",
    { schema: productsOfCategorySchema, preHandler: app.backOffice },
    async (request) =>
      ok(await app.readCache.get(request.url, () => page(request.query, request.params.id)), "Products"),
  );

  app.get("/product/byid/:id", { schema: productByIdSchema, preHandler: app.backOffice }, async (request) => {
    const [product] = await loadProducts(db, [request.params.id]);
    if (!product) throw notFound("Product");
    return ok(product, "Product");
  });

  app.post("/product", { schema: createProductSchema, preHandler: app.backOffice }, async (request, reply) => {
    const id = await saveProduct(db, await validateProduct(db, request.body));
    const [product] = await loadProducts(db, [id!]);
    return reply.status(201).send(ok(product, "Product created successfully"));
  });

  app.put("/product/update/:id", { schema: updateProductSchema, preHandler: app.backOffice }, async (request) => {
    const id = await saveProduct(db, await validateProduct(db, request.body), request.params.id);
    if (id === null) throw notFound("Product");
    const [product] = await loadProducts(db, [id]);
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
