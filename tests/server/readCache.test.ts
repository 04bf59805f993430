// The cached read answers (product pages, product counts, orders, dashboard) are never older than
// the last write: each test reads, writes through the API, and reads the change at once.
import { sql } from "drizzle-orm";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ReadCache } from "../../host-demo/server/plugins/readCache.js";
import { createTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
});
afterAll(() => t.close());

describe("cached answers follow writes", () => {
  test("an order's new status shows in the list right after the change", async () => {
    const before = await t.call("GET", "/api/admin/orders", { token: admin });
    const pending = before.json.body.find((order: { order_status: string }) => order.order_status === "PENDING");
    expect((await t.call("PUT", `/api/admin/order/confirm/${pending.id}`, { token: admin })).status).toBe(200);
    const after = await t.call("GET", "/api/admin/orders", { token: admin });
    expect(after.response.headers["content-type"]).toMatch(/application\/json/);
    expect(after.json.body.find((order: { id: number }) => order.id === pending.id).order_status).toBe("CONFIRMED");
  });

  test("the orders list is gzipped for clients that accept it, with the same content", async () => {
    const plain = await t.app.inject({
      method: "GET",
      url: "/api/admin/orders",
      headers: { authorization: `Bearer ${admin}` },
    });
    const zipped = await t.app.inject({
      method: "GET",
      url: "/api/admin/orders",
      headers: { authorization: `Bearer ${admin}`, "accept-encoding": "gzip, deflate, br" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  test("product pages, their count and the dashboard change right after a product is updated", async () => {
    const url = "/api/products?page=1&limit=10&status=DRAFT";
    const drafts = await t.call("GET", url, { token: admin });
    const dashboard = await t.call("GET", "/api/dashboard", { token: admin });
    const product = drafts.json.body.products[0];
    // Publish one draft: it leaves the draft page and the draft count.
    const body = {
      product_name: product.product_name,
      category_id: product.category_id,
      brand_id: product.brand_id,
      description: product.description,
      flavour_ids: product.productFlavours.map((link: { flavor_id: number }) => link.flavor_id),
      device_ids: product.productDevices.map((link: { device_id: number }) => link.device_id),
      nicotine_ids: product.productNicotines.map((link: { nicotine_id: number }) => link.nicotine_id),
      stock: product.stock,
      compared_price: product.compared_price,
      price: product.price,
      bar_code: product.bar_code,
      status: "PUBLISHED",
      images: product.productImages.map((image: { image_id: number; display_order: number }) => ({
        image_id: image.image_id,
        display_order: image.display_order,
      })),
    };
    expect((await t.call("PUT", `/api/product/update/${product.id}`, { token: admin, body })).status).toBe(200);
    const after = await t.call("GET", url, { token: admin });
    expect(after.json.body.totalProducts).toBe(drafts.json.body.totalProducts - 1);
    expect(after.json.body.products.map((item: { id: number }) => item.id)).not.toContain(product.id);

    // Delete a product that no order references: the dashboard's product total drops by one.
    const free = await t.database.db.execute(
      sql`select id from products where id not in (select product_id from order_items) order by id limit 1`,
    );
    const freeId = Number((free as unknown as { rows: { id: number }[] }).rows[0].id);
    expect((await t.call("DELETE", `/api/product/delete/${freeId}`, { token: admin })).status).toBe(200);
    const totals = await t.call("GET", "/api/dashboard", { token: admin });
    expect(totals.json.body.totalProducts).toBe(dashboard.json.body.totalProducts - 1);
  });
});

describe("ReadCache", () => {
  test("serves a stored answer until invalidated, and shares one computation among concurrent misses", async () => {
    const cache = new ReadCache({ enabled: true, maxEntries: 2, ttlMs: null });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([cache.get("a", compute), cache.get("a", compute)])).toEqual([1, 1]);
    expect(await cache.get("a", compute)).toBe(1);
    cache.invalidate();
    expect(await cache.get("a", compute)).toBe(2);
  });

  test("an answer computed while a write happened is not kept", async () => {
    const cache = new ReadCache({ enabled: true, maxEntries: 10, ttlMs: null });
    let release!: () => void;
    const slow = cache.get("k", () => new Promise<string>((resolve) => (release = () => resolve("old"))));
    cache.invalidate(); // a write lands while the read is still running
    release();
    expect(await slow).toBe("old");
    expect(await cache.get("k", async () => "new")).toBe("new");
  });

  test("evicts the least recently used entry beyond its size, and honours the time limit", async () => {
    const cache = new ReadCache({ enabled: true, maxEntries: 2, ttlMs: 20 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("a", async () => "a2"); // a is now the most recent
    await cache.get("c", async () => "c1"); // evicts b
    expect(await cache.get("b", async () => "b2")).toBe("b2");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get("c", async () => "c2")).toBe("c2");
  });
});
