import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { buildApp, type AppOptions } from "../../host-demo/server/app.js";
import { openDatabase, type Database } from "../../host-demo/server/db/client.js";
import { templateDatabaseUrl, withDatabase } from "./postgres.js";

export const DEMO = {
  superAdmin: { email: "superadmin@shop.test", password: "SuperAdmin#2026" },
  admin: { email: "admin@shop.test", password: "Admin#2026" },
  customer: { email: "customer@shop.test", password: "Customer#2026" },
} as const;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  uploadsDir: string;
  /** Signs in and returns the access token (fails the test if sign-in fails). */
  signIn(who: keyof typeof DEMO | { email: string; password: string }): Promise<string>;
  /** inject() with an optional bearer token and JSON body; returns status and parsed envelope.
   * `body` is `any` on purpose: each test checks the fields it cares about. */
  call(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    json: { success: boolean; message: string; body: any } & Record<string, unknown>;
    response: LightMyRequestResponse;
  }>;
  close(): Promise<void>;
}

/**
 * A fresh, seeded database and app for one test file: a PGlite copy of the seeded dump, or a
 * clone of the template database when TEST_DATABASE_URL points at PostgreSQL.
 */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `shop_test_${crypto.randomBytes(6).toString("hex")}`;
    await withDatabase(adminUrl, (client) => client.query(`create database ${name} template shop_test_template`));
    database = await openDatabase({ databaseUrl: templateDatabaseUrl(adminUrl, name) });
    dropDatabase = () =>
      withDatabase(adminUrl, (client) => client.query(`drop database if exists ${name}`)).then(() => {});
  } else {
    const dump = fs.readFileSync(inject("seedDumpFile"));
    database = await openDatabase({ loadDataDir: new Blob([dump]) });
  }
  const app = await buildApp({
    database,
    uploadsDir,
    tokenSecret: "test-secret-" + crypto.randomBytes(8).toString("hex"),
    rateLimit: true,
    production: false,
    seedScale: 1,
    loggerLevel: "silent",
    ...overrides,
  });
  await app.ready();

  const call: TestApp["call"] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await app.inject({
      method,
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return { status: response.statusCode, json: response.json(), response };
  };

  return {
    app,
    database,
    uploadsDir,
    call,
    async signIn(who) {
      const credentials = typeof who === "string" ? DEMO[who] : who;
      const { status, json } = await call("POST", "/api/auth/signin", { body: credentials });
      if (status !== 200 || typeof json.accessToken !== "string") {
        throw new Error(`sign-in of ${credentials.email} failed: ${status} ${json.message}`);
      }
      return json.accessToken;
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
