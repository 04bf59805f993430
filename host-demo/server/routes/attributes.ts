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
import { badRequest, notFound, ok } from "../lib/http/http.js";
import { ifMatchVersion, missedUpdate } from "../lib/records/versions.js";
import { nameTaken, withUniqueName } from "../lib/records/uniqueNames.js";
import {
  createAttribute,
  deleteAttribute,
  findAttribute,
  listAttributes,
  updateAttribute,
  type AttributeKind as Kind,
} from "../repositories/attributes.js";
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
  path: Kind;
  label: string;
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
    entity: Flavour,
    body: flavourBody,
    required: ["flavour_name"],
    fields: ["flavour_name", "description"],
    taken: (values) => nameTaken.colour(values.flavour_name),
  },
  {
    path: "device",
    label: "Tag",
    entity: Device,
    body: deviceBody,
    required: ["device_name"],
    fields: ["device_name", "description"],
    taken: (values) => nameTaken.tag(values.device_name),
  },
  {
    path: "nicotine",
    label: "Nicotine strength",
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
    ok(await listAttributes(db, kind.path), `${kind.label} list`),
  );

  app.post<{ Body: Record<string, string> }>(
    `/${kind.path}`,
    { schema: schemas.create, preHandler: app.backOffice },
    async (request, reply) => {
      const values = clean(request.body as Record<string, string>);
      const created = await withUniqueName(
        () => createAttribute(db, kind.path, values),
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
      const { id } = request.params;
      const updated = await withUniqueName(
        () => updateAttribute(db, kind.path, id, values, ifMatchVersion(request)),
        () => kind.taken(values),
      );
      if (!updated) return missedUpdate(request, kind.label, () => findAttribute(db, kind.path, id));
      return ok(updated, `${kind.label} updated successfully`);
    },
  );

  app.delete(`/${kind.path}/delete/:id`, { schema: schemas.remove, preHandler: app.backOffice }, async (request) => {
    if (!(await deleteAttribute(db, kind.path, request.params.id))) throw notFound(kind.label);
    return ok(null, `${kind.label} deleted successfully`);
  });
}

const attributes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  for (const kind of KINDS) registerKind(app, kind);
};
export default attributes;
