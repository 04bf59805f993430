import crypto from "node:crypto";
import type { Static } from "@sinclair/typebox";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { users } from "../db/schema/index.js";
import { badRequest, conflict, notFound, ok, pgErrorCode } from "../lib/http/http.js";
import { missedUpdate, sameVersion } from "../lib/records/versions.js";
import { salePersonBody, salePersonSchemas } from "../schemas/settings.js";

type SalePersonBody = Static<typeof salePersonBody>;

const columns = {
  id: users.id,
  full_name: users.full_name,
  email: users.email,
  dob: users.dob,
  contact_number: users.contact_number,
  image_url: users.image_url,
  referral_code: users.referral_code,
  account_status: users.account_status,
  created_at: users.created_at,
  version: users.version,
};

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
  const isSalePerson = (id: number) => and(eq(users.id, id), eq(users.user_type, "SALEPERSON"));
  const duplicate = (error: unknown) => {
    if (pgErrorCode(error) === "23505") throw conflict("A user with this email already exists");
    throw error;
  };

  app.get("/salepersons", { schema: salePersonSchemas.list, preHandler: app.backOffice }, async () =>
    ok(
      await db
        .select(columns)
        .from(users)
        .where(eq(users.user_type, "SALEPERSON"))
        .orderBy(desc(users.created_at), desc(users.id)),
      "Sale persons",
    ),
  );
  app.get("/saleperson/byid/:id", { schema: salePersonSchemas.byId, preHandler: app.backOffice }, async (request) => {
    const [person] = await db.select(columns).from(users).where(isSalePerson(request.params.id));
    if (!person) throw notFound("Sale person");
    return ok(person, "Sale person");
  });
  app.post(
    "/user/saleperson/create",
    { schema: salePersonSchemas.create, preHandler: app.backOffice },
    async (request, reply) => {
      const values = clean(request.body);
      const referral_code = `SP${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
      const [created] = await db
        .insert(users)
        .values({ ...values, user_type: "SALEPERSON", referral_code })
        .returning(columns)
        .catch(duplicate);
      // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
      reply.status(201);
      return ok(created, "Sale person created successfully");
    },
  );
  app.put(
    "/saleperson/update/:id",
    { schema: salePersonSchemas.update, preHandler: app.backOffice },
    async (request) => {
      const updated = await db
        .update(users)
        .set(clean(request.body))
        .where(and(isSalePerson(request.params.id), sameVersion(request, users.version)))
        .returning(columns)
        .catch(duplicate);
      if (updated.length === 0) {
        return missedUpdate(request, "Sale person", async () => {
          const [current] = await db.select(columns).from(users).where(isSalePerson(request.params.id));
          return current;
        });
      }
      return ok(updated[0], "User updated successfully");
    },
  );
};
export default salePersons;
