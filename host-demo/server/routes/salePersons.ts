import type { Static } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { badRequest, conflict, notFound, ok, pgErrorCode } from "../lib/http/http.js";
import { ifMatchVersion, missedUpdate } from "../lib/records/versions.js";
import { createSalePerson, findSalePerson, listSalePersons, updateSalePerson } from "../repositories/salePersons.js";
import { salePersonBody, salePersonSchemas } from "../schemas/settings.js";

type SalePersonBody = Static<typeof salePersonBody>;

/** The spec's sale person rules; every field is checked, the message names it. */
function clean(body: SalePersonBody) {
  const full_name = body.full_name?.trim() ?? "";
  const email = body.email?.trim().toLowerCase() ?? "";
  const dob = body.dob?.trim() ?? "";
  const contact = body.contact_number?.trim() ?? "";
  if (!full_name) throw badRequest("full_name is required");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest("email must be a valid email address");
  if (!dob) throw badRequest("dob is required");
  if (!/^\d{10,15}$/.test(contact)) throw badRequest("contact_number must be 10 to 15 digits");
  return { full_name, email, dob, contact_number: contact, image_url: body.image_url?.trim() || null };
}

/** Sale persons are users of type SALEPERSON (they do not sign in to the back-office). */
const salePersons: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  const duplicate = (error: unknown) => {
    if (pgErrorCode(error) === "23505") throw conflict("A user with this email already exists");
    throw error;
  };

  app.get("/salepersons", { schema: salePersonSchemas.list, preHandler: app.backOffice }, async () =>
    ok(await listSalePersons(db), "Sale persons"),
  );
  app.get("/saleperson/byid/:id", { schema: salePersonSchemas.byId, preHandler: app.backOffice }, async (request) => {
    const person = await findSalePerson(db, request.params.id);
    if (!person) throw notFound("Sale person");
    return ok(person, "Sale person");
  });
  app.post(
    "/user/saleperson/create",
    { schema: salePersonSchemas.create, preHandler: app.backOffice },
    async (request, reply) => {
      const created = await createSalePerson(db, clean(request.body)).catch(duplicate);
      // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
      reply.status(201);
      return ok(created, "Sale person created successfully");
    },
  );
  app.put(
    "/saleperson/update/:id",
    { schema: salePersonSchemas.update, preHandler: app.backOffice },
    async (request) => {
      const { id } = request.params;
      const updated = await updateSalePerson(db, id, clean(request.body), ifMatchVersion(request)).catch(duplicate);
      if (!updated) return missedUpdate(request, "Sale person", () => findSalePerson(db, id));
      return ok(updated, "User updated successfully");
    },
  );
};
export default salePersons;
