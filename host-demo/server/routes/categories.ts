import { and, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { AppOptions } from "../app.js";
import { banners, brands, categories, products } from "../db/schema/index.js";
import { badRequest, conflict, notFound, ok } from "../lib/http.js";
import { categorySchemas } from "../schemas/catalog.js";
import { checkNamed } from "./brands.js";

interface CategoryBody {
  category_name: string;
  description?: string;
  image_url: string;
  brand_id?: number | null;
}

/**
 * Categories, under a brand or (in the general form) without one. Deleting a category that
 * still has products is refused (409); its banners are deleted with it.
 */
const categoriesRoutes: FastifyPluginAsync<AppOptions> = async (app) => {
  const db = app.database.db;
  const counts = db
    .select({ category_id: products.category_id, productCount: count().as("product_count") })
    .from(products)
    .groupBy(products.category_id)
    .as("product_counts");
  const select = () =>
    db
      .select({
        id: categories.id,
        category_name: categories.category_name,
        description: categories.description,
        image_url: categories.image_url,
        brand_id: categories.brand_id,
        created_at: categories.created_at,
        productCount: sql<number>`coalesce(${counts.productCount}, 0)::int`,
        brand: sql<{
          id: number;
          brand_name: string;
        } | null>`case when ${brands.id} is null then null else json_build_object('id', ${brands.id}, 'brand_name', ${brands.brand_name}) end`,
      })
      .from(categories)
      .leftJoin(counts, eq(counts.category_id, categories.id))
      .leftJoin(brands, eq(brands.id, categories.brand_id));
  const newestFirst = [desc(categories.created_at), desc(categories.id)];

  async function checkBrand(brandId: number | null | undefined) {
    if (brandId === null || brandId === undefined) return;
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    if (!brand) throw badRequest("brand_id does not match a brand");
  }

  app.get("/category/get", { schema: categorySchemas.list, preHandler: app.backOffice }, async () =>
    ok(await select().orderBy(...newestFirst), "Categories"),
  );

  app.get<{ Params: { brandId: number } }>(
    "/categories/brandId/:brandId",
    { schema: categorySchemas.ofBrand, preHandler: app.backOffice },
    async (request) => {
      const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, request.params.brandId));
      if (!brand) throw notFound("Brand");
      return ok(
        await select()
          .where(eq(categories.brand_id, brand.id))
          .orderBy(...newestFirst),
        "Categories",
      );
    },
  );

  app.get<{ Params: { id: number } }>(
    "/categoryById/get/:id",
    { schema: categorySchemas.byId, preHandler: app.backOffice },
    async (request) => {
      const [category] = await select().where(eq(categories.id, request.params.id));
      if (!category) throw notFound("Category");
      return ok(category, "Category");
    },
  );

  app.post<{ Body: CategoryBody }>(
    "/category",
    { schema: categorySchemas.create, preHandler: app.backOffice },
    async (request, reply) => {
      const { category_name, description = "", image_url, brand_id = null } = request.body;
      checkNamed("category_name", category_name, image_url);
      await checkBrand(brand_id);
      const [created] = await db
        .insert(categories)
        .values({
          category_name: category_name.trim(),
          description: description.trim(),
          image_url: image_url.trim(),
          brand_id,
        })
        .returning({ id: categories.id });
      const [category] = await select().where(eq(categories.id, created.id));
      return reply.status(201).send(ok(category, "Category created successfully"));
    },
  );

  app.put<{ Params: { id: number }; Body: CategoryBody }>(
    "/category/update/:id",
    { schema: categorySchemas.update, preHandler: app.backOffice },
    async (request) => {
      const { category_name, description = "", image_url, brand_id } = request.body;
      checkNamed("category_name", category_name, image_url);
      await checkBrand(brand_id);
      const [updated] = await db
        .update(categories)
        .set({
          category_name: category_name.trim(),
          description: description.trim(),
          image_url: image_url.trim(),
          ...(brand_id === undefined ? {} : { brand_id }),
        })
        .where(eq(categories.id, request.params.id))
        .returning({ id: categories.id });
      if (!updated) throw notFound("Category");
      const [category] = await select().where(eq(categories.id, updated.id));
      return ok(category, "Category updated successfully");
    },
  );

  app.delete<{ Params: { id: number } }>(
    "/category/delete/:id",
    { schema: categorySchemas.remove, preHandler: app.backOffice },
    async (request) => {
      const { id } = request.params;
      const [{ value }] = await db.select({ value: count() }).from(products).where(eq(products.category_id, id));
      if (value > 0)
        throw conflict(`This category has ${value} product${value === 1 ? "" : "s"}; delete or move them first.`);
      const deleted = await db.transaction(async (tx) => {
        await tx.delete(banners).where(and(eq(banners.target_type, "CATEGORY"), eq(banners.target_id, id)));
        return tx.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
      });
      if (deleted.length === 0) throw notFound("Category");
      return ok(null, "Category deleted successfully");
    },
  );
};
export default categoriesRoutes;
