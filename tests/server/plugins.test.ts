// Each plugin on a small Fastify app that the test itself builds, with routes made for the test:
// what a plugin sets up when it is registered (hooks, decorators, handlers, the OpenAPI head) is
// then part of the test. The full app of the other files is built in beforeAll, where mutation
// testing cannot see the registration (a mutant is switched on per test), and building the full
// app inside a test would make every route's registration wait on these tests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { onTestFinished, describe, expect, test } from "vitest";
import type { Database } from "../../host-demo/server/db/client.js";
import { users } from "../../host-demo/server/db/schema/index.js";
import { HttpError } from "../../host-demo/server/lib/http/http.js";
import authPlugin from "../../host-demo/server/plugins/auth.js";
import contractPlugin from "../../host-demo/server/plugins/contract.js";
import databasePlugin from "../../host-demo/server/plugins/database.js";
import envelopePlugin from "../../host-demo/server/plugins/envelope.js";
import readCachePlugin from "../../host-demo/server/plugins/readCache.js";
import securityHeadersPlugin from "../../host-demo/server/plugins/securityHeaders.js";
import swaggerPlugin from "../../host-demo/server/plugins/swagger.js";
import { TAGS } from "../../host-demo/server/schemas/index.js";
import { openSeededDatabase, uniqueEmail } from "./helpers.js";

type LogLine = { level: number; msg: string } & Record<string, unknown>;

/** A Fastify app whose log lines (info and up) the test reads; closed when the test ends. */
async function appWith(setup: (app: FastifyInstance) => Promise<void>) {
  const logs: LogLine[] = [];
  const app = Fastify({
    // As in buildApp: opening and migrating a PGlite database takes over Fastify's 10 s default on a busy machine.
    pluginTimeout: 60_000,
    logger: { level: "info", stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) } },
  });
  onTestFinished(() => app.close());
  await setup(app);
  await app.ready();
  return { app, logs };
}

/** A copy of the migrated, seeded database the server tests start from; closed when the test ends. */
async function seededDatabase(): Promise<Database> {
  const { database, drop } = await openSeededDatabase();
  onTestFinished(async () => {
    await database.close();
    await drop();
  });
  return database;
}

/** Stands in for the database plugin where a plugin only needs it registered. */
const noDatabase = fp(async () => {}, { name: "database" });

describe("swagger: GET /api/docs/json", () => {
  test("serves an OpenAPI 3.1 document with the API's head, bearer JWT, named components, and not itself", async () => {
    const { app } = await appWith(async (app) => {
      await app.register(swaggerPlugin);
      app.addSchema({ $id: "Widget", type: "object", properties: { id: { type: "integer" } } });
      app.get(
        "/api/widgets",
        { schema: { tags: ["products"], response: { 200: { type: "array", items: { $ref: "Widget#" } } } } },
        async () => [{ id: 1 }],
      );
    });
    const response = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(document.info).toEqual({
      title: "Shop back-office reference API",
      description:
        "Every call of the back-office (spec section 7) under /api. Responses are `{ success, message, body }`; sign-in also carries `accessToken`. Send `Authorization: Bearer <token>`.",
      version: "0.1.0",
      license: { name: "MIT", identifier: "MIT" },
    });
    expect(document.servers).toEqual([{ url: "/", description: "The host serving this document" }]);
    expect(document.tags).toEqual(TAGS);
    expect(document.components.securitySchemes).toEqual({
      bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
    });
    expect(Object.keys(document.components.schemas)).toEqual(["Widget"]);
    expect(Object.keys(document.paths)).toEqual(["/api/widgets"]);
    expect(document.paths["/api/widgets"].get.responses["200"].content["application/json"].schema).toEqual({
      type: "array",
      items: { $ref: "#/components/schemas/Widget" },
    });
  });
});

