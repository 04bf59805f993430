import type { Static } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { badRequest, conflict, isReferenced, notFound, ok } from "../lib/http/http.js";
import { nameTaken, withUniqueName } from "../lib/records/uniqueNames.js";
import { ifMatchVersion, missedUpdate } from "../lib/records/versions.js";
import {
  createShippingService,
  deleteShippingService,
  findShippingService,
  listShippingServices,
  updateShippingService,
} from "../repositories/shipping.js";
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
    ok(await listShippingServices(db), "Shipping services"),
  );
  app.post("/shipping/add", { schema: shippingSchemas.create, preHandler: app.backOffice }, async (request, reply) => {
    const values = clean(request.body);
    const created = await withUniqueName(
      () => createShippingService(db, values),
      () => nameTaken.shipping(values.title),
    );
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(created, "Submitted successfully");
  });
  app.put("/shipping/update/:id", { schema: shippingSchemas.update, preHandler: app.backOffice }, async (request) => {
    const values = clean(request.body);
    const { id } = request.params;
    const updated = await withUniqueName(
      () => updateShippingService(db, id, values, ifMatchVersion(request)),
      () => nameTaken.shipping(values.title),
    );
    if (!updated) return missedUpdate(request, "Shipping service", () => findShippingService(db, id));
    return ok(updated, "Updated successfully");
  });
  app.delete(
    "/shipping/delete/:id",
    { schema: shippingSchemas.remove, preHandler: app.backOffice },
    async (request) => {
      try {
        if (!(await deleteShippingService(db, request.params.id))) throw notFound("Shipping service");
      } catch (error) {
        if (isReferenced(error)) throw conflict("This shipping service is used by orders and cannot be deleted.");
        throw error;
      }
      return ok(null, "Shipping service deleted successfully");
    },
  );
};
export default shipping;
