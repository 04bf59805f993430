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

/**
 * A number in a request body: a JSON number, or the same written in decimal digits as text
 * ("12.50", "-3"), as a form's text field sends it. Nothing else: no hex, exponent, spaces,
 * Infinity, boolean or list. The body's validator turns such text into the number before the
 * schema is checked (lib/http/requestValidation.ts), so handlers, minimum and maximum see a number.
 */
/** The most one price or amount may be in this shop (issue 31): a slip such as a comma read as a thousands mark is refused. */
export const MAX_AMOUNT_EUROS = 100_000;

export const DECIMAL_TEXT = "^-?\\d{1,15}(\\.\\d{1,15})?$";
export const WHOLE_TEXT = "^-?\\d{1,15}$";

export function NumberField<const N extends boolean = false>(options: {
  /** Absent where the route refuses too small a value with its own message. */
  minimum?: number;
  maximum: number;
  /** Whole numbers only (text then has no decimal point). */
  integer?: boolean;
  nullable?: N;
  description?: string;
}) {
  const { integer = false, nullable, ...bounds } = options;
  return Type.Unsafe<N extends true ? number | null : number>({
    type: [integer ? "integer" : "number", "string", ...(nullable ? ["null"] : [])],
    pattern: integer ? WHOLE_TEXT : DECIMAL_TEXT,
    ...bounds,
    description:
      options.description ??
      `A ${integer ? "whole number" : "number"}, or the same in decimal digits as text (${integer ? '"12"' : '"12.50"'})`,
  });
}

/** Whether a schema is a NumberField (whose decimal text the body's validator turns into numbers). */
export function isNumberField(schema: unknown): boolean {
  const { type, pattern } = (schema ?? {}) as { type?: unknown; pattern?: unknown };
  return Array.isArray(type) && type.includes("string") && (pattern === DECIMAL_TEXT || pattern === WHOLE_TEXT);
}

/** An EAN/GTIN barcode's digits: at most 14 (GTIN-14), blank for none. */
export const BAR_CODE_TEXT = "^\\d{0,14}$";

/**
 * A barcode in a request body: its digits as text ("0012345678905", leading zeros kept), or the
 * same as a whole JSON number (5012345678900), as a client that reads the barcode field as a
 * number sends it. The body's validator writes such a number as its digits before the schema is
 * checked (lib/http/requestValidation.ts), so the handler always sees text; any other number (1.5,
 * -3, 1e20) then fails the digits pattern and the request is a 400 naming the field.
 */
export function BarCodeField() {
  return Type.Unsafe<string | null>({
    type: ["string", "integer", "null"],
    pattern: BAR_CODE_TEXT,
    minimum: 0,
    maximum: 99_999_999_999_999,
    description:
      'A barcode: up to 14 digits as text ("0012345678905"), or the same as a whole number; blank or null for none. Answers give it as text',
  });
}

/** Whether a schema is a BarCodeField (whose JSON number the body's validator writes as digits). */
export function isBarCodeField(schema: unknown): boolean {
  const { type, pattern } = (schema ?? {}) as { type?: unknown; pattern?: unknown };
  return Array.isArray(type) && type.includes("integer") && pattern === BAR_CODE_TEXT;
}

/** The names this server gives stored images: the seed's, and uploads' random hex names. */
export const STORED_IMAGE_NAME = "(?:seed-\\d{2}\\.png|[a-f0-9]{32}\\.(?:png|jpg|webp|gif))";
/** Where an uploaded image is served: what an upload answers as img_url, and what the seed stores. */
export const UPLOADED_IMAGE_PATH = "/api/upload/files/";
/** An image URL in a body: blank (each route says when one is required), or one of this server's
 * uploads; spaces around it are trimmed by the routes. No foreign, `javascript:` or `data:` URL. */
const IMAGE_URL = `^\\s*(?:${UPLOADED_IMAGE_PATH}${STORED_IMAGE_NAME})?\\s*$`;

export function ImageUrl<const N extends boolean = false>(options: { nullable?: N } = {}) {
  return Type.Unsafe<N extends true ? string | null : string>({
    type: options.nullable ? ["string", "null"] : "string",
    maxLength: 2000,
    pattern: IMAGE_URL,
    description: `The img_url of an image uploaded to this server (${UPLOADED_IMAGE_PATH}…)`,
  });
}

