import { and, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { brands, categories, products } from "../db/schema/index.js";
import { checkNamed, guardedDelete } from "../lib/catalog/catalogChecks.js";
import { badRequest, notFound, ok } from "../lib/http/http.js";
import { nameTaken, withUniqueName } from "../lib/records/uniqueNames.js";
import { missedUpdate, sameVersion } from "../lib/records/versions.js";
import { categorySchemas } from "../schemas/catalog.js";

/**
 * Categories, under a brand or (in the general form) without one. Deleting a category that
 * still has products is refused (409); its banners are deleted with it.
 */
const categoriesRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
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
  const newestFirst = [desc(categories.created_at), desc(categories.id)];

  async function checkBrand(brandId: number | null | undefined) {
    if (brandId === null || brandId === undefined) return;
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    if (!brand) throw badRequest("brand_id does not match a brand");
  }

  app.get("/category/get", { schema: categorySchemas.list, preHandler: app.backOffice }, async () =>
    ok(await select().orderBy(...newestFirst), "Categories"),
  );

  app.get(
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

  app.get("/categoryById/get/:id", { schema: categorySchemas.byId, preHandler: app.backOffice }, async (request) => {
    const [category] = await select().where(eq(categories.id, request.params.id));
    if (!category) throw notFound("Category");
    return ok(category, "Category");
  });

  app.post("/category", { schema: categorySchemas.create, preHandler: app.backOffice }, async (request, reply) => {
    const { category_name, description = "", image_url, brand_id = null } = request.body;
    checkNamed("category_name", category_name, image_url);
    await checkBrand(brand_id);
    const name = category_name.trim();
    const [created] = await withUniqueName(
      () =>
        db
          .insert(categories)
          .values({ category_name: name, description: description.trim(), image_url: image_url.trim(), brand_id })
          .returning({ id: categories.id }),
      () => nameTaken.category(name),
    );
    const [category] = await select().where(eq(categories.id, created.id));
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(category, "Category created successfully");
  });

  app.put("/category/update/:id", { schema: categorySchemas.update, preHandler: app.backOffice }, async (request) => {
    const { category_name, description = "", image_url, brand_id } = request.body;
    checkNamed("category_name", category_name, image_url);
    await checkBrand(brand_id);
    const name = category_name.trim();
    const [updated] = await withUniqueName(
      () =>
        db
          .update(categories)
          .set({
            category_name: name,
            description: description.trim(),
            image_url: image_url.trim(),
            ...(brand_id === undefined ? {} : { brand_id }),
          })
          .where(and(eq(categories.id, request.params.id), sameVersion(request, categories.version)))
          .returning({ id: categories.id }),
      () => nameTaken.category(name),
    );
    if (!updated) {
      return missedUpdate(
        request,
        "Category",
        async () => (await select().where(eq(categories.id, request.params.id)))[0],
      );
    }
    const [category] = await select().where(eq(categories.id, updated.id));
    return ok(category, "Category updated successfully");
  });

  app.delete(
    "/category/delete/:id",
    { schema: categorySchemas.remove, preHandler: app.backOffice },
    async (request) => {
      const deleted = await guardedDelete(db, request.params.id, {
        table: categories,
        id: categories.id,
        bannerTarget: "CATEGORY",
        children: {
          table: products,
          parentId: products.category_id,
          describe: (value) =>
            `This category has ${value} product${value === 1 ? "" : "s"}; delete or move them first.`,
        },
      });
      if (!deleted) throw notFound("Category");
      return ok(null, "Category deleted successfully");
    },
  );
};
export default categoriesRoutes;
