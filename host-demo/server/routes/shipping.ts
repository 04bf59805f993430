import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { AppOptions } from "../app.js";
import { shippingServices } from "../db/schema/index.js";
import { badRequest, conflict, isReferenced, notFound, ok } from "../lib/http.js";
import { idParams, shippingBody, tagged } from "../schemas/settings.js";

interface ShippingBody {
  title?: string;
  description?: string;
  price?: number | null;
  image?: string;
}

function clean(body: ShippingBody) {
  const title = body.title?.trim() ?? "";
  const description = body.description?.trim() ?? "";
  if (!title || !description || body.price === null || body.price === undefined) {
    throw badRequest("Please fill the required fields (title, description, price)");
  }
  if (!body.image?.trim()) throw badRequest("Please upload an image.");
  return { title, description, price: body.price, image: body.image.trim() };
}

/** Shipping services. One used by orders cannot be deleted (409). */
const shipping: FastifyPluginAsync<AppOptions> = async (app) => {
  const db = app.database.db;
  app.get("/shipping/get", { schema: tagged("shipping", "Shipping services"), preHandler: app.backOffice }, async () =>
    ok(
      await db.select().from(shippingServices).orderBy(desc(shippingServices.created_at), desc(shippingServices.id)),
      "Shipping services",
    ),
  );
  app.post<{ Body: ShippingBody }>(
    "/shipping/add",
    { schema: tagged("shipping", "Add a shipping service", { body: shippingBody }), preHandler: app.backOffice },
    async (request, reply) => {
      const [created] = await db.insert(shippingServices).values(clean(request.body)).returning();
      return reply.status(201).send(ok(created, "Submitted successfully"));
    },
  );
  app.put<{ Params: { id: number }; Body: ShippingBody }>(
    "/shipping/update/:id",
    {
      schema: tagged("shipping", "Update a shipping service", { params: idParams, body: shippingBody }),
      preHandler: app.backOffice,
    },
    async (request) => {
      const [updated] = await db
        .update(shippingServices)
        .set(clean(request.body))
        .where(eq(shippingServices.id, request.params.id))
        .returning();
      if (!updated) throw notFound("Shipping service");
      return ok(updated, "Updated successfully");
    },
  );
  app.delete<{ Params: { id: number } }>(
    "/shipping/delete/:id",
    {
      schema: tagged("shipping", "Delete a shipping service (409 while orders use it)", { params: idParams }),
      preHandler: app.backOffice,
    },
    async (request) => {
      try {
        const deleted = await db
          .delete(shippingServices)
          .where(eq(shippingServices.id, request.params.id))
          .returning({ id: shippingServices.id });
        if (deleted.length === 0) throw notFound("Shipping service");
      } catch (error) {
        if (isReferenced(error)) throw conflict("This shipping service is used by orders and cannot be deleted.");
        throw error;
      }
      return ok(null, "Shipping service deleted successfully");
    },
  );
};
export default shipping;
