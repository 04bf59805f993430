// The 400 an integrator reads when a request does not fit the schema: where, which field (nested
// fields by their full path), and why.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { brands, users } from "../../host-demo/server/db/schema/index.js";
import { nulPath } from "../../host-demo/server/plugins/contract.js";
import { createTestApp, uniqueEmail, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

describe("validation messages", () => {
  test("a field inside a list is named by its full path", async () => {
    const { status, json } = await t.call("POST", "/api/product", {
      token: admin,
      body: {
        product_name: "Nested",
        category_id: 1,
        brand_id: 1,
        flavour_ids: [1],
        device_ids: [1],
        stock: 1,
        price: 1,
        status: "PUBLISHED",
        images: [{ image_id: "first", display_order: 1 }],
      },
    });
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, message: "Invalid body.images.0.image_id: must be integer", body: null });
  });

  test("a body that is not an object is named as the body", async () => {
    const { status, json } = await t.call("POST", "/api/auth/signin", {
      body: "[1]",
      headers: { "content-type": "application/json" },
    });
    expect(status).toBe(400);
    expect(json.message).toBe("Invalid body: must be object");
  });
});

// PostgreSQL's text cannot hold a NUL character: written, it failed the whole request with a 500.
describe("a NUL character", () => {
  test("in a sign-up's field is a 400 naming the field, and no account is made", async () => {
    const email = uniqueEmail("nul");
    const { status, json } = await t.call("POST", "/api/auth/signup", {
      body: {
        full_name: "Ann\u0000Smith",
        email,
        password: "Secret#2026",
        confirm_password: "Secret#2026",
        bussiness_type: "B2C",
      },
    });
    expect(status).toBe(400);
    expect(json).toEqual({
      success: false,
      message: "Invalid body.full_name: must not contain a NUL character",
      body: null,
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  test("in a nested field or a key is named by its full path; nothing is written", async () => {
    const before = await t.database.db.select({ id: brands.id }).from(brands);
    const nested = await t.call("POST", "/api/product", {
      token: admin,
      body: { product_name: "Nested", images: [{ image_id: 1 }, { image_id: 2, note: ["ok", "b\u0000d"] }] },
    });
    expect(nested.status).toBe(400);
    expect(nested.json.message).toBe("Invalid body.images.1.note.1: must not contain a NUL character");
    const key = await t.call("POST", "/api/brand", {
      token: admin,
      body: { brand_name: "Keyed", "image\u0000url": "/x.png" },
    });
    expect(key.status).toBe(400);
    expect(key.json.message).toBe("Invalid body.image\u0000url: must not contain a NUL character");
    const value = await t.call("POST", "/api/brand", {
      token: admin,
      body: { brand_name: "Nul\u0000Brand", description: "", image_url: "/api/upload/files/seed-05.png" },
    });
    expect(value.status).toBe(400);
    expect(value.json.message).toBe("Invalid body.brand_name: must not contain a NUL character");
    expect(await t.database.db.select({ id: brands.id }).from(brands)).toEqual(before);
  });

  test("in a query string or a path is a 400 naming it", async () => {
    const search = await t.call("GET", "/api/admin/orders?search=ab%00cd", { token: admin });
    expect(search.status).toBe(400);
    expect(search.json.message).toBe("Invalid querystring.search: must not contain a NUL character");
    const file = await t.call("GET", "/api/upload/files/seed%00.png");
    expect(file.status).toBe(400);
    expect(file.json.message).toBe("Invalid params.name: must not contain a NUL character");
    // The same requests without it are answered.
    expect((await t.call("GET", "/api/admin/orders?search=abcd", { token: admin })).status).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/upload/files/seed-05.png" })).statusCode).toBe(200);
  });

  test("is found at any depth without overflowing the stack, and a clean value has none", () => {
    let deep: unknown = "x\u0000";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(nulPath(deep)).toBe(Array(100_000).fill("0").join("."));
    expect(nulPath({ a: ["b", { c: "d" }], e: null, f: 1, g: true })).toBeUndefined();
    expect(nulPath("\u0000")).toBe("");
    expect(nulPath(undefined)).toBeUndefined();
    expect(nulPath(new Uint8Array([0, 0]))).toBeUndefined();
  });
});
