import { Ajv, type ErrorObject, type Options, type ValidateFunction } from "ajv";
import {
  BAR_CODE_TEXT,
  DECIMAL_TEXT,
  isBarCodeField,
  isNumberField,
  PATTERN_MESSAGES,
  WHOLE_TEXT,
} from "../../schemas/common.js";

/**
 * The validators of the request's parts. A path or a query string is text, so its numbers are
 * read from text (after the contract plugin checked they are decimal digits). A JSON body has
 * types of its own, so nothing is coerced: `true`, `["3"]`, `"0x10"`, `"1e2"` or `" 13 "` in a
 * number field is a 400 naming the field, where coercion stored 1, 3, 16, 100 and 13. The two
 * exceptions are read here, before the schema is checked: a NumberField's plain decimal text
 * becomes its number, and a BarCodeField's JSON number becomes its digits (schemas/common.ts).
 */

type HttpPart = "body" | "headers" | "params" | "querystring";
interface RouteSchema {
  schema: object;
  httpPart?: string;
}
/** The compiler Fastify asks for each part of each route. */
type Compile = (route: RouteSchema) => ValidateFunction | ((data: unknown) => boolean);

/** Fastify's own defaults (@fastify/ajv-compiler), which the app's ajv options then adjust. */
const DEFAULTS: Options = { coerceTypes: "array", useDefaults: true, removeAdditional: true, allErrors: false };

/** A calendar day, YYYY-MM-DD, that exists (what ajv-formats' "date" accepts). */
function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

function makeAjv(externalSchemas: Record<string, unknown>, options: Options): Ajv {
  // Union types are how a nullable field or a NumberField is written (type: ["number", "string"]).
  const ajv = new Ajv({ ...options, allowUnionTypes: true });
  ajv.addFormat("date", { type: "string", validate: isDay });
  for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as object);
  return ajv;
}

/** The value at an ajv instancePath ("/images/0/image_id") in the validated data. */
function valueAt(data: unknown, instancePath: string): unknown {
  let current = data;
  for (const segment of instancePath.split("/").slice(1)) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[segment.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return current;
}

/** A NumberField's types as ajv names them in a type error ("integer,string,null"), and its pattern. */
const NUMBER_FIELD_TYPES: Record<string, string> = {
  "number,string": DECIMAL_TEXT,
  "number,string,null": DECIMAL_TEXT,
  "integer,string": WHOLE_TEXT,
  "integer,string,null": WHOLE_TEXT,
  "string,integer": BAR_CODE_TEXT,
  "string,integer,null": BAR_CODE_TEXT,
};

/**
 * Replaces ajv's "must match pattern "^…$"" by what the pattern means (PATTERN_MESSAGES), and a
 * NumberField's "must be integer,string,null" by what it takes.
 */
function explain(errors: ErrorObject[] | null | undefined, data: unknown) {
  for (const error of errors ?? []) {
    const { pattern, type } = error.params as { pattern?: string; type?: string };
    const key =
      error.keyword === "pattern" ? pattern : error.keyword === "type" ? NUMBER_FIELD_TYPES[type ?? ""] : undefined;
    const meaning = key === undefined ? undefined : PATTERN_MESSAGES[key];
    if (meaning) error.message = meaning(valueAt(data, error.instancePath));
  }
}

/** A field read before the schema is checked: where it is (property names, "*" for an array's items) and how. */
interface FieldRead {
  path: string[];
  read: (value: unknown) => unknown;
}

/** A NumberField's plain decimal text becomes its number; anything else is left for the schema to refuse. */
const numberFromText = (text: RegExp) => (value: unknown) =>
  typeof value === "string" && text.test(value) ? Number(value) : value;

/** A BarCodeField's number becomes its decimal digits (a fraction, sign or exponent then fails the pattern). */
const digitsFromNumber = (value: unknown) => (typeof value === "number" ? String(value) : value);

/** The fields of a body schema read before it is checked. */
function fieldReads(schema: unknown, at: string[] = [], found: FieldRead[] = []): FieldRead[] {
  if (isNumberField(schema)) {
    found.push({ path: at, read: numberFromText(new RegExp((schema as { pattern: string }).pattern)) });
    return found;
  }
  if (isBarCodeField(schema)) {
    found.push({ path: at, read: digitsFromNumber });
    return found;
  }
  const { properties, items, anyOf } = (schema ?? {}) as {
    properties?: Record<string, unknown>;
    items?: unknown;
    anyOf?: unknown[];
  };
  for (const [name, property] of Object.entries(properties ?? {})) fieldReads(property, [...at, name], found);
  if (items) fieldReads(items, [...at, "*"], found);
  for (const branch of anyOf ?? []) fieldReads(branch, at, found);
  return found;
}

/** Reads these fields of the body in place. */
function readFields(data: unknown, fields: FieldRead[]) {
  const visit = (parent: unknown, path: string[], read: FieldRead["read"]) => {
    if (parent === null || typeof parent !== "object") return;
    const [key, ...rest] = path;
    const record = parent as Record<string, unknown>;
    const keys = key === "*" ? (Array.isArray(parent) ? parent.keys() : []) : [key];
    for (const name of keys) {
      if (rest.length > 0) visit(record[name], rest, read);
      else if (name in record) record[name] = read(record[name]);
    }
  };
  for (const { path, read } of fields) visit(data, path, read);
}

/** A schema with an $id is compiled once per ajv (a second compile would be refused). */
function compileOnce(ajv: Ajv, schema: object): ValidateFunction {
  const id = (schema as { $id?: string }).$id;
  return (id ? ajv.getSchema(id) : undefined) ?? ajv.compile(schema);
}

/** A part's validator; a body's first reads its NumberFields and BarCodeFields. */
function validator(ajv: Ajv, schema: object, part: HttpPart | undefined) {
  const validate = compileOnce(ajv, schema);
  const reads = part === "body" ? fieldReads(schema) : [];
  const check = (data: unknown) => {
    if (reads.length > 0) readFields(data, reads);
    const valid = validate(data);
    if (!valid) explain(validate.errors, data);
    check.errors = validate.errors;
    return valid;
  };
  check.errors = null as ErrorObject[] | null | undefined;
  return check;
}

const pool = new Map<string, Compile>();

/**
 * Fastify's `schemaController.compilersFactory.buildValidator`: one ajv that coerces (paths,
 * query strings, headers) and one that does not (bodies), both knowing the shared schemas.
 */
export function buildRequestValidators(
  externalSchemas: Record<string, unknown>,
  ajvOptions: { customOptions?: Options } = {},
): Compile {
  const key = JSON.stringify([externalSchemas, ajvOptions.customOptions]);
  const pooled = pool.get(key);
  if (pooled) return pooled;
  const options = { ...DEFAULTS, ...ajvOptions.customOptions };
  const coercing = makeAjv(externalSchemas, options);
  const strict = makeAjv(externalSchemas, { ...options, coerceTypes: false });
  const compile: Compile = ({ schema, httpPart }) => {
    const part = httpPart as HttpPart | undefined;
    return validator(part === "body" ? strict : coercing, schema, part);
  };
  pool.set(key, compile);
  return compile;
}
