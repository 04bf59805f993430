import { desc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { AppOptions } from "../app.js";
import { devices, flavours, nicotines } from "../db/schema/index.js";
import { badRequest, notFound, ok } from "../lib/http.js";
import { idParams } from "../schemas/common.js";

interface AttributeKind {
  /** Path segment of the spec's calls: /flavour/get, /device/update/{id}, ... */
  path: string;
  label: string;
  table: PgTable & { id: PgColumn; created_at: PgColumn };
  /** Required text fields (the spec: colour and tag name; nicotine strength and unit). */
  required: string[];
  fields: string[];
}

const KINDS: AttributeKind[] = [
  {
    path: "flavour",
    label: "Colour",
    table: flavours,
    required: ["flavour_name"],
    fields: ["flavour_name", "description"],
  },
  { path: "device", label: "Tag", table: devices, required: ["device_name"], fields: ["device_name", "description"] },
  {
    path: "nicotine",
    label: "Nicotine strength",
    table: nicotines,
    required: ["nicotine_strength", "unit"],
    fields: ["nicotine_strength", "unit", "description"],
  },
];

/**
 * Colours (flavours), tags (devices) and nicotine strengths: the same five calls each. Deleting
 * one removes it from the products that had it (the join rows cascade); orders keep their lines
 * with the colour or tag left empty.
 */
function registerKind(app: FastifyInstance, kind: AttributeKind) {
  const db = app.database.db;
  const body = {
    type: "object",
    required: kind.required,
    additionalProperties: false,
    properties: Object.fromEntries(
      kind.fields.map((field) => [field, { type: "string", maxLength: field === "description" ? 5000 : 200 }]),
    ),
  };
  const schema = (summary: string, extra: object = {}) => ({
    tags: ["attributes"],
    summary: `${kind.label}: ${summary}`,
    ...extra,
  });
  const clean = (input: Record<string, string>) => {
    const values: Record<string, string> = {};
    for (const field of kind.fields) values[field] = (input[field] ?? "").trim();
    for (const field of kind.required) if (!values[field]) throw badRequest(`${field} is required`);
    return values;
  };

  app.get(`/${kind.path}/get`, { schema: schema("list"), preHandler: app.backOffice }, async () =>
    ok(
      await db.select().from(kind.table).orderBy(desc(kind.table.created_at), desc(kind.table.id)),
      `${kind.label} list`,
    ),
  );

  app.post<{ Body: Record<string, string> }>(
    `/${kind.path}`,
    { schema: schema("create", { body }), preHandler: app.backOffice },
    async (request, reply) => {
      const [created] = await db.insert(kind.table).values(clean(request.body)).returning();
      return reply.status(201).send(ok(created, `${kind.label} created successfully`));
    },
  );

  app.put<{ Params: { id: number }; Body: Record<string, string> }>(
    `/${kind.path}/update/:id`,
    { schema: schema("update", { params: idParams, body }), preHandler: app.backOffice },
    async (request) => {
      const [updated] = await db
        .update(kind.table)
        .set(clean(request.body))
        .where(eq(kind.table.id, request.params.id))
        .returning();
      if (!updated) throw notFound(kind.label);
      return ok(updated, `${kind.label} updated successfully`);
    },
  );

  app.delete<{ Params: { id: number } }>(
    `/${kind.path}/delete/:id`,
    {
      schema: schema("delete (removed from the products that had it)", { params: idParams }),
      preHandler: app.backOffice,
    },
    async (request) => {
      const deleted = await db
        .delete(kind.table)
        .where(eq(kind.table.id, request.params.id))
        .returning({ id: kind.table.id });
      if (deleted.length === 0) throw notFound(kind.label);
      return ok(null, `${kind.label} deleted successfully`);
    },
  );
}

const attributes: FastifyPluginAsync<AppOptions> = async (app) => {
  for (const kind of KINDS) registerKind(app, kind);
};
export default attributes;
