import { and, desc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { TObject } from "@sinclair/typebox";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { AppOptions } from "../options.js";
import { devices, flavours, nicotines } from "../db/schema/index.js";
import { badRequest, notFound, ok } from "../lib/http/http.js";
import { missedUpdate, sameVersion } from "../lib/records/versions.js";
import { nameTaken, withUniqueName } from "../lib/records/uniqueNames.js";
import {
  attributeSchemas,
  Device,
  deviceBody,
  Flavour,
  flavourBody,
  Nicotine,
  nicotineBody,
} from "../schemas/catalog.js";

interface AttributeKind {
  /** Path segment of the spec's calls: /flavour/get, /device/update/{id}, ... */
  path: string;
  label: string;
  table: PgTable & { id: PgColumn; created_at: PgColumn; version: PgColumn };
  entity: TObject;
  /** The request body; its required text fields (colour and tag name; strength and unit) must not be blank. */
  body: TObject;
  required: string[];
  fields: string[];
  /** The 409 when the name (for strengths: strength and unit) is already used (migration 011). */
  taken: (values: Record<string, string>) => string;
}

const KINDS: AttributeKind[] = [
  {
    path: "flavour",
    label: "Colour",
    table: flavours,
    entity: Flavour,
    body: flavourBody,
    required: ["flavour_name"],
    fields: ["flavour_name", "description"],
    taken: (values) => nameTaken.colour(values.flavour_name),
  },
  {
    path: "device",
    label: "Tag",
    table: devices,
    entity: Device,
    body: deviceBody,
    required: ["device_name"],
    fields: ["device_name", "description"],
    taken: (values) => nameTaken.tag(values.device_name),
  },
  {
    path: "nicotine",
    label: "Nicotine strength",
    table: nicotines,
    entity: Nicotine,
    body: nicotineBody,
    required: ["nicotine_strength", "unit"],
    fields: ["nicotine_strength", "unit", "description"],
    taken: (values) => nameTaken.nicotine(values.nicotine_strength, values.unit),
  },
];

/**
 * Colours (flavours), tags (devices) and nicotine strengths: the same five calls each. Names are
 * unique (409; a strength with its unit). Deleting
 * one removes it from the products that had it (the join rows cascade); orders keep their lines
 * with the colour or tag left empty.
 */
type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

function registerKind(app: TypedApp, kind: AttributeKind) {
  const db = app.database.db;
  const schemas = attributeSchemas({ name: kind.path, label: kind.label, entity: kind.entity, body: kind.body });
  const clean = (input: Record<string, string>) => {
    const values: Record<string, string> = {};
    for (const field of kind.fields) values[field] = (input[field] ?? "").trim();
    for (const field of kind.required) if (!values[field]) throw badRequest(`${field} is required`);
    return values;
  };

  app.get(`/${kind.path}/get`, { schema: schemas.list, preHandler: app.backOffice }, async () =>
    ok(
      await db.select().from(kind.table).orderBy(desc(kind.table.created_at), desc(kind.table.id)),
      `${kind.label} list`,
    ),
  );

  app.post<{ Body: Record<string, string> }>(
    `/${kind.path}`,
    { schema: schemas.create, preHandler: app.backOffice },
    async (request, reply) => {
      const values = clean(request.body as Record<string, string>);
      const [created] = await withUniqueName(
        () => db.insert(kind.table).values(values).returning(),
        () => kind.taken(values),
      );
      // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
      reply.status(201);
      return ok(created, `${kind.label} created successfully`);
    },
  );

  app.put<{ Params: { id: number }; Body: Record<string, string> }>(
    `/${kind.path}/update/:id`,
    { schema: schemas.update, preHandler: app.backOffice },
    async (request) => {
      const values = clean(request.body as Record<string, string>);
      const [updated] = await withUniqueName(
        () =>
          db
            .update(kind.table)
            .set(values)
            .where(and(eq(kind.table.id, request.params.id), sameVersion(request, kind.table.version)))
            .returning(),
        () => kind.taken(values),
      );
      if (!updated) {
        return missedUpdate(request, kind.label, async () => {
          const [current] = await db.select().from(kind.table).where(eq(kind.table.id, request.params.id));
          return current;
        });
      }
      return ok(updated, `${kind.label} updated successfully`);
    },
  );

  app.delete(`/${kind.path}/delete/:id`, { schema: schemas.remove, preHandler: app.backOffice }, async (request) => {
    const deleted = await db
      .delete(kind.table)
      .where(eq(kind.table.id, request.params.id))
      .returning({ id: kind.table.id });
    if (deleted.length === 0) throw notFound(kind.label);
    return ok(null, `${kind.label} deleted successfully`);
  });
}

const attributes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  for (const kind of KINDS) registerKind(app, kind);
};
export default attributes;
