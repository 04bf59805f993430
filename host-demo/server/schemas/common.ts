import { Type, type Static, type TObject, type TSchema } from "@sinclair/typebox";

/**
 * Schema pieces shared by every area. Request and response schemas are TypeBox values: Fastify
 * validates requests and serializes responses with them, the handlers' types are derived from
 * them, and the OpenAPI document (hence the client's generated types) is written from them.
 */

/** The largest id a row can have (the id columns are PostgreSQL `integer`). */
export const MAX_ID = 2147483647;

export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });

/** A reference to a named schema (a component of the OpenAPI document), typed as that schema. */
export const Ref = <T extends TSchema>(schema: T) => {
  if (!schema.$id) throw new Error("Ref needs a schema with an $id");
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id));
};

/**
 * The schema or null: `type: [type, "null"]` where the schema has one type, which the serializer
 * writes directly (with `anyOf` it tries each branch per value, and may write null as 0).
 */
export function Nullable<T extends TSchema>(schema: T) {
  const { type, enum: values } = schema as { type?: unknown; enum?: unknown[] };
  if (typeof type === "string" && type !== "array") {
    return Type.Unsafe<Static<T> | null>({
      ...schema,
      type: [type, "null"],
      ...(values ? { enum: [...values, null] } : {}),
    });
  }
  return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
}

export const text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
export const nullableText = (maxLength: number) => Nullable(Type.String({ maxLength }));
export const Email = Type.String({ minLength: 1, maxLength: 254 });
export const Password = Type.String({ minLength: 1, maxLength: 200 });
/** A timestamp as PostgreSQL writes it (ISO 8601 with a zone offset). */
export const Timestamp = Type.String();

/** One of a few strings: `{ type: "string", enum }` in the document, a union of literals in TypeScript. */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: "string", enum: [...values], ...options });

export const ActiveStatus = StringEnum(["ACTIVE", "INACTIVE"]);

/** The answer of every failure: `{ success: false, message, body: null }`. */
export const ErrorEnvelope = Type.Object(
  { success: Type.Boolean(), message: Type.String(), body: Type.Null() },
  { $id: "Error", description: "A failure: message says what went wrong, for a person to read." },
);

/** The spec's envelope around a successful answer's body. */
export const Envelope = <T extends TSchema>(body: T) =>
  Type.Object({ success: Type.Boolean(), message: Type.String(), body });

const ERROR_DESCRIPTIONS = {
  400: "The request is invalid (the message names the field)",
  401: "Not signed in, or the token is invalid, expired or superseded",
  403: "Signed in without the role this call needs",
  404: "Nothing with this id",
  409: "Refused in the current state (the message says why)",
  413: "The request body or upload is too large",
  429: "Too many failed attempts; try again later",
  500: "An unexpected fault on the server (logged there; the answer carries no detail)",
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Who may call an operation; the route's preHandler enforces it, the document declares it. */
export type Access = "public" | "signedIn" | "backOffice" | "superAdmin";

interface OperationSpec {
  operationId: string;
  tag: string;
  summary: string;
  access: Access;
  params?: TObject;
  querystring?: TObject;
  body?: TSchema;
  consumes?: string[];
  /** Media types of a success answer other than JSON (e.g. text/csv). */
  produces?: string[];
  /** Success answers by status code (200 or 201). */
  response: Record<number, TSchema>;
  /** Failure answers beyond the ones implied: 400 with any input, 413 with a body, 401 and 403
   * behind sign-in, 500 everywhere. */
  errors?: ErrorStatus[];
}

type ErrorResponses = { [K in ErrorStatus]?: typeof ErrorEnvelope };

/** A route's whole schema: request and response shapes, and what the OpenAPI document says of it. */
export function operation<const S extends OperationSpec>(spec: S) {
  const { tag, access, errors = [], response, ...rest } = spec;
  const codes = new Set<ErrorStatus>(errors);
  if (spec.params || spec.querystring || spec.body) codes.add(400);
  if (spec.body) codes.add(413);
  if (access !== "public") codes.add(401);
  if (access === "backOffice" || access === "superAdmin") codes.add(403);
  codes.add(500);
  const errorResponses: Record<number, TSchema> = {};
  for (const code of [...codes].sort()) {
    errorResponses[code] = Type.Unsafe({ ...Ref(ErrorEnvelope), description: ERROR_DESCRIPTIONS[code] });
  }
  return {
    ...rest,
    tags: [tag],
    security: access === "public" ? [] : [{ bearer: [] }],
    response: { ...response, ...errorResponses } as S["response"] & ErrorResponses,
  } as Omit<S, "tag" | "access" | "errors" | "response"> & {
    tags: string[];
    security: { bearer: string[] }[];
    response: S["response"] & ErrorResponses;
  };
}