/** Bidirectional embeddings, overrides and isolates: they reorder how the rest of a name reads. */
const BIDI_CONTROLS = "\\u202A-\\u202E\\u2066-\\u2069";
/** Characters that show nothing: controls that are not spaces, format characters (zero-width
 * spaces and joiners, bidi marks, the BOM) and every default-ignorable code point. */
const INVISIBLE = "\\u0000-\\u0008\\u000E-\\u001F\\u007F-\\u009F\\p{Cf}\\p{Default_Ignorable_Code_Point}";
/**
 * A name or title: no bidi control anywhere, and, unless blank (each route says when one is
 * required, in the spec's words), at least one character that shows. The BOM counts as
 * invisible, not as a space (JavaScript's \s and trim() take it for one). Linear to match: one
 * lookahead scan for a bidi control, one lazy scan for a visible character.
 */
const NAME = `^(?![\\s\\S]*[${BIDI_CONTROLS}])(?:[^\\S\\uFEFF]*$|[\\s\\S]*?[^\\s${INVISIBLE}])`;
const bidiControl = new RegExp(`[${BIDI_CONTROLS}]`, "u");

export const Name = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: NAME, description: "A name: some visible text, no bidi controls" });

/**
 * What a refused pattern means, for a person: ajv's own message would quote the expression.
 * The validators (lib/http/requestValidation.ts) put this in place of "must match pattern …".
 */
export const PATTERN_MESSAGES: Record<string, (value: unknown) => string> = {
  [DECIMAL_TEXT]: () => 'must be a number, or a decimal number as text such as "12.50"',
  [WHOLE_TEXT]: () => 'must be a whole number, or one as text such as "12"',
  [BAR_CODE_TEXT]: () => 'must be up to 14 digits, as text such as "0012345678905" or as a whole number',
  [IMAGE_URL]: () => `must be the img_url of an image uploaded to this server (${UPLOADED_IMAGE_PATH}…)`,
  [NAME]: (value) =>
    typeof value === "string" && bidiControl.test(value)
      ? "must not contain bidirectional control characters (U+202A–U+202E, U+2066–U+2069)"
      : "must contain a visible character, not only invisible ones",
};
export const nullableText = (maxLength: number) => Nullable(Type.String({ maxLength }));
export const Email = Type.String({ minLength: 1, maxLength: 254 });
export const Password = Type.String({ minLength: 1, maxLength: 200 });
/** A timestamp as PostgreSQL writes it (ISO 8601 with a zone offset). */
export const Timestamp = Type.String();

/** An editable record's version (lib/records/versions.ts): also its ETag; an update sends it back as If-Match. */
export const Version = Type.Optional(
  Type.Integer({
    minimum: 1,
    description: "Raised by each change; send it back as If-Match (quoted, as the ETag) to update this version only",
  }),
);

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

const IfMatchHeader = Type.Object({
  "if-match": Type.Optional(
    Type.String({
      maxLength: 40,
      description:
        'The ETag of the record as the operator read it ("3"): the update applies only to that version, else 412 with the current record. Without it the update applies as before',
    }),
  ),
});

/** A 412: the update was made from an older version; `body` is the record as it is now. */
const staleAnswer = (record: TSchema) =>
  Type.Object(
    { success: Type.Boolean(), message: Type.String(), body: record },
    { description: "If-Match named an older version: the record was changed meanwhile; body is the current one" },
  );

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
  /** An update that honours If-Match: the record it answers on 412 (lib/records/versions.ts). */
  versioned?: TSchema;
}

type ErrorResponses = { [K in ErrorStatus]?: typeof ErrorEnvelope };

/** A route's whole schema: request and response shapes, and what the OpenAPI document says of it. */
export function operation<const S extends OperationSpec>(spec: S) {
  const { tag, access, errors = [], response, versioned, ...rest } = spec;
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
  const stale = versioned ? { 412: staleAnswer(versioned) } : {};
  return {
    ...rest,
    ...(versioned ? { headers: IfMatchHeader } : {}),
    tags: [tag],
    security: access === "public" ? [] : [{ bearer: [] }],
    response: { ...response, ...stale, ...errorResponses } as S["response"] & ErrorResponses,
  } as Omit<S, "tag" | "access" | "errors" | "response" | "versioned"> & {
    tags: string[];
    security: { bearer: string[] }[];
    response: S["response"] & ErrorResponses;
  };
}
