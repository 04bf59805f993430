import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../host-demo/server/app.js";
import { orderItems, orders, products, users } from "../../host-demo/server/db/schema/index.js";
import { addBuckets, shopDate } from "../../host-demo/server/lib/orders/salesBuckets.js";
import { createTestApp, newCatalog, openSeededDatabase, productBody, type TestApp } from "./helpers.js";

// The overview's calls beside /dashboard: the sales trend in the shop's calendar (Europe/Paris by
// default), orders waiting, low stock and top products.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const get = (url: string) => t.call("GET", url, { token: admin });
const rows = async <Row>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** An order of a new customer of this business type, placed at this instant. */
async function orderAt(instant: string, business: "B2B" | "B2C", status: "PENDING" | "CANCELED" = "PENDING") {
  const order = await t.order(status);
  await t.database.db.update(users).set({ bussiness_type: business }).where(eq(users.id, order.user_id));
  await t.database.db.update(orders).set({ created_at: instant }).where(eq(orders.id, order.id));
  t.app.readCache.invalidate();
  const [{ net }] = await t.database.db.select({ net: orders.net_payable }).from(orders).where(eq(orders.id, order.id));
  return { ...order, net };
}

/** A line of this product in this order, at one price (net payable = subtotal = net). */
const addLine = (app: TestApp, orderId: number, productId: number, quantity: number, net: number) =>
  app.database.db.insert(orderItems).values({
    order_id: orderId,
    product_id: productId,
    original_price: net / quantity,
    discounted_price: net / quantity,
    quantity,
    subtotal: net,
    net_payable: net,
  });

