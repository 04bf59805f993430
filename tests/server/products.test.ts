import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
});
afterAll(() => t.close());

describe("products", () => {
  test("a page in the spec's read shape with the total", async () => {
    const { status, json } = await t.call("GET", "/api/products?page=1&limit=10&status=PUBLISHED", { token: admin });
    expect(status).toBe(200);
    expect(json.body.products).toHaveLength(10);
    expect(json.body.totalProducts).toBeGreaterThan(10);
    const product = json.body.products[0];
    expect(product.status).toBe("PUBLISHED");
    expect(product.productImages.length).toBeGreaterThanOrEqual(2);
    expect(product.productImages[0]).toMatchObject({
      image_id: expect.any(Number),
      display_order: 1,
      file: { id: expect.any(Number), img_url: expect.stringMatching(/^\/api\/upload\/files\//) },
    });
    expect(product.productFlavours[0]).toMatchObject({
      flavor_id: expect.any(Number),
      flavours: { flavour_name: expect.any(String) },
    });
    expect(product.productDevices[0]).toMatchObject({
      device_id: expect.any(Number),
      device: { device_name: expect.any(String) },
    });
    expect(product.brand.brand_name).toEqual(expect.any(String));
    expect(typeof product.price).toBe("number");
    const dates = json.body.products.map((row: { created_at: string }) => Date.parse(row.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  test("pages do not overlap and the total matches the filter", async () => {
    const one = await t.call("GET", "/api/products?page=1&limit=5&status=DRAFT", { token: admin });
    const two = await t.call("GET", "/api/products?page=2&limit=5&status=DRAFT", { token: admin });
    const ids = [...one.json.body.products, ...two.json.body.products].map((row: { id: number }) => row.id);
    expect(new Set(ids).size).toBe(10);
    expect(one.json.body.products.every((row: { status: string }) => row.status === "DRAFT")).toBe(true);
  });

  test("search, brand and category filters run on the server; % is literal", async () => {
    const all = await t.call("GET", "/api/products?page=1&limit=1", { token: admin });
    const sample = all.json.body.products[0];
    const word = sample.product_name.split(" ")[0];
    const found = await t.call(
      "GET",
      `/api/products?page=1&limit=100&search=${encodeURIComponent(word.toLowerCase())}`,
      { token: admin },
    );
    expect(
      found.json.body.products.every((row: { product_name: string }) =>
        row.product_name.toLowerCase().includes(word.toLowerCase()),
      ),
    ).toBe(true);
    const percent = await t.call("GET", "/api/products?page=1&limit=10&search=%25", { token: admin });
    expect(percent.json.body.totalProducts).toBe(0);
    const byBrand = await t.call("GET", `/api/products?page=1&limit=100&brandId=${sample.brand_id}`, { token: admin });
    expect(byBrand.json.body.products.every((row: { brand_id: number }) => row.brand_id === sample.brand_id)).toBe(
      true,
    );
    const byCategory = await t.call("GET", `/api/product/categoryId/${sample.category_id}?page=1&limit=100`, {
      token: admin,
    });
    expect(byCategory.json.body.totalProducts).toBeGreaterThan(0);
    expect(
      byCategory.json.body.products.every((row: { category_id: number }) => row.category_id === sample.category_id),
    ).toBe(true);
  });

  test("by id, 404 and validation", async () => {
    const list = await t.call("GET", "/api/products?page=1&limit=1", { token: admin });
    const id = list.json.body.products[0].id;
    expect((await t.call("GET", `/api/product/byid/${id}`, { token: admin })).json.body.id).toBe(id);
    expect((await t.call("GET", "/api/product/byid/999999", { token: admin })).status).toBe(404);
    const bad = await t.call("GET", "/api/products?page=0&limit=500", { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/page|limit/);
    expect((await t.call("GET", "/api/products")).status).toBe(401);
    const customer = await t.signIn("customer");
    expect((await t.call("GET", "/api/products", { token: customer })).status).toBe(403);
  });

  test("a product in orders cannot be deleted", async () => {
    const orders = await t.call("GET", "/api/admin/orders", { token: admin });
    const detail = await t.call("GET", `/api/admin/order/byid/${orders.json.body[0].id}`, { token: admin });
    const productId = detail.json.body.orderItems[0].product.id;
    const refused = await t.call("DELETE", `/api/product/delete/${productId}`, { token: admin });
    expect(refused.status).toBe(409);
    expect((await t.call("GET", `/api/product/byid/${productId}`, { token: admin })).status).toBe(200);
  });
});
