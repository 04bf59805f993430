import type { Static } from "@sinclair/typebox";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { shippingServices } from "../db/schema/index.js";
import { badRequest, conflict, isReferenced, notFound, ok } from "../lib/http/http.js";
import { nameTaken, withUniqueName } from "../lib/records/uniqueNames.js";
import { missedUpdate, sameVersion } from "../lib/records/versions.js";
import { shippingBody, shippingSchemas } from "../schemas/settings.js";

type ShippingBody = Static<typeof shippingBody>;

function clean(body: ShippingBody) {
  const title = body.title?.trim() ?? "";
  const description = body.description?.trim() ?? "";
  if (!title || !description || body.price === null || body.price === undefined) {
    throw badRequest("Please fill the required fields (title, description, price)");
  }
  if (!body.image?.trim()) throw badRequest("Please upload an image.");
  return { title, description, price: body.price, image: body.image.trim() };
}

/** Shipping services. Titles are unique (409); one used by orders cannot be deleted (409). */
const shipping: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  app.get("/shipping/get", { schema: shippingSchemas.list, preHandler: app.backOffice }, async () =>
    ok(
      await db.select().from(shippingServices).orderBy(desc(shippingServices.created_at), desc(shippingServices.id)),
      "Shipping services",
    ),
  );
  app.post("/shipping/add", { schema: shippingSchemas.create, preHandler: app.backOffice }, async (request, reply) => {
    const values = clean(request.body);
    const [created] = await withUniqueName(
      () => db.insert(shippingServices).values(values).returning(),
      () => nameTaken.shipping(values.title),
    );
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(created, "Submitted successfully");
  });
  app.put("/shipping/update/:id", { schema: shippingSchemas.update, preHandler: app.backOffice }, async (request) => {
    const values = clean(request.body);
    const [updated] = await withUniqueName(
      () =>
        db
          .update(shippingServices)
          .set(values)
          .where(and(eq(shippingServices.id, request.params.id), sameVersion(request, shippingServices.version)))
          .returning(),
      () => nameTaken.shipping(values.title),
    );
    if (!updated) {
      return missedUpdate(request, "Shipping service", async () => {
        const [current] = await db.select().from(shippingServices).where(eq(shippingServices.id, request.params.id));
        return current;
      });
    }
    return ok(updated, "Updated successfully");
  });
  app.delete(
    "/shipping/delete/:id",
    { schema: shippingSchemas.remove, preHandler: app.backOffice },
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