describe("envelope", () => {
  const withRoutes = (options: { spaRoot?: string } = {}) =>
    appWith(async (app) => {
      await app.register(envelopePlugin, options);
      app.get("/conflict", async () => {
        throw new HttpError(409, "That name is taken");
      });
      app.get("/unavailable", async () => {
        throw new HttpError(503, "Down for maintenance");
      });
      app.get("/crash", async () => {
        throw new Error("connection to 10.0.0.5 refused");
      });
      app.get("/crash-500", async () => {
        throw Object.assign(new Error("pool password rejected"), { statusCode: 500 });
      });
      app.get("/teapot", async () => {
        throw Object.assign(new Error("I'm a teapot"), { statusCode: 418 });
      });
      app.get(
        "/pages",
        { schema: { querystring: { type: "object", properties: { page: { type: "integer", minimum: 1 } } } } },
        async () => ({ ok: true }),
      );
    });

  test("a route's HttpError answers its own status and message, 4xx and 5xx alike", async () => {
    const { app } = await withRoutes();
    const conflict = await app.inject({ method: "GET", url: "/conflict" });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ success: false, message: "That name is taken", body: null });
    const unavailable = await app.inject({ method: "GET", url: "/unavailable" });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual({ success: false, message: "Down for maintenance", body: null });
  });

  test("any other fault is a 500 that names nothing of it, and the log keeps the error", async () => {
    const { app, logs } = await withRoutes();
    for (const url of ["/crash", "/crash-500"]) {
      const crash = await app.inject({ method: "GET", url });
      expect(crash.statusCode, url).toBe(500);
      expect(crash.json(), url).toEqual({ success: false, message: "Internal server error", body: null });
    }
    const logged = logs.filter((line) => line.msg === "unhandled error");
    expect(logged.map((line) => (line.err as { message: string }).message)).toEqual([
      "connection to 10.0.0.5 refused",
      "pool password rejected",
    ]);
  });

  test("another client error keeps its status and message; a validation failure is a 400 naming the field", async () => {
    const { app } = await withRoutes();
    const teapot = await app.inject({ method: "GET", url: "/teapot" });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toEqual({ success: false, message: "I'm a teapot", body: null });
    const invalid = await app.inject({ method: "GET", url: "/pages?page=0" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ success: false, message: "Invalid querystring.page: must be >= 1", body: null });
  });

  test("an unknown path is a 404 naming it; with host pages, a GET of a page path answers their index.html", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-spa-"));
    onTestFinished(() => fs.rmSync(root, { recursive: true, force: true }));
    fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Back office</title>");
    const bare = await withRoutes();
    const missing = await bare.app.inject({ method: "GET", url: "/orders/5?tab=items" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: "Route GET /orders/5 not found", body: null });

    const { app } = await withRoutes({ spaRoot: root });
    for (const url of ["/orders/5", "/catalog/products?page=2"]) {
      const page = await app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(page.body, url).toBe("<!doctype html><title>Back office</title>");
    }
    for (const [method, url] of [
      ["GET", "/api/orders/5"],
      ["GET", "/missing.js"],
      ["POST", "/orders/5"],
    ] as const) {
      const answer = await app.inject({ method, url });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json(), `${method} ${url}`).toEqual({
        success: false,
        message: `Route ${method} ${url} not found`,
        body: null,
      });
    }
  });
});

