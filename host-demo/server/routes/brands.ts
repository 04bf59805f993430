import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { checkNamed } from "../lib/catalog/catalogChecks.js";
import { notFound, ok } from "../lib/http/http.js";
import { ifMatchVersion, missedUpdate } from "../lib/records/versions.js";
import { nameTaken, withUniqueName } from "../lib/records/uniqueNames.js";
import { createBrand, deleteBrand, findBrand, listBrands, updateBrand } from "../repositories/brands.js";
import { brandSchemas } from "../schemas/catalog.js";

/**
 * Brands. Names are unique (409, lib/records/uniqueNames.ts). Deleting a brand that still has
 * categories is refused (409): delete or move them first. Banners that point at a deleted brand are deleted with it.
 */
const brandsRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get("/brand/get", { schema: brandSchemas.list, preHandler: app.backOffice }, async () =>
    ok(await listBrands(db), "Brands"),
  );

  app.get("/brandbyId/get/:id", { schema: brandSchemas.byId, preHandler: app.backOffice }, async (request) => {
    const brand = await findBrand(db, request.params.id);
    if (!brand) throw notFound("Brand");
    return ok(brand, "Brand");
  });

  app.post("/brand", { schema: brandSchemas.create, preHandler: app.backOffice }, async (request, reply) => {
    const { brand_name, description = "", image_url } = request.body;
    checkNamed("brand_name", brand_name, image_url);
    const name = brand_name.trim();
    const created = await withUniqueName(
      () => createBrand(db, { brand_name: name, description: description.trim(), image_url: image_url.trim() }),
      () => nameTaken.brand(name),
    );
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(created, "Brand created successfully");
  });

  app.put("/brand/update/:id", { schema: brandSchemas.update, preHandler: app.backOffice }, async (request) => {
    const { brand_name, description = "", image_url } = request.body;
    checkNamed("brand_name", brand_name, image_url);
    const name = brand_name.trim();
    const { id } = request.params;
    const values = { brand_name: name, description: description.trim(), image_url: image_url.trim() };
    const brand = await withUniqueName(
      () => updateBrand(db, id, values, ifMatchVersion(request)),
      () => nameTaken.brand(name),
    );
    if (!brand) return missedUpdate(request, "Brand", () => findBrand(db, id));
    return ok(brand, "Brand updated successfully");
  });

  app.delete("/brand/delete/:id", { schema: brandSchemas.remove, preHandler: app.backOffice }, async (request) => {
    if (!(await deleteBrand(db, request.params.id))) throw notFound("Brand");
    return ok(null, "Brand Deleted Successfully");
  });
};
export default brandsRoutes;
