import type { Static } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { badRequest, notFound, ok } from "../lib/http/http.js";
import { ifMatchVersion, missedUpdate } from "../lib/records/versions.js";
import {
  bannerImage,
  bannerTargetExists,
  createBanner,
  deleteBanner,
  findBanner,
  listBanners,
  setBannerStatus,
  updateBanner,
} from "../repositories/banners.js";
import { bannerBody, bannerSchemas } from "../schemas/settings.js";

type BannerBody = Static<typeof bannerBody>;

/**
 * Banners point at a product, category or brand. The target must exist; deleting a brand,
 * category or product deletes the banners that point at it (see those routes).
 */
const bannerRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  async function clean(body: BannerBody, adding: boolean, current?: { img_url: string }) {
    const title = body.title?.trim() ?? "";
    if (!title) throw badRequest("Please enter a title");
    const img_url = body.img_url?.trim() || current?.img_url || "";
    if (adding && !img_url) throw badRequest("Please select an image");
    if (!body.target_type || !body.target_id) throw badRequest("Please select type and item");
    if (!(await bannerTargetExists(db, body.target_type, body.target_id)))
      throw badRequest("The selected item does not exist");
    return { title, img_url, target_type: body.target_type, target_id: body.target_id };
  }

  app.get("/banner/get", { schema: bannerSchemas.list, preHandler: app.backOffice }, async () =>
    ok(await listBanners(db), "Banners"),
  );
  app.post("/banner", { schema: bannerSchemas.create, preHandler: app.backOffice }, async (request, reply) => {
    const banner = await createBanner(db, await clean(request.body, true));
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(banner, "Banner added successfully");
  });
  app.put("/banner/update/:id", { schema: bannerSchemas.update, preHandler: app.backOffice }, async (request) => {
    const { id } = request.params;
    const current = await bannerImage(db, id);
    if (!current) throw notFound("Banner");
    const banner = await updateBanner(db, id, await clean(request.body, false, current), ifMatchVersion(request));
    if (!banner) return missedUpdate(request, "Banner", () => findBanner(db, id));
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
        const updated = await setBannerStatus(db, request.params.id, status);
        if (!updated) throw notFound("Banner");
        return ok(updated, message);
      },
    );
  }
  app.delete("/banner/delete/:id", { schema: bannerSchemas.remove, preHandler: app.backOffice }, async (request) => {
    if (!(await deleteBanner(db, request.params.id))) throw notFound("Banner");
    return ok(null, "Banner Deleted successfully");
  });
};
export default bannerRoutes;
