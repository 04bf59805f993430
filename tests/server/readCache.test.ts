// The cached read answers (product pages, product counts, orders, dashboard) are never older than
// the last write: each test reads, writes through the API, and reads the change at once.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, onTestFinished, test, vi } from "vitest";
import { users } from "../../host-demo/server/db/schema/index.js";
import { ReadCache } from "../../host-demo/server/plugins/readCache.js";
import { createTestApp, newCatalog, productBody, uniqueEmail, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;

let uncached: TestApp;

// Both apps are built in beforeAll, not inside a test: mutation testing then treats the route
// setup as start-up code, as it does for every other test file's app.
beforeAll(async () => {
  t = await createTestApp();
  uncached = await createTestApp({ readCache: false });
  admin = (await t.account("ADMIN")).token;
});
afterAll(async () => {
  await t.close();
  await uncached.close();
});

describe("cached answers follow writes", () => {
  test("an order's new status shows in the list right after the change", async () => {
    const mine = await t.order("PENDING");
    const before = await t.call("GET", "/api/admin/orders", { token: admin });
    expect(before.json.body.find((order: { id: number }) => order.id === mine.id).order_status).toBe("PENDING");
    expect((await t.call("PUT", `/api/admin/order/confirm/${mine.id}`, { token: admin })).status).toBe(200);
    const after = await t.call("GET", "/api/admin/orders", { token: admin });
    expect(after.response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(after.response.headers.vary).toBe("accept-encoding");
    expect(after.json.body.find((order: { id: number }) => order.id === mine.id).order_status).toBe("CONFIRMED");
  });

  test("a refused write also drops the cached answers", async () => {
    const before = await t.call("GET", "/api/dashboard", { token: admin });
    const mine = await t.order("PENDING");
    // The helper wrote beside the API; a refused API write must still clear what was cached.
    await t.app.readCache.get("dashboard", async () => before.json.body);
    expect((await t.call("GET", "/api/dashboard", { token: admin })).json.body).toEqual(before.json.body);
    const refused = await t.call("PUT", `/api/admin/order/deliver/${mine.id}`, { token: admin });
    expect(refused.status).toBe(409);
    const after = await t.call("GET", "/api/dashboard", { token: admin });
    expect(after.json.body.totalOrders).toBe(before.json.body.totalOrders + 1);
  });

  test("the orders list is gzipped for clients that accept it, with the same content", async () => {
    const plain = await t.app.inject({
      method: "GET",
      url: "/api/admin/orders",
      headers: { authorization: `Bearer ${admin}` },
    });
    for (const encoding of ["gzip, deflate, br", "gzip"]) {
      const zipped = await t.app.inject({
        method: "GET",
        url: "/api/admin/orders",
        headers: { authorization: `Bearer ${admin}`, "accept-encoding": encoding },
      });
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8"))).toEqual(plain.json());
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const other = await t.app.inject({
      method: "GET",
      url: "/api/admin/orders",
      headers: { authorization: `Bearer ${admin}`, "accept-encoding": "deflate, xgzip" },
    });
    expect(other.headers["content-encoding"]).toBeUndefined();
    expect(other.json()).toEqual(plain.json());
  });

  test("product pages, their count and the dashboard change right after a product is updated", async () => {
    const catalog = await newCatalog(t, admin, "Cached");
    const create = async (name: string) =>
      (
        await t.call("POST", "/api/product", {
          token: admin,
          body: productBody(catalog, { product_name: name, status: "DRAFT" }),
        })
      ).json.body.id as number;
    const first = await create("Cached one");
    const second = await create("Cached two");
    const url = `/api/products?page=1&limit=10&status=DRAFT&brandId=${catalog.brand.id}`;
    const drafts = await t.call("GET", url, { token: admin });
    expect(drafts.json.body.products.map((item: { id: number }) => item.id)).toEqual([second, first]);
    expect(drafts.json.body.totalProducts).toBe(2);
    const dashboard = await t.call("GET", "/api/dashboard", { token: admin });
    // Publish one draft: it leaves the draft page and the draft count.
    const published = await t.call("PUT", `/api/product/update/${first}`, {
      token: admin,
      body: productBody(catalog, { product_name: "Cached one", status: "PUBLISHED" }),
    });
    expect(published.status).toBe(200);
    const after = await t.call("GET", url, { token: admin });
    expect(after.json.body.totalProducts).toBe(1);
    expect(after.json.body.products.map((item: { id: number }) => item.id)).toEqual([second]);
    const categoryPage = await t.call(
      "GET",
      `/api/product/categoryId/${catalog.category.id}?page=1&limit=10&status=DRAFT`,
      { token: admin },
    );
    expect(categoryPage.json.body.totalProducts).toBe(1);

    // Delete a product: the dashboard's product total drops by one.
    expect((await t.call("DELETE", `/api/product/delete/${second}`, { token: admin })).status).toBe(200);
    const totals = await t.call("GET", "/api/dashboard", { token: admin });
    expect(totals.json.body.totalProducts).toBe(dashboard.json.body.totalProducts - 1);
    expect((await t.call("GET", url, { token: admin })).json.body).toEqual({ products: [], totalProducts: 0 });
  });

  test("a write the server did not see is cached over; with the read cache off it shows at once", async () => {
    // A customer written straight to the database: no API write, so no invalidation.
    const sneakIn = (app: TestApp) =>
      app.database.db.insert(users).values({ full_name: "Unseen", email: uniqueEmail("unseen"), user_type: "USER" });
    const customers = async (app: TestApp, token: string) =>
      (await app.call("GET", "/api/dashboard", { token })).json.body.totalCustomers as number;
    const cachedBefore = await customers(t, admin);
    await sneakIn(t);
    expect(await customers(t, admin)).toBe(cachedBefore);

    const token = (await uncached.account("ADMIN")).token;
    const before = await customers(uncached, token);
    await sneakIn(uncached);
    expect(await customers(uncached, token)).toBe(before + 1);
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

describe("ReadCache limits", () => {
  test("keeps exactly its size: the entries up to the limit are all served", async () => {
    const cache = new ReadCache({ enabled: true, maxEntries: 2, ttlMs: null });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    expect(await cache.get("a", async () => "a2")).toBe("a1");
    expect(await cache.get("b", async () => "b2")).toBe("b1");
  });

  test("an answer is served until its time limit is reached, and computed again from then on", async () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    onTestFinished(() => now.mockRestore());
    const cache = new ReadCache({ enabled: true, maxEntries: 10, ttlMs: 50 });
    await cache.get("a", async () => "a1");
    now.mockReturnValue(1_000_049);
    expect(await cache.get("a", async () => "a2")).toBe("a1");
    now.mockReturnValue(1_000_050);
    expect(await cache.get("a", async () => "a3")).toBe("a3");
  });

  test("an answer computed across a write does not push a newer answer out", async () => {
    const cache = new ReadCache({ enabled: true, maxEntries: 1, ttlMs: null });
    let release!: () => void;
    const slow = cache.get("old", () => new Promise<string>((resolve) => (release = () => resolve("old"))));
    cache.invalidate();
    expect(await cache.get("new", async () => "new1")).toBe("new1");
    release();
    await slow;
    expect(await cache.get("new", async () => "new2")).toBe("new1");
  });

  test("after a write, concurrent reads share the new computation even when the older one ends first", async () => {
    const cache = new ReadCache({ enabled: true, maxEntries: 10, ttlMs: null });
    const releases: (() => void)[] = [];
    let computed = 0;
    const compute = () =>
      new Promise<number>((resolve) => {
        const n = ++computed;
        releases.push(() => resolve(n));
      });
    const before = cache.get("k", compute);
    cache.invalidate();
    const after = cache.get("k", compute);
    releases[0]();
    expect(await before).toBe(1);
    const joining = cache.get("k", compute);
    releases[1]();
    expect(await Promise.all([after, joining])).toEqual([2, 2]);
    expect(computed).toBe(2);
  });
});

describe("ReadCache with other processes (beforeHit)", () => {
  test("a stored answer waits for the other processes' writes to be heard first; a miss does not", async () => {
    const heard: string[] = [];
    const cache = new ReadCache({
      enabled: true,
      maxEntries: 10,
      ttlMs: null,
      beforeHit: async () => {
        heard.push("sync");
        // Another process's write is heard while syncing.
        if (heard.length === 2) cache.invalidate();
      },
    });
    expect(await cache.get("a", async () => "a1")).toBe("a1");
    expect(heard).toEqual([]);
    expect(await cache.get("a", async () => "a2")).toBe("a1");
    expect(heard).toEqual(["sync"]);
    expect(await cache.get("a", async () => "a3")).toBe("a3");
    expect(heard).toEqual(["sync", "sync"]);
  });

  test("when the channel cannot be synced, or is lost while syncing, the answer is computed", async () => {
    let sync: () => Promise<void> = async () => {};
    const cache = new ReadCache({ enabled: true, maxEntries: 10, ttlMs: null, beforeHit: () => sync() });
    await cache.get("a", async () => "a1");
    sync = async () => {
      throw new Error("channel down");
    };
    expect(await cache.get("a", async () => "a2")).toBe("a2");
    sync = async () => cache.suspend(true);
    await cache.get("b", async () => "b1");
    cache.suspend(false);
    await cache.get("b", async () => "b2");
    expect(await cache.get("b", async () => "b3")).toBe("b3");
  });

  test("suspended, it computes every answer and keeps none, also after it resumes", async () => {
    const cache = new ReadCache({ enabled: true, maxEntries: 10, ttlMs: null });
    await cache.get("a", async () => "a1");
    cache.suspend(true);
    expect(await cache.get("a", async () => "a2")).toBe("a2");
    expect(await cache.get("a", async () => "a3")).toBe("a3");
    cache.suspend(false);
    expect(await cache.get("a", async () => "a4")).toBe("a4");
    expect(await cache.get("a", async () => "a5")).toBe("a4");
  });
});

describe("ReadCache switched off", () => {
  test("computes every answer and stores none", async () => {
    const cache = new ReadCache({ enabled: false, maxEntries: 10, ttlMs: null });
    let computed = 0;
    const compute = async () => ++computed;
    expect([await cache.get("a", compute), await cache.get("a", compute)]).toEqual([1, 2]);
  });
});
