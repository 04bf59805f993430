import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Type } from "@sinclair/typebox";
import { Ref } from "../../host-demo/server/schemas/common.js";
import { TAGS } from "../../host-demo/server/schemas/index.js";
import { createTestApp, DEMO, type TestApp } from "./helpers.js";

/**
 * The API's contract as an integrator meets it: the OpenAPI document lints clean with Redocly's
 * recommended rules, every operation says who may call it and what each answer looks like, and no
 * junk id, query or body makes any route of the document answer 5xx.
 */

interface Operation {
  operationId?: string;
  security?: unknown[];
  tags?: string[];
  parameters?: { in: string; name: string; schema?: { type?: string } }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}
type Document = {
  servers?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};

const JUNK_IDS = ["1e309", "-1", "1.5", "abc", "0x10", "99999999999999999999", "0", "%20"];
/** Raw JSON texts: wrong types, wrong shapes, numbers JSON.parse reads as Infinity, huge text. */
const JUNK_BODIES = [
  "{}",
  "[]",
  "null",
  '"text"',
  "12",
  "1e309",
  "{",
  JSON.stringify({ id: "abc", name: 5, title: ["x"], price: "free" }),
];

/**
 * What a number field of a body must refuse: hex, exponent, spaces and Infinity as text, a
 * boolean, a list. Coercion used to store them as 16, 100, 13, 1 and 3 (Infinity was a 500).
 */
const JUNK_NUMBERS: unknown[] = ["0x10", "1e2", true, ["3"], " 13 ", "Infinity"];

/** A schema of the document, as far as these tests read it. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  $ref?: string;
}

let t: TestApp;
let token: string;
let document: Document;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: false });
  token = await t.signIn("superAdmin");
  const { status, json } = await t.call("GET", "/api/docs/json");
  expect(status).toBe(200);
  document = json as unknown as Document;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route, method: method.toUpperCase(), operation })),
  );

/** A path with every parameter set: ids to 1 (or the given value), names to a file that is not there. */
const fill = (route: string, value?: string) =>
  route.replace(/\{(\w+)\}/g, (_, name: string) => (name === "name" ? "missing.png" : (value ?? "1")));

describe("the OpenAPI document", () => {
  test("says what it describes: OpenAPI 3.1, the API's title and licence, relative server, bearer JWT, every tag", async () => {
    const head = document as unknown as {
      openapi: string;
      info: { title: string; version: string; license: { identifier: string } };
      tags: { name: string; description: string }[];
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(head.openapi).toBe("3.1.0");
    expect(head.info).toMatchObject({
      title: "Shop back-office reference API",
      version: "0.1.0",
      license: { name: "MIT", identifier: "MIT" },
    });
    expect(document.servers).toEqual([{ url: "/", description: "The host serving this document" }]);
    expect(head.components.securitySchemes).toEqual({
      bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
    });
    expect(head.tags).toEqual(TAGS);
    // Named schemas keep their $id as their component name, never a numbered def-N.
    const names = Object.keys(document.components.schemas);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /^def-\d+$/.test(name))).toEqual([]);
    // The document does not list its own route.
    expect(Object.keys(document.paths)).not.toContain("/api/docs/json");
  });

  test("passes `redocly lint` with the recommended rules: 0 errors, 0 warnings", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "shop-openapi-lint-"));
    const file = path.join(folder, "openapi.json");
    fs.writeFileSync(file, JSON.stringify(document));
    try {
      const { stdout } = await promisify(execFile)(
        path.resolve("node_modules/.bin/redocly"),
        ["lint", file, "--extends=recommended", "--format=json"],
        { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
      );
      const report = JSON.parse(stdout.slice(stdout.indexOf("{"))) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  test("every operation has an operationId, a tag, declared security and its 2xx, 4xx and 500 answers", () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(90);
    const ids = new Set<string>();
    const signedWithout401: string[] = [];
    for (const { route, method, operation } of all) {
      const where = `${method} ${route}`;
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      ids.add(operation.operationId!);
      expect(operation.tags?.length, where).toBe(1);
      expect(Array.isArray(operation.security), where).toBe(true);
      const codes = Object.keys(operation.responses);
      expect(
        codes.some((code) => /^2\d\d$/.test(code)),
        where,
      ).toBe(true);
      expect(
        codes.some((code) => /^4\d\d$/.test(code)),
        where,
      ).toBe(true);
      expect(codes, where).toContain("500");
      // Behind sign-in means the document says bearer and lists the 401.
      if (operation.security!.length > 0 && !codes.includes("401")) signedWithout401.push(where);
    }
    expect(signedWithout401).toEqual([]);
    expect(ids.size).toBe(all.length);
    expect(document.servers?.length).toBeGreaterThan(0);
  });

  test("each operation lists the refusals it gives: 400 with input, 413 with a body, 403 where a customer is refused", async () => {
    const customer = (await t.account("USER")).token;
    let refusedCustomers = 0;
    // Where the document misses a refusal the operation gives: each list must stay empty.
    const missing = { "400": [] as string[], "413": [] as string[], "403": [] as string[] };
    for (const { route, method, operation } of operations()) {
      const where = `${method} ${route}`;
      const codes = Object.keys(operation.responses);
      const hasInput = (operation.parameters ?? []).length > 0 || Boolean(operation.requestBody);
      if (hasInput && !codes.includes("400")) missing["400"].push(where);
      if (operation.requestBody && !codes.includes("413")) missing["413"].push(where);
      // Reads and deletes reach the role check with no body to refuse first.
      if (operation.security!.length > 0 && (method === "GET" || method === "DELETE")) {
        const { status } = await t.call(method, fill(route), { token: customer });
        if (status === 403) refusedCustomers++;
        if (status === 403 && !codes.includes("403")) missing["403"].push(where);
      }
    }
    expect(missing).toEqual({ "400": [], "413": [], "403": [] });
    expect(refusedCustomers).toBeGreaterThan(40);
    // An image is served to anyone: its document names no sign-in or role refusal.
    const image = Object.keys(document.paths["/api/upload/files/{name}"].get.responses);
    expect(image).not.toContain("401");
    expect(image).not.toContain("403");
  });

  test("a schema reference needs a named schema", () => {
    expect(() => Ref(Type.String())).toThrow("Ref needs a schema with an $id");
  });

  test("entities are named components, and none of them has a secret field", () => {
    const schemas = document.components.schemas;
    for (const name of ["Account", "User", "Brand", "Category", "Product", "Order", "OrderDetail", "Error"]) {
      expect(Object.keys(schemas)).toContain(name);
    }
    const fields = Object.values(schemas).flatMap((schema) => Object.keys(schema.properties ?? {}));
    for (const secret of ["password_hash", "session_id", "code_hash", "password"]) {
      expect(fields).not.toContain(secret);
    }
  });
});

