// The 400 an integrator reads when a request does not fit the schema: where, which field (nested
// fields by their full path), and why.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

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