describe("sales trend", () => {
  test("by default: the last 30 days of the shop's calendar, every day present, today last", async () => {
    const { status, json } = await get("/api/dashboard/sales");
    expect(status).toBe(200);
    const body = json.body;
    expect(body).toMatchObject({ granularity: "day", timeZone: "Europe/Paris" });
    expect(body.buckets).toHaveLength(30);
    const today = shopDate(new Date(), "Europe/Paris");
    expect(body.to).toBe(today);
    expect(body.buckets.at(-1).start).toBe(today);
    expect(body.buckets[0].start).toBe(body.from);
    // The seed sells on most days: the trend has data, and it equals a sum made in SQL.
    const total = body.buckets.reduce((sum: number, day: { b2b: number; b2c: number }) => sum + day.b2b + day.b2c, 0);
    const [expected] = await rows<{ net: number }>(sql`
      select coalesce(sum(net_payable), 0)::float8 as net from orders
      where order_status <> 'CANCELED'
        and created_at >= (${body.from}::date::timestamp at time zone 'Europe/Paris')
        and created_at < ((${body.to}::date + 1)::timestamp at time zone 'Europe/Paris')`);
    expect(total).toBeCloseTo(Number(expected.net), 1);
    expect(body.buckets.filter((day: { orders: number }) => day.orders > 0).length).toBeGreaterThanOrEqual(20);
  });

  test("a day ends at midnight in Paris, not in UTC, and canceled orders do not count", async () => {
    const lastOfDay = await orderAt("2021-06-14T21:59:59Z", "B2C"); // 23:59:59 in Paris (UTC+2)
    const firstOfNext = await orderAt("2021-06-14T22:00:00Z", "B2B"); // 00:00 on the 15th in Paris
    await orderAt("2021-06-14T12:00:00Z", "B2C", "CANCELED");
    const { json } = await get("/api/dashboard/sales?from=2021-06-14&to=2021-06-15");
    expect(json.body.buckets).toEqual([
      { start: "2021-06-14", b2b: 0, b2c: lastOfDay.net, orders: 1 },
      { start: "2021-06-15", b2b: firstOfNext.net, b2c: 0, orders: 1 },
    ]);
  });

  test("daylight-saving days: 23 hours in March, 25 hours in October", async () => {
    // 28 March 2021: Paris goes from UTC+1 to UTC+2, the day runs 23:00Z (27th) to 22:00Z (28th).
    const before = await orderAt("2021-03-27T22:59:59Z", "B2C");
    const start = await orderAt("2021-03-27T23:00:00Z", "B2C");
    const end = await orderAt("2021-03-28T21:59:59Z", "B2B");
    const after = await orderAt("2021-03-28T22:00:00Z", "B2B");
    const march = (await get("/api/dashboard/sales?from=2021-03-27&to=2021-03-29")).json.body;
    expect(march.buckets).toEqual([
      { start: "2021-03-27", b2b: 0, b2c: before.net, orders: 1 },
      { start: "2021-03-28", b2b: end.net, b2c: start.net, orders: 2 },
      { start: "2021-03-29", b2b: after.net, b2c: 0, orders: 1 },
    ]);
    // 31 October 2021: back to UTC+1, the day runs 22:00Z (30th) to 23:00Z (31st).
    const late = await orderAt("2021-10-31T22:30:00Z", "B2C"); // 23:30 in Paris, still the 31st
    const november = await orderAt("2021-10-31T23:00:00Z", "B2C"); // midnight, 1 November
    const october = (await get("/api/dashboard/sales?from=2021-10-31&to=2021-11-01")).json.body;
    expect(october.buckets).toEqual([
      { start: "2021-10-31", b2b: 0, b2c: late.net, orders: 1 },
      { start: "2021-11-01", b2b: 0, b2c: november.net, orders: 1 },
    ]);
    // The same instants by month: 31 Oct 23:00Z is already November in Paris.
    const months = (await get("/api/dashboard/sales?granularity=month&from=2021-10-01&to=2021-11-30")).json.body;
    expect(months.buckets).toEqual([
      { start: "2021-10-01", b2b: 0, b2c: late.net, orders: 1 },
      { start: "2021-11-01", b2b: 0, b2c: november.net, orders: 1 },
    ]);
    // By week (Monday first): Sunday 28 March late evening is still that week; Monday 29th is the next.
    const weeks = (await get("/api/dashboard/sales?granularity=week&from=2021-03-22&to=2021-03-29")).json.body;
    expect(weeks).toMatchObject({ from: "2021-03-22", to: "2021-04-04" });
    expect(weeks.buckets).toEqual([
      { start: "2021-03-22", b2b: end.net, b2c: before.net + start.net, orders: 3 },
      { start: "2021-03-29", b2b: after.net, b2c: 0, orders: 1 },
    ]);
  });

  test("a customer who becomes B2B moves their sales; a canceled or deleted order leaves the trend", async () => {
    const order = await orderAt("2021-09-09T10:00:00Z", "B2C");
    const day = async () => (await get("/api/dashboard/sales?from=2021-09-09&to=2021-09-09")).json.body.buckets[0];
    expect(await day()).toEqual({ start: "2021-09-09", b2b: 0, b2c: order.net, orders: 1 });
    await t.database.db.update(users).set({ bussiness_type: "B2B" }).where(eq(users.id, order.user_id));
    t.app.readCache.invalidate();
    expect(await day()).toEqual({ start: "2021-09-09", b2b: order.net, b2c: 0, orders: 1 });
    expect((await t.call("PUT", `/api/admin/order/cancel/${order.id}`, { token: admin })).status).toBe(200);
    expect(await day()).toEqual({ start: "2021-09-09", b2b: 0, b2c: 0, orders: 0 });
    const other = await orderAt("2021-09-09T11:00:00Z", "B2C");
    expect(await day()).toEqual({ start: "2021-09-09", b2b: 0, b2c: other.net, orders: 1 });
    await t.database.db.delete(orderItems).where(eq(orderItems.order_id, other.id));
    await t.database.db.delete(orders).where(eq(orders.id, other.id));
    t.app.readCache.invalidate();
    expect(await day()).toEqual({ start: "2021-09-09", b2b: 0, b2c: 0, orders: 0 });
  });

  test("weeks and months by default: 12 each, ending with the current one", async () => {
    const weeks = (await get("/api/dashboard/sales?granularity=week")).json.body;
    expect(weeks.buckets).toHaveLength(12);
    expect(new Date(`${weeks.from}T00:00:00Z`).getUTCDay()).toBe(1);
    const months = (await get("/api/dashboard/sales?granularity=month")).json.body;
    expect(months.buckets).toHaveLength(12);
    expect(months.buckets.every((month: { start: string }) => month.start.endsWith("-01"))).toBe(true);
    expect(months.to >= shopDate(new Date(), "Europe/Paris")).toBe(true);
  });

  test("refuses ranges it cannot draw", async () => {
    expect((await get("/api/dashboard/sales?granularity=year")).status).toBe(400);
    expect((await get("/api/dashboard/sales?from=2021-02-30")).status).toBe(400);
    expect((await get("/api/dashboard/sales?from=2021-03-02&to=2021-03-01")).status).toBe(400);
    const tooLong = await get("/api/dashboard/sales?from=2000-01-01&to=2021-01-01");
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toMatch(/at most 400 days/);
  });

  test("is for the back office only", async () => {
    for (const path of ["/api/dashboard/sales", "/api/dashboard/attention", "/api/dashboard/top-products"]) {
      expect((await t.call("GET", path)).status).toBe(401);
      const customer = await t.account("USER");
      expect((await t.call("GET", path, { token: customer.token })).status).toBe(403);
    }
  });
});

