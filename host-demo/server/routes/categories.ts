import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import type { Db } from "../db/client.js";
import { checkNamed } from "../lib/catalog/catalogChecks.js";
import { badRequest, notFound, ok } from "../lib/http/http.js";
import { nameTaken, withUniqueName } from "../lib/records/uniqueNames.js";
import { ifMatchVersion, missedUpdate } from "../lib/records/versions.js";
import {
  brandExists,
  createCategory,
  deleteCategory,
  findCategory,
  listCategories,
  updateCategory,
} from "../repositories/categories.js";
import { categorySchemas } from "../schemas/catalog.js";

/** A category's brand, when it names one, must exist (400). */
async function checkBrand(db: Db, brandId: number | null | undefined) {
  if (brandId === null || brandId === undefined) return;
  if (!(await brandExists(db, brandId))) throw badRequest("brand_id does not match a brand");
}

/**
 * Categories, under a brand or (in the general form) without one. Deleting a category that
 * still has products is refused (409); its banners are deleted with it.
 */
const categoriesRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get("/category/get", { schema: categorySchemas.list, preHandler: app.backOffice }, async () =>
    ok(await listCategories(db), "Categories"),
  );

  app.get(
    "/categories/brandId/:brandId",
    { schema: categorySchemas.ofBrand, preHandler: app.backOffice },
    async (request) => {
      const { brandId } = request.params;
      if (!(await brandExists(db, brandId))) throw notFound("Brand");
      return ok(await listCategories(db, brandId), "Categories");
    },
  );

  app.get("/categoryById/get/:id", { schema: categorySchemas.byId, preHandler: app.backOffice }, async (request) => {
    const category = await findCategory(db, request.params.id);
    if (!category) throw notFound("Category");
    return ok(category, "Category");
  });

  app.post("/category", { schema: categorySchemas.create, preHandler: app.backOffice }, async (request, reply) => {
    const { category_name, description = "", image_url, brand_id = null } = request.body;
    checkNamed("category_name", category_name, image_url);
    await checkBrand(db, brand_id);
    const name = category_name.trim();
    const category = await withUniqueName(
      () =>
        createCategory(db, {
          category_name: name,
          description: description.trim(),
          image_url: image_url.trim(),
          brand_id,
        }),
      () => nameTaken.category(name),
    );
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(category, "Category created successfully");
  });

  app.put("/category/update/:id", { schema: categorySchemas.update, preHandler: app.backOffice }, async (request) => {
    const { id } = request.params;
    const { category_name, description = "", image_url, brand_id } = request.body;
    checkNamed("category_name", category_name, image_url);
    await checkBrand(db, brand_id);
    const name = category_name.trim();
    const values = {
      category_name: name,
      description: description.trim(),
      image_url: image_url.trim(),
      ...(brand_id === undefined ? {} : { brand_id }),
    };
    const category = await withUniqueName(
      () => updateCategory(db, id, values, ifMatchVersion(request)),
      () => nameTaken.category(name),
    );
    if (!category) return missedUpdate(request, "Category", () => findCategory(db, id));
    return ok(category, "Category updated successfully");
  });

  app.delete(
    "/category/delete/:id",
    { schema: categorySchemas.remove, preHandler: app.backOffice },
    async (request) => {
      if (!(await deleteCategory(db, request.params.id))) throw notFound("Category");
      return ok(null, "Category deleted successfully");
    },
  );
};
export default categoriesRoutes;
