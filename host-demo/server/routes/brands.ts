import { and, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { brands, categories } from "../db/schema/index.js";
import { checkNamed, guardedDelete } from "../lib/catalog/catalogChecks.js";
import { notFound, ok } from "../lib/http/http.js";
import { missedUpdate, sameVersion } from "../lib/records/versions.js";
import { nameTaken, withUniqueName } from "../lib/records/uniqueNames.js";
import { brandSchemas } from "../schemas/catalog.js";

/**
 * Brands. Names are unique (409, lib/records/uniqueNames.ts). Deleting a brand that still has
 * categories is refused (409): delete or move them first. Banners that point at a deleted brand are deleted with it.
 */
const brandsRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  const counts = db
    .select({ brand_id: categories.brand_id, categoryCount: count().as("category_count") })
    .from(categories)
    .groupBy(categories.brand_id)
    .as("category_counts");
  const select = () =>
    db
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

  app.get("/brand/get", { schema: brandSchemas.list, preHandler: app.backOffice }, async () =>
    ok(await select().orderBy(desc(brands.created_at), desc(brands.id)), "Brands"),
  );

  app.get("/brandbyId/get/:id", { schema: brandSchemas.byId, preHandler: app.backOffice }, async (request) => {
    const [brand] = await select().where(eq(brands.id, request.params.id));
    if (!brand) throw notFound("Brand");
    return ok(brand, "Brand");
  });

  app.post("/brand", { schema: brandSchemas.create, preHandler: app.backOffice }, async (request, reply) => {
    const { brand_name, description = "", image_url } = request.body;
    checkNamed("brand_name", brand_name, image_url);
    const name = brand_name.trim();
    const [created] = await withUniqueName(
      () =>
        db
          .insert(brands)
          .values({ brand_name: name, description: description.trim(), image_url: image_url.trim() })
          .returning(),
      () => nameTaken.brand(name),
    );
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok({ ...created, categoryCount: 0 }, "Brand created successfully");
  });

  app.put("/brand/update/:id", { schema: brandSchemas.update, preHandler: app.backOffice }, async (request) => {
    const { brand_name, description = "", image_url } = request.body;
    checkNamed("brand_name", brand_name, image_url);
    const name = brand_name.trim();
    const [updated] = await withUniqueName(
      () =>
        db
          .update(brands)
          .set({ brand_name: name, description: description.trim(), image_url: image_url.trim() })
          .where(and(eq(brands.id, request.params.id), sameVersion(request, brands.version)))
          .returning({ id: brands.id }),
      () => nameTaken.brand(name),
    );
    if (!updated)
      return missedUpdate(request, "Brand", async () => (await select().where(eq(brands.id, request.params.id)))[0]);
    const [brand] = await select().where(eq(brands.id, updated.id));
    return ok(brand, "Brand updated successfully");
  });

  app.delete("/brand/delete/:id", { schema: brandSchemas.remove, preHandler: app.backOffice }, async (request) => {
    const deleted = await guardedDelete(db, request.params.id, {
      table: brands,
      id: brands.id,
      bannerTarget: "BRAND",
      children: {
        table: categories,
        parentId: categories.brand_id,
        describe: (value) => `This brand has ${value} categor${value === 1 ? "y" : "ies"}; delete or move them first.`,
      },
    });
    if (!deleted) throw notFound("Brand");
    return ok(null, "Brand Deleted Successfully");
  });
};
export default brandsRoutes;
