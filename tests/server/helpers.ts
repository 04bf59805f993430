import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect, inject, vi } from "vitest";
import { buildApp, type AppOptions } from "../../host-demo/server/app.js";
import { openDatabase, type Database } from "../../host-demo/server/db/client.js";
import {
  orderItems,
  orders,
  products,
  shippingServices,
  users,
  type OrderStatus,
  type UserType,
} from "../../host-demo/server/db/schema/index.js";
import { makePng } from "../../host-demo/server/db/seed/images.js";
import { hashPassword } from "../../host-demo/server/lib/accounts/password.js";
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
  /** The secret this app signs tokens with (tests forge tokens with it). */
  tokenSecret: string;
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
  /**
   * A new account of this role made for the calling test alone (written to the database by the
   * test, as the seed would), signed in through the API. No two tests share a session, so one
   * test's sign-in or password change cannot break another's token.
   */
  account(role: UserType, fields?: Partial<typeof users.$inferInsert>): Promise<Account>;
  /** A new order of a new customer, in this status, with one line of a seeded product. */
  order(status: OrderStatus): Promise<{ id: number; order_number: string; user_id: number }>;
  close(): Promise<void>;
}

export interface Account {
  id: number;
  email: string;
  password: string;
  /** Absent for roles that cannot sign in (SALEPERSON) or accounts that are not ACTIVE. */
  token: string;
}

let serial = 0;
/** An email no other test uses, in this file or in another file's database. */
export const uniqueEmail = (label: string) =>
  `${label}.${process.pid}.${++serial}.${crypto.randomBytes(3).toString("hex")}@tests.shop.test`;

/**
 * A fresh copy of the migrated, seeded database: PGlite from a copy of the seeded data folder
 * (opened on PGlite's own thread, as the server runs it), or a clone of the template
 * database when TEST_DATABASE_URL points at PostgreSQL. `drop` removes the copy (after the
 * database is closed).
 */
