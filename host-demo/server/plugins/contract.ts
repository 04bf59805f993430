import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../lib/http/http.js";
import { namedSchemas } from "../schemas/index.js";

type Part = "params" | "querystring";

/** The integer fields of a route's params and querystring schemas. */
function integerFields(route: RouteOptions): [Part, string][] {
  const fields: [Part, string][] = [];
  for (const part of ["params", "querystring"] as const) {
    const schema = route.schema?.[part] as { properties?: Record<string, { type?: unknown }> } | undefined;
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      if (property.type === "integer") fields.push([part, name]);
    }
  }
  return fields;
}

const DECIMAL = /^\d+$/;

/**
 * Where the first NUL character is in a parsed body, query string or params (a string value or a
 * key), as a dotted path ("" for the value itself); undefined when there is none. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
export function nulPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, ""]];
  while (pending.length > 0) {
    const [current, at] = pending.pop()!;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return at;
    } else if (current !== null && typeof current === "object" && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = at ? `${at}.${key}` : key;
        if (key.includes("\u0000")) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

const NUL_PARTS = [
  ["body", (request: FastifyRequest) => request.body],
  ["querystring", (request: FastifyRequest) => request.query],
  ["params", (request: FastifyRequest) => request.params],
] as const;

/**
 * The API's contract: registers the named schemas the routes refer to, and makes every integer
 * in a path or query string decimal digits only. Ajv's coercion alone would read `0x10` as 16
 * and `1e3` as 1000; this check runs before it, so those answer 400 naming the field. A NUL
 * character anywhere in a body, query string or path is refused the same way: PostgreSQL's text
 * cannot hold it, so it would otherwise fail the write with a 500.
 */
export default fp(
  async function contract(app: FastifyInstance) {
    for (const schema of namedSchemas) app.addSchema(schema);

    app.addHook("preValidation", async (request) => {
      for (const [part, read] of NUL_PARTS) {
        const at = nulPath(read(request));
        if (at !== undefined) {
          throw badRequest(`Invalid ${at ? `${part}.${at}` : part}: must not contain a NUL character`);
        }
      }
    });

    app.addHook("onRoute", (route) => {
      const fields = integerFields(route);
      if (fields.length === 0) return;
      const checkDecimal = async (request: FastifyRequest) => {
        for (const [part, name] of fields) {
          const raw = (part === "params" ? request.params : request.query) as Record<string, unknown>;
          const value = raw[name];
          if (value !== undefined && !(typeof value === "string" && DECIMAL.test(value))) {
            throw badRequest(`Invalid ${part}.${name}: must be a positive whole number in decimal digits (like 12)`);
          }
        }
      };
      const existing = route.preValidation;
      route.preValidation = existing
        ? [...(Array.isArray(existing) ? existing : [existing]), checkDecimal]
        : checkDecimal;
    });
  },
  { name: "contract" },
);