describe("attention", () => {
  test("orders waiting: counts and the oldest of each status, as in the database", async () => {
    const old = await orderAt("2020-01-02T08:00:00Z", "B2C");
    const { status, json } = await get("/api/dashboard/attention");
    expect(status).toBe(200);
    const [counts] = await rows<{ pending: number; confirmed: number; oldest_confirmed: string | null }>(sql`
      select count(*) filter (where order_status = 'PENDING')::int as pending,
             count(*) filter (where order_status = 'CONFIRMED')::int as confirmed,
             min(created_at) filter (where order_status = 'CONFIRMED') as oldest_confirmed
      from orders`);
    expect(json.body.pending).toEqual({ count: counts.pending, oldestAt: "2020-01-02T08:00:00.000Z" });
    expect(json.body.confirmed.count).toBe(counts.confirmed);
    expect(Date.parse(json.body.confirmed.oldestAt)).toBe(Date.parse(String(counts.oldest_confirmed)));
    // Confirming it takes it out of the waiting count at once.
    expect((await t.call("PUT", `/api/admin/order/confirm/${old.id}`, { token: admin })).status).toBe(200);
    const after = (await get("/api/dashboard/attention")).json.body;
    expect(after.pending.count).toBe(counts.pending - 1);
    expect(after.pending.oldestAt).not.toBe("2020-01-02T08:00:00.000Z");
    expect(after.confirmed.count).toBe(counts.confirmed + 1);
    expect(after.confirmed.oldestAt).toBe("2020-01-02T08:00:00.000Z");
  });

  test("low stock: published products at or under the threshold (5), lowest first", async () => {
    const catalog = await newCatalog(t, admin, "Low stock");
    const make = async (stock: number, status: "PUBLISHED" | "DRAFT") =>
      (await t.call("POST", "/api/product", { token: admin, body: productBody(catalog, { stock, status }) })).json.body
        .id as number;
    const before = (await get("/api/dashboard/attention")).json.body.lowStock;
    expect(before.threshold).toBe(5);
    const atThreshold = await make(5, "PUBLISHED");
    await make(6, "PUBLISHED");
    await make(0, "DRAFT");
    const after = (await get("/api/dashboard/attention")).json.body.lowStock;
    expect(after.count).toBe(before.count + 1);
    const expected = await rows<{ id: number; product_name: string; stock: number }>(sql`
      select id, product_name, stock from products where status = 'PUBLISHED' and stock <= 5
      order by stock, id limit 10`);
    expect(after.products).toEqual(expected.map((row) => ({ ...row, id: Number(row.id) })));
    // Set to 0 it comes first (ids break ties, so it follows seeded products already at 0).
    await t.call("PUT", `/api/product/update/${atThreshold}`, {
      token: admin,
      body: productBody(catalog, { stock: 0, status: "PUBLISHED" }),
    });
    const zero = (await get("/api/dashboard/attention")).json.body.lowStock;
    const [{ zeros }] = await rows<{ zeros: number }>(
      sql`select count(*)::int as zeros from products where status = 'PUBLISHED' and stock = 0`,
    );
    // It is listed exactly when at most ten products (itself included, with the highest id) are at 0.
    expect(zero.products.some((row: { id: number }) => row.id === atThreshold)).toBe(zeros <= 10);
    expect(zero.products[0].stock).toBe(0);
  });
});