describe("contract: integers in paths and query strings", () => {
  const withRoutes = () =>
    appWith(async (app) => {
      await app.register(envelopePlugin);
      await app.register(contractPlugin);
      const itemSchema = {
        params: { type: "object", properties: { id: { type: "integer" } } },
        querystring: { type: "object", properties: { page: { type: "integer" }, q: { type: "string" } } },
      };
      app.get("/items/:id", { schema: itemSchema }, async (request) => ({
        params: request.params,
        query: request.query,
      }));
      // Routes that bring their own preValidation hooks (one, or a list) keep them.
      app.get(
        "/one-hook/:id",
        {
          schema: itemSchema,
          preValidation: async (_request, reply) => {
            reply.header("x-hook", "one");
          },
        },
        async (request) => request.params,
      );
      app.get(
        "/two-hooks/:id",
        {
          schema: itemSchema,
          preValidation: [
            async (_request, reply) => {
              reply.header("x-first", "1");
            },
            async (_request, reply) => {
              reply.header("x-second", "2");
            },
          ],
        },
        async (request) => request.params,
      );
    });

  const refusal = (where: string) => ({
    success: false,
    message: `Invalid ${where}: must be a positive whole number in decimal digits (like 12)`,
    body: null,
  });

  test("decimal digits pass as numbers; hex, exponents and signs are 400s naming the field", async () => {
    const { app } = await withRoutes();
    const ok = await app.inject({ method: "GET", url: "/items/12?page=3&q=0x10" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ params: { id: 12 }, query: { page: 3, q: "0x10" } });
    const withoutPage = await app.inject({ method: "GET", url: "/items/12" });
    expect(withoutPage.statusCode).toBe(200);
    expect(withoutPage.json()).toEqual({ params: { id: 12 }, query: {} });
    for (const id of ["0x10", "1e3", "-1", "+4"]) {
      const answer = await app.inject({ method: "GET", url: `/items/${encodeURIComponent(id)}` });
      expect(answer.statusCode, id).toBe(400);
      expect(answer.json(), id).toEqual(refusal("params.id"));
    }
    const page = await app.inject({ method: "GET", url: "/items/12?page=1e3" });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual(refusal("querystring.page"));
  });

  test("a route's own preValidation hooks still run, and the check runs beside them", async () => {
    const { app } = await withRoutes();
    const one = await app.inject({ method: "GET", url: "/one-hook/7" });
    expect(one.statusCode).toBe(200);
    expect(one.headers["x-hook"]).toBe("one");
    expect(one.json()).toEqual({ id: 7 });
    const two = await app.inject({ method: "GET", url: "/two-hooks/7" });
    expect(two.statusCode).toBe(200);
    expect([two.headers["x-first"], two.headers["x-second"]]).toEqual(["1", "2"]);
    for (const url of ["/one-hook/0x7", "/two-hooks/0x7"]) {
      const refused = await app.inject({ method: "GET", url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json(), url).toEqual(refusal("params.id"));
    }
  });
});

describe("securityHeaders", () => {
  test("without a setting, pages may be framed by no one, and each response gets its own style nonce", async () => {
    const { app } = await appWith(async (app) => {
      await app.register(securityHeadersPlugin, {});
      app.get("/page", async (request, reply) => reply.type("text/html; charset=utf-8").send(request.cspNonce));
      app.get("/data", async () => ({ ok: true }));
    });
    const first = await app.inject({ method: "GET", url: "/page" });
    const second = await app.inject({ method: "GET", url: "/page" });
    expect(first.body).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.body).not.toBe(first.body);
    const policy = String(first.headers["content-security-policy"]);
    expect(policy).toContain(`style-src 'self' 'nonce-${first.body}'`);
    expect(policy.split("; ").at(-1)).toBe("frame-ancestors 'none'");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["referrer-policy"]).toBe("no-referrer");
    const data = await app.inject({ method: "GET", url: "/data" });
    expect(data.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(data.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("database", () => {
  test("a handed-in database is used as it is and stays open when the app closes", async () => {
    const database = await seededDatabase();
    const { app, logs } = await appWith(async (app) => {
      await app.register(databasePlugin, { database });
    });
    // The same database, seen through the change journal (its db joins a journaled write's transaction).
    expect(app.database.close).toBe(database.close);
    expect(app.database.kind).toBe(database.kind);
    const [seen] = await app.database.db.select({ id: users.id }).from(users).orderBy(users.id).limit(1);
    const [given] = await database.db.select({ id: users.id }).from(users).orderBy(users.id).limit(1);
    expect(seen.id).toBe(given.id);
    expect(logs.filter((line) => line.msg === "migrations applied")).toEqual([]);
    await app.close();
    const [row] = await database.db.select({ id: users.id }).from(users).limit(1);
    expect(row.id).toBeGreaterThan(0);
  });

  test("without one, it opens a database, migrates it (logging the migrations), and closes it with the app", async () => {
    const { app, logs } = await appWith(async (app) => {
      await app.register(databasePlugin, {});
    });
    const migrated = logs.filter((line) => line.msg === "migrations applied");
    expect(migrated).toHaveLength(1);
    expect((migrated[0].migrations as string[]).length).toBeGreaterThan(0);
    expect(await app.database.db.select({ id: users.id }).from(users)).toEqual([]);
    const opened = app.database;
    await app.close();
    await expect(opened.db.select({ id: users.id }).from(users)).rejects.toThrow();
  });
});

describe("readCache", () => {
  const withRoutes = (enabled: boolean) =>
    appWith(async (app) => {
      await app.register(noDatabase);
      await app.register(readCachePlugin, { enabled });
      let computed = 0;
      const answer = async () => ({ answer: await app.readCache.get("answer", async () => ++computed) });
      // HEAD is Fastify's own twin of the GET route.
      for (const method of ["GET", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const) {
        app.route({ method, url: "/answer", handler: answer });
      }
    });

  test("GET, HEAD and OPTIONS read the stored answer; POST, PUT, PATCH and DELETE drop it once answered", async () => {
    const { app } = await withRoutes(true);
    const read = async (method: "GET" | "OPTIONS") =>
      (await app.inject({ method, url: "/answer" })).json().answer as number;
    expect(await read("GET")).toBe(1);
    expect((await app.inject({ method: "HEAD", url: "/answer" })).statusCode).toBe(200);
    expect(await read("OPTIONS")).toBe(1);
    expect(await read("GET")).toBe(1);
    let expected = 1;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      // The write itself reads the stored answer; the next read computes a new one.
      expect((await app.inject({ method, url: "/answer" })).json().answer, method).toBe(expected);
      expected += 1;
      expect(await read("GET"), method).toBe(expected);
    }
  });

  test("switched off, every answer is computed", async () => {
    const { app } = await withRoutes(false);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await app.inject({ method: "GET", url: "/answer" })).json().answer);
    expect(answers).toEqual([1, 2, 3]);
  });
});

describe("auth", () => {
  const SECRET = "plugins-test-secret-0123456789";
  const withRoutes = async (options: { tokenSecret?: string }) => {
    const database = await seededDatabase();
    const built = await appWith(async (app) => {
      await app.register(envelopePlugin);
      await app.register(databasePlugin, { database });
      await app.register(readCachePlugin, { enabled: true });
      await app.register(authPlugin, options);
      app.get("/back-office", { preHandler: app.backOffice }, async (request) => request.auth);
      app.get("/super-admin", { preHandler: app.superAdmin }, async (request) => request.auth);
      app.get("/customers", { preHandler: app.requireRole(["USER"]) }, async (request) => request.auth);
    });
    const account = async (role: "ADMIN" | "SUPER_ADMIN" | "USER") => {
      const [row] = await database.db
        .insert(users)
        .values({ full_name: `Plugin ${role}`, user_type: role, email: uniqueEmail(role.toLowerCase()) })
        .returning({ id: users.id });
      return { id: row.id, token: await built.app.tokens.issue(row.id, role) };
    };
    return { ...built, account };
  };
  const get = (app: FastifyInstance, url: string, token: string) =>
    app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });

  test("backOffice lets ADMIN and SUPER_ADMIN in, superAdmin only SUPER_ADMIN; a refusal is a 403 and a logged warning", async () => {
    const { app, logs, account } = await withRoutes({ tokenSecret: SECRET });
    const admin = await account("ADMIN");
    const superAdmin = await account("SUPER_ADMIN");
    const customer = await account("USER");
    const allowed = await get(app, "/back-office", admin.token);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ userId: admin.id, role: "ADMIN" });
    expect((await get(app, "/back-office", superAdmin.token)).statusCode).toBe(200);
    expect((await get(app, "/super-admin", superAdmin.token)).json()).toMatchObject({ userId: superAdmin.id });
    expect((await get(app, "/customers", customer.token)).statusCode).toBe(200);
    const refused = await get(app, "/super-admin", admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: "You are not allowed to do this", body: null });
    expect((await get(app, "/back-office", customer.token)).statusCode).toBe(403);
    expect(logs.filter((line) => line.msg === "permission refused")).toEqual([
      expect.objectContaining({ userId: admin.id, role: "ADMIN", route: "/super-admin", method: "GET" }),
      expect.objectContaining({ userId: customer.id, role: "USER", route: "/back-office", method: "GET" }),
    ]);
  });

  test("tokens are signed with the configured secret; without one, with a secret of this server alone", async () => {
    const { app, account } = await withRoutes({ tokenSecret: SECRET });
    const admin = await account("ADMIN");
    const [session] = await app.database.db.select({ sid: users.session_id }).from(users).where(eq(users.id, admin.id));
    const forge = (secret: string) =>
      new SignJWT({ role: "ADMIN", sid: session.sid })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(admin.id))
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode(secret));
    expect((await get(app, "/back-office", await forge(SECRET))).statusCode).toBe(200);
    expect((await get(app, "/back-office", await forge("another secret"))).statusCode).toBe(401);

    const unset = await withRoutes({});
    const other = await unset.account("ADMIN");
    expect((await get(unset.app, "/back-office", other.token)).statusCode).toBe(200);
    expect((await get(unset.app, "/back-office", await forge(SECRET))).statusCode).toBe(401);
  });
});