export async function openSeededDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `shop_test_${crypto.randomBytes(6).toString("hex")}`;
    await withDatabase(adminUrl, (client) => client.query(`create database ${name} template shop_test_template`));
    return {
      database: await openDatabase({ databaseUrl: templateDatabaseUrl(adminUrl, name) }),
      drop: () => withDatabase(adminUrl, (client) => client.query(`drop database if exists ${name}`)).then(() => {}),
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-pglite-"));
  fs.cpSync(inject("seedDataDir"), dataDir, { recursive: true });
  return {
    database: await openDatabase({ dataDir }),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A fresh, seeded database and app for one test file (openSeededDatabase).
 */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
  const { database, drop: dropDatabase } = await openSeededDatabase();
  const tokenSecret = "test-secret-" + crypto.randomBytes(8).toString("hex");
  const app = await buildApp({
    database,
    uploadsDir,
    tokenSecret,
    rateLimit: true,
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

  const signIn: TestApp["signIn"] = async (who) => {
    const { email, password } = typeof who === "string" ? DEMO[who] : who;
    const credentials = { email, password };
    const { status, json } = await call("POST", "/api/auth/signin", { body: credentials });
    if (status !== 200 || typeof json.accessToken !== "string") {
      throw new Error(`sign-in of ${credentials.email} failed: ${status} ${json.message}`);
    }
    return json.accessToken;
  };

  const account: TestApp["account"] = async (role, fields = {}) => {
    const email = fields.email ?? uniqueEmail(role.toLowerCase());
    const password = "Test#" + crypto.randomBytes(6).toString("hex");
    const [row] = await database.db
      .insert(users)
      .values({
        full_name: `Test ${role.toLowerCase()}`,
        user_type: role,
        bussiness_type: role === "USER" ? "B2C" : null,
        ...fields,
        email,
        password_hash: await hashPassword(password),
      })
      .returning({ id: users.id, status: users.account_status });
    // Written beside the API: drop the server's cached read answers as an API write would.
    app.readCache.invalidate();
    const canSignIn = role !== "SALEPERSON" && row.status === "ACTIVE";
    return { id: row.id, email, password, token: canSignIn ? await signIn({ email, password }) : "" };
  };

  const order: TestApp["order"] = async (status) => {
    const customer = await account("USER");
    const [product] = await database.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    const [shipping] = await database.db
      .select({ id: shippingServices.id, price: shippingServices.price })
      .from(shippingServices)
      .where(eq(shippingServices.title, "Standard"));
    const orderNumber = `ORD-T${++serial}-${crypto.randomBytes(3).toString("hex")}`;
    const total = product.price * 2;
    const [created] = await database.db
      .insert(orders)
      .values({
        order_number: orderNumber,
        order_status: status,
        user_id: customer.id,
        shipping_service_id: shipping.id,
        subtotal: total,
        total_price: total,
        shipping_charges: shipping.price,
        net_payable: total + shipping.price,
        transaction_id: `TX-${orderNumber}`,
        ship_street: "1 Test Street",
        ship_city: "Testville",
        ship_country: "Portugal",
      })
      .returning({ id: orders.id, order_number: orders.order_number, user_id: orders.user_id });
    await database.db.insert(orderItems).values({
      order_id: created.id,
      product_id: product.id,
      original_price: product.price,
      discounted_price: product.price,
      quantity: 2,
      subtotal: total,
      net_payable: total,
    });
    app.readCache.invalidate();
    return created;
  };

  return {
    app,
    database,
    uploadsDir,
    tokenSecret,
    call,
    signIn,
    account,
    order,
    async close() {
      // The file is done with its sockets. A change stream its client aborted can leave Node's
      // server waiting about a minute for a socket already destroyed (events.test.ts's close took
      // 64–69 s); closing every connection first ends the wait.
      if (app.server.listening) app.server.closeAllConnections();
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body with these files under one field name. */
export function multipart(field: string, files: UploadFile[]) {
  const boundary = "----shoptest" + crypto.randomBytes(8).toString("hex");
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/upload/file or /api/upload/files; returns status and the parsed envelope. */
export async function upload(t: TestApp, field: "file" | "files", files: UploadFile[], token: string) {
  const { payload, contentType } = multipart(field, files);
  const response = await t.app.inject({
    method: "POST",
    url: `/api/upload/${field}`,
    payload,
    headers: { "content-type": contentType, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, json: response.json() };
}

/** A small valid PNG (16 px stripes). */
export const png = () => makePng(16, [10, 20, 30], [200, 100, 50], [0, 0, 0]);

/** A brand with one category, one colour, one tag and two uploaded images, made through the API. */
export async function newCatalog(t: TestApp, token: string, label: string) {
  const call = (method: "POST", url: string, body: unknown) => t.call(method, url, { token, body });
  const brand = (
    await call("POST", "/api/brand", { brand_name: `${label} brand`, image_url: "/api/upload/files/seed-01.png" })
  ).json.body;
  const category = (
    await call("POST", "/api/category", {
      category_name: `${label} category`,
      image_url: "/api/upload/files/seed-02.png",
      brand_id: brand.id,
    })
  ).json.body;
  const colour = (await call("POST", "/api/flavour", { flavour_name: `${label} colour`, description: "" })).json.body;
  const tag = (await call("POST", "/api/device", { device_name: `${label} tag`, description: "" })).json.body;
  const images = await upload(
    t,
    "files",
    [
      { name: "1.png", type: "image/png", data: png() },
      { name: "2.png", type: "image/png", data: png() },
    ],
    token,
  );
  if (!brand?.id || !category?.id || !colour?.id || !tag?.id || images.status !== 200)
    throw new Error(`could not make the ${label} catalog`);
  return { brand, category, colour, tag, images: images.json.body as { id: number; img_url: string }[] };
}

/** The body of POST /api/product for a product in this catalog. */
export function productBody(catalog: Awaited<ReturnType<typeof newCatalog>>, fields: Record<string, unknown> = {}) {
  return {
    product_name: "Test product",
    category_id: catalog.category.id,
    brand_id: catalog.brand.id,
    description: "Made by a test",
    flavour_ids: [catalog.colour.id],
    device_ids: [catalog.tag.id],
    nicotine_ids: [],
    stock: 5,
    compared_price: null,
    price: 9.5,
    bar_code: null,
    status: "PUBLISHED",
    images: catalog.images.map((image, index) => ({ image_id: image.id, display_order: index + 1 })),
    ...fields,
  };
}

/**
 * Records the fields of every request log line with this message (each request logs through a
 * child of the app's logger, which the tests keep silent). `stop()` ends the recording.
 */
export function recordRequestLogs(app: FastifyInstance, message: string) {
  const lines: unknown[] = [];
  const makeChild = app.log.child.bind(app.log);
  const spy = vi.spyOn(app.log, "child").mockImplementation((bindings, options) => {
    const child = makeChild(bindings, options);
    const info = child.info.bind(child);
    child.info = ((...args: Parameters<typeof info>) => {
      if (args[1] === message) lines.push(args[0]);
      return info(...args);
    }) as typeof child.info;
    return child;
  });
  return { lines, stop: () => spy.mockRestore() };
}

/** A call to the API: method, path under /api, and the body it sends (if any). */
export type ApiCall = ["GET" | "POST" | "PUT" | "DELETE", string, unknown?];

/** Each call is for the back office: 401 without a token, 403 with a customer's token. */
export async function expectBackOfficeOnly(t: TestApp, customerToken: string, calls: ApiCall[]) {
  for (const [method, url, body] of calls) {
    const anonymous = await t.call(method, `/api${url}`, { body });
    expect([method, url, anonymous.status]).toEqual([method, url, 401]);
    const customer = await t.call(method, `/api${url}`, { body, token: customerToken });
    expect([method, url, customer.status]).toEqual([method, url, 403]);
  }
}