describe("top products", () => {
  test("the last 30 days' best sellers by revenue and by units, canceled and older orders left out", async () => {
    const catalog = await newCatalog(t, admin, "Top");
    const create = async (name: string) =>
      (await t.call("POST", "/api/product", { token: admin, body: productBody(catalog, { product_name: name }) })).json
        .body.id as number;
    const manyUnits = await create("Sold by the thousand");
    const bigRevenue = await create("Sold for a fortune");
    const canceledOnly = await create("Only canceled");
    const line = (orderId: number, productId: number, quantity: number, net: number) =>
      addLine(t, orderId, productId, quantity, net);
    const recent = await orderAt(new Date(Date.now() - 3 * 86_400_000).toISOString(), "B2B");
    await line(recent.id, manyUnits, 90_000, 90_000);
    await line(recent.id, bigRevenue, 1, 9_000_000);
    const canceled = await orderAt(new Date().toISOString(), "B2C", "CANCELED");
    await line(canceled.id, canceledOnly, 100_000, 99_000_000);
    const old = await orderAt(new Date(Date.now() - 40 * 86_400_000).toISOString(), "B2C");
    await line(old.id, manyUnits, 500_000, 10);
    t.app.readCache.invalidate();

    const { status, json } = await get("/api/dashboard/top-products");
    expect(status).toBe(200);
    expect(json.body.timeZone).toBe("Europe/Paris");
    expect(json.body.to).toBe(shopDate(new Date(), "Europe/Paris"));
    expect(json.body.byRevenue).toHaveLength(5);
    expect(json.body.byRevenue[0]).toEqual({
      id: bigRevenue,
      product_name: "Sold for a fortune",
      revenue: 9_000_000,
      units: 1,
    });
    expect(json.body.byUnits[0]).toEqual({
      id: manyUnits,
      product_name: "Sold by the thousand",
      revenue: 90_000,
      units: 90_000,
    });
    const ids = [...json.body.byRevenue, ...json.body.byUnits].map((row: { id: number }) => row.id);
    expect(ids).not.toContain(canceledOnly);
    const revenues = json.body.byRevenue.map((row: { revenue: number }) => row.revenue);
    expect([...revenues].sort((a, b) => b - a)).toEqual(revenues);
  });
});

describe("an empty shop", () => {
  test("zeros in every bucket, nothing waiting, no best sellers, no low stock", async () => {
    const empty = await createTestApp({ lowStockThreshold: 3 });
    try {
      await empty.database.exec("truncate order_items, orders, products cascade");
      empty.app.readCache.invalidate();
      const token = (await empty.account("ADMIN")).token;
      const call = (url: string) => empty.call("GET", url, { token });
      const trend = await call("/api/dashboard/sales");
      expect(trend.status).toBe(200);
      expect(trend.json.body.buckets).toHaveLength(30);
      expect(
        trend.json.body.buckets.every(
          (day: { b2b: number; b2c: number; orders: number }) => day.b2b === 0 && day.b2c === 0 && day.orders === 0,
        ),
      ).toBe(true);
      expect((await call("/api/dashboard/attention")).json.body).toEqual({
        pending: { count: 0, oldestAt: null },
        confirmed: { count: 0, oldestAt: null },
        lowStock: { threshold: 3, count: 0, products: [] },
      });
      const top = (await call("/api/dashboard/top-products")).json.body;
      expect(top.byRevenue).toEqual([]);
      expect(top.byUnits).toEqual([]);
      // /dashboard still answers as the spec says.
      expect((await call("/api/dashboard")).json.body).toMatchObject({
        totalSales: 0,
        totalProducts: 0,
        totalOrders: 0,
      });
    } finally {
      await empty.close();
    }
  });

  test("another time zone moves the day boundary", async () => {
    const tokyo = await createTestApp({ shopTimeZone: "Asia/Tokyo" });
    try {
      const token = (await tokyo.account("ADMIN")).token;
      const order = await tokyo.order("PENDING");
      await tokyo.database.db.update(orders).set({ created_at: "2021-06-14T15:00:00Z" }).where(eq(orders.id, order.id));
      tokyo.app.readCache.invalidate();
      const body = (await tokyo.call("GET", "/api/dashboard/sales?from=2021-06-14&to=2021-06-15", { token })).json.body;
      expect(body.timeZone).toBe("Asia/Tokyo");
      // 15:00Z is midnight of the 15th in Tokyo (UTC+9).
      expect(body.buckets.map((day: { orders: number }) => day.orders)).toEqual([0, 1]);
    } finally {
      await tokyo.close();
    }
  });
});