describe("answers are written by their schema", () => {
  test("the signed-in user and the admin list carry exactly the Account fields", async () => {
    const accountFields = Object.keys(document.components.schemas.Account.properties!).sort();
    const me = await t.call("GET", "/api/user", { token });
    expect(me.status).toBe(200);
    expect(Object.keys(me.json.body).sort()).toEqual(accountFields);
    expect(me.json.body.email).toBe(DEMO.superAdmin.email);

    const admins = await t.call("GET", "/api/users/admins", { token });
    expect(admins.status).toBe(200);
    expect(admins.json.body.length).toBeGreaterThan(0);
    for (const admin of admins.json.body) expect(Object.keys(admin).sort()).toEqual(accountFields);
  });

  test("sign-in answers the token beside a body of exactly the SignedInUser fields", async () => {
    const { status, json } = await t.call("POST", "/api/auth/signin", { body: DEMO.admin });
    expect(status).toBe(200);
    expect(typeof json.accessToken).toBe("string");
    expect(Object.keys(json).sort()).toEqual(["accessToken", "body", "message", "success"]);
    expect(Object.keys(json.body).sort()).toEqual(
      Object.keys(document.components.schemas.SignedInUser.properties!).sort(),
    );
  });
});

describe("junk ids, queries and bodies", () => {
  test("the declared lengths hold: an email over 254, a password over 200, a question over 1,000, a code over 12 characters", async () => {
    for (const [url, body, field] of [
      ["/api/auth/signin", { email: `${"a".repeat(243)}@example.com`, password: "x" }, "email"],
      ["/api/auth/signin", { email: DEMO.admin.email, password: "x".repeat(201) }, "password"],
      ["/api/faq/create", { question: "x".repeat(1001), answer: "A" }, "question"],
      ["/api/auth/otp/verify", { email: DEMO.admin.email, otp: "1".repeat(13) }, "otp"],
    ] as const) {
      const { status, json } = await t.call("POST", url, { token, body });
      expect([url, field, status]).toEqual([url, field, 400]);
      expect(json.message).toContain(`body.${field}`);
    }
    // At the limit, the question is taken.
    const longest = await t.call("POST", "/api/faq/create", {
      token,
      body: { question: "x".repeat(1000), answer: "A" },
    });
    expect(longest.status).toBe(201);
  });

  test("0x10, 1e309 and 99999999999999999999 as a user id are 400s naming the field", async () => {
    for (const id of ["0x10", "1e309", "99999999999999999999", "-1", "1.5", "abc"]) {
      const { status, json } = await t.call("GET", `/api/user/byid/${id}`, { token });
      expect({ id, status }).toEqual({ id, status: 400 });
      expect(json.success).toBe(false);
      expect(json.message).toMatch(/^Invalid params\.id: /);
    }
  });

  test("every integer parameter of every operation refuses junk with a 400 naming it", async () => {
    let checked = 0;
    for (const { route, method, operation } of operations()) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.schema?.type !== "integer") continue;
        for (const junk of JUNK_IDS) {
          const url =
            parameter.in === "path"
              ? fill(route.replace(`{${parameter.name}}`, junk))
              : `${fill(route)}?${parameter.name}=${junk}`;
          const { status, json } = await t.call(method as "GET", url, {
            token,
            body: method === "GET" ? undefined : {},
          });
          const part = parameter.in === "path" ? "params" : "querystring";
          expect({ url, method, status }).toEqual({ url, method, status: 400 });
          expect(json.message).toContain(`${part}.${parameter.name}`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(400);
  }, 120_000);

  /** The schema a $ref names, or the schema itself. */
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref
      ? (document.components.schemas[schema.$ref.split("/").pop()!] as JsonSchema)
      : schema.anyOf
        ? resolve(schema.anyOf.find((branch) => branch.type !== "null") ?? schema.anyOf[0])
        : schema;
  const types = (schema: JsonSchema) => [resolve(schema).type ?? []].flat();

  /** The smallest value the schema accepts: required fields only, empty lists, the first enum value. */
  const sample = (raw: JsonSchema): unknown => {
    const schema = resolve(raw);
    if (schema.enum) return schema.enum.find((value) => value !== null);
    const type = types(schema).find((one) => one !== "null");
    if (type === "object") {
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sample(schema.properties![name])]));
    }
    if (type === "array") return [];
    if (type === "string") return "x".repeat(schema.minLength ?? 0);
    if (type === "integer" || type === "number") return schema.minimum ?? 1;
    if (type === "boolean") return true;
    return null;
  };

  /** Every number or integer field of a body schema, as a path ("*": an item of a list). */
  const numberFields = (raw: JsonSchema, at: string[] = []): string[][] => {
    const schema = resolve(raw);
    if (types(schema).some((type) => type === "number" || type === "integer")) return [at];
    return [
      ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => numberFields(property, [...at, name])),
      ...(schema.items ? numberFields(schema.items, [...at, "*"]) : []),
    ];
  };

  /** A body the schema accepts but for `junk` at `path`. */
  const bodyWith = (raw: JsonSchema, path: string[], junk: unknown): unknown => {
    const schema = resolve(raw);
    if (path.length === 0) return junk;
    const [head, ...rest] = path;
    if (head === "*") return [bodyWith(schema.items!, rest, junk)];
    return { ...(sample(schema) as object), [head]: bodyWith(schema.properties![head], rest, junk) };
  };

  test("every number field of every body refuses 0x10, 1e2, true, a list, spaces and Infinity with a 400 naming it", async () => {
    let checked = 0;
    const fields = new Set<string>();
    for (const { route, method, operation } of operations()) {
      const schema = operation.requestBody?.content["application/json"] as { schema?: JsonSchema } | undefined;
      if (!schema?.schema) continue;
      for (const path of numberFields(schema.schema)) {
        const field = `body.${path.map((segment) => (segment === "*" ? "0" : segment)).join(".")}`;
        fields.add(`${method} ${route} ${field}`);
        for (const junk of JUNK_NUMBERS) {
          const payload = bodyWith(schema.schema, path, junk);
          const { status, json } = await t.call(method as "POST", fill(route), { token, body: payload });
          expect({ route, method, field, junk, status }).toEqual({ route, method, field, junk, status: 400 });
          expect(json.message, `${method} ${route} ${JSON.stringify(payload)}`).toContain(`Invalid ${field}: `);
          checked++;
        }
      }
    }
    // Products (10 fields), discounts (5), and the ids and prices of the rest, on create and update.
    expect([...fields]).toContain("POST /api/product body.images.0.display_order");
    expect([...fields]).toContain("PUT /api/discount/update/{id} body.number_of_uses_per_user");
    // A barcode is text that also takes a whole number: the walk covers it too.
    expect([...fields]).toContain("POST /api/product body.bar_code");
    expect([...fields]).toContain("PUT /api/product/update/{id} body.bar_code");
    expect(fields.size).toBeGreaterThanOrEqual(40);
    expect(checked).toBe(fields.size * JUNK_NUMBERS.length);
  }, 180_000);

  test("no junk body makes any operation answer 5xx", async () => {
    let checked = 0;
    for (const { route, method } of operations()) {
      if (method === "GET" || method === "DELETE") continue;
      for (const junk of JUNK_BODIES) {
        const response = await t.app.inject({
          method: method as "POST",
          url: fill(route),
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          payload: junk,
        });
        const answer = response.statusCode >= 500 ? `${response.statusCode} ${response.body}` : "below 500";
        expect({ route, method, junk, answer }).toEqual({ route, method, junk, answer: "below 500" });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  }, 120_000);
});
