import type { Static } from "@sinclair/typebox";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { banners, brands, categories, products } from "../db/schema/index.js";
import { badRequest, notFound, ok } from "../lib/http/http.js";
import { missedUpdate, sameVersion } from "../lib/records/versions.js";
import { bannerBody, bannerSchemas } from "../schemas/settings.js";

type BannerBody = Static<typeof bannerBody>;

/**
 * Banners point at a product, category or brand. The target must exist; deleting a brand,
 * category or product deletes the banners that point at it (see those routes).
 */
const bannerRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  const targetName = sql<string | null>`case ${banners.target_type}
    when 'PRODUCT' then (select ${products.product_name} from ${products} where ${products.id} = ${banners.target_id})
    when 'CATEGORY' then (select ${categories.category_name} from ${categories} where ${categories.id} = ${banners.target_id})
    when 'BRAND' then (select ${brands.brand_name} from ${brands} where ${brands.id} = ${banners.target_id}) end`;
  const select = () =>
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

  async function clean(body: BannerBody, adding: boolean, current?: { img_url: string }) {
    const title = body.title?.trim() ?? "";
    if (!title) throw badRequest("Please enter a title");
    const img_url = body.img_url?.trim() || current?.img_url || "";
    if (adding && !img_url) throw badRequest("Please select an image");
    if (!body.target_type || !body.target_id) throw badRequest("Please select type and item");
    const table = { PRODUCT: products, CATEGORY: categories, BRAND: brands }[body.target_type];
    const [target] = await db.select({ id: table.id }).from(table).where(eq(table.id, body.target_id));
    if (!target) throw badRequest("The selected item does not exist");
    return { title, img_url, target_type: body.target_type, target_id: body.target_id };
  }

  app.get("/banner/get", { schema: bannerSchemas.list, preHandler: app.backOffice }, async () =>
    ok(await select().orderBy(desc(banners.created_at), desc(banners.id)), "Banners"),
  );
  app.post("/banner", { schema: bannerSchemas.create, preHandler: app.backOffice }, async (request, reply) => {
    const [created] = await db
      .insert(banners)
      .values(await clean(request.body, true))
      .returning({ id: banners.id });
    const [banner] = await select().where(eq(banners.id, created.id));
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(banner, "Banner added successfully");
  });
  app.put("/banner/update/:id", { schema: bannerSchemas.update, preHandler: app.backOffice }, async (request) => {
    const [current] = await db
      .select({ img_url: banners.img_url })
      .from(banners)
      .where(eq(banners.id, request.params.id));
    if (!current) throw notFound("Banner");
    const [updated] = await db
      .update(banners)
      .set(await clean(request.body, false, current))
      .where(and(eq(banners.id, request.params.id), sameVersion(request, banners.version)))
      .returning({ id: banners.id });
    if (!updated) {
      return missedUpdate(request, "Banner", async () => (await select().where(eq(banners.id, request.params.id)))[0]);
    }
    const [banner] = await select().where(eq(banners.id, request.params.id));
    return ok(banner, "Banner updated successfully");
  });
  for (const [action, status, message] of [
    ["activate", "ACTIVE", "Banner activated successfully"],
    ["inactive", "INACTIVE", "Banner inactivated successfully"],
  ] as const) {
    app.put(
      `/banner/${action}/:id`,
      { schema: bannerSchemas.setStatus(action, status), preHandler: app.backOffice },
      async (request) => {
        const updated = await db
          .update(banners)
          .set({ status })
          .where(eq(banners.id, request.params.id))
          .returning({ id: banners.id, status: banners.status });
        if (updated.length === 0) throw notFound("Banner");
        return ok(updated[0], message);
      },
    );
  }
  app.delete("/banner/delete/:id", { schema: bannerSchemas.remove, preHandler: app.backOffice }, async (request) => {
    const deleted = await db.delete(banners).where(eq(banners.id, request.params.id)).returning({ id: banners.id });
    if (deleted.length === 0) throw notFound("Banner");
    return ok(null, "Banner Deleted successfully");
  });
};
export default bannerRoutes;