describe("the overview's calls", () => {
  test("each answers with its own message", async () => {
    expect((await get("/api/dashboard")).json.message).toBe("Dashboard");
    expect((await get("/api/dashboard/sales")).json.message).toBe("Sales trend");
    expect((await get("/api/dashboard/attention")).json.message).toBe("Attention");
    expect((await get("/api/dashboard/top-products")).json.message).toBe("Top products");
  });

  test("a shop time zone that is not an IANA name stops the server at start, saying so", async () => {
    const { database, drop } = await openSeededDatabase();
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
    try {
      await expect(
        buildApp({
          database,
          uploadsDir,
          tokenSecret: "time-zone-test-secret",
          seedScale: 0,
          loggerLevel: "silent",
          shopTimeZone: "Mars/Olympus_Mons",
          // On PostgreSQL the read cache opens a listening connection before the dashboard refuses
          // the zone: the failed build must close it, or the copy below could not be dropped.
        }),
      ).rejects.toThrow("shopTimeZone must be an IANA time zone, got Mars/Olympus_Mons");
    } finally {
      await database.close();
      await drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    }
  });

  test("top products: from midnight 29 days ago to tonight's midnight in the shop's zone; ties rank by id", async () => {
    const shop = await createTestApp();
    try {
      await shop.database.exec("truncate order_items, orders cascade");
      const token = (await shop.account("ADMIN")).token;
      const [a, b, c, outside] = await shop.database.db
        .select({ id: products.id, product_name: products.product_name })
        .from(products)
        .orderBy(asc(products.id))
        .limit(4);
      const today = shopDate(new Date(), "Europe/Paris");
      const midnight = async (date: string) =>
        (
          (await shop.database.db.execute(
            sql`select extract(epoch from ${date}::date::timestamp at time zone 'Europe/Paris')::float8 * 1000 as at`,
          )) as unknown as { rows: { at: number }[] }
        ).rows[0].at;
      const start = await midnight(addBuckets(today, "day", -29));
      const end = await midnight(addBuckets(today, "day", 1));
      /** An order placed at this instant with these lines (product, quantity, net payable). */
      const orderWith = async (at: number, lines: [number, number, number][]) => {
        const order = await shop.order("PENDING");
        await shop.database.db.delete(orderItems).where(eq(orderItems.order_id, order.id));
        await shop.database.db
          .update(orders)
          .set({ created_at: new Date(at).toISOString() })
          .where(eq(orders.id, order.id));
        for (const [productId, quantity, net] of lines) await addLine(shop, order.id, productId, quantity, net);
      };
      await orderWith(start - 1000, [[outside.id, 1000, 1_000_000]]);
      await orderWith(start, [[a.id, 2, 50]]);
      await orderWith(end - 1000, [
        [c.id, 3, 10],
        [b.id, 2, 50],
      ]);
      await orderWith(end, [[outside.id, 1000, 1_000_000]]);
      shop.app.readCache.invalidate();

      const { json } = await shop.call("GET", "/api/dashboard/top-products", { token });
      expect(json.body.from).toBe(addBuckets(today, "day", -29));
      expect(json.body.to).toBe(today);
      const row = (product: typeof a, revenue: number, units: number) => ({ ...product, revenue, units });
      expect(json.body.byRevenue).toEqual([row(a, 50, 2), row(b, 50, 2), row(c, 10, 3)]);
      expect(json.body.byUnits).toEqual([row(c, 10, 3), row(a, 50, 2), row(b, 50, 2)]);
    } finally {
      await shop.close();
    }
  });
});
