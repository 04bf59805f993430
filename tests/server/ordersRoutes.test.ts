// GET /admin/orders as a client sees it: the whole list gzipped when asked, the paged answer as
// soon as any one parameter is named, the page defaults, and the CSV export's headers.
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orders } from "../../host-demo/server/db/schema/index.js";
import { createTestApp, recordRequestLogs, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.call("GET", url, { token: admin, headers });
/** An answer that is not JSON (gzip, CSV): status and the raw response. */
async function raw(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: "GET",
    url,
    headers: { authorization: `Bearer ${admin}`, ...headers },
  });
  return { status: response.statusCode, response };
}

describe("the whole order list", () => {
  test("is gzipped for a client that accepts gzip, and is the same list as the plain answer", async () => {
    const mine = await t.order("PENDING");
    const plain = await get("/api/admin/orders", { "accept-encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.response.headers["content-encoding"]).toBeUndefined();
    expect(plain.response.headers["vary"]).toContain("accept-encoding");
    expect(plain.response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.json.body[0].id).toBe(mine.id);

    const zipped = await raw("/api/admin/orders", { "accept-encoding": "br, gzip;q=0.8" });
    expect(zipped.status).toBe(200);
    expect(zipped.response.headers["content-encoding"]).toBe("gzip");
    expect(zipped.response.headers["vary"]).toContain("accept-encoding");
    expect(zipped.response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const unzipped = JSON.parse(gunzipSync(zipped.response.rawPayload).toString("utf8"));
    expect(unzipped).toEqual(plain.json);

    // A second gzipped answer (from the cached copy) is the same bytes.
    const again = await raw("/api/admin/orders", { "accept-encoding": "gzip" });
    expect(again.response.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(again.response.rawPayload).toString("utf8"))).toEqual(plain.json);
  });

  test("a client that names only other encodings gets plain JSON", async () => {
    const { status, response } = await raw("/api/admin/orders", { "accept-encoding": "deflate, br, xgzip" });
    expect(status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(response.payload).body.length).toBeGreaterThan(0);
  });

  test("a status change is seen in the next whole list", async () => {
    const mine = await t.order("PENDING");
    expect((await get("/api/admin/orders")).json.body[0]).toMatchObject({ id: mine.id, order_status: "PENDING" });
    expect((await t.call("PUT", `/api/admin/order/cancel/${mine.id}`, { token: admin })).status).toBe(200);
    expect((await get("/api/admin/orders")).json.body[0]).toMatchObject({ id: mine.id, order_status: "CANCELED" });
  });
});

describe("the paged answer", () => {
  test("any one parameter alone turns the answer into a page", async () => {
    const mine = await t.order("PENDING");
    for (const query of [
      "page=1",
      "limit=5",
      `search=${mine.order_number}`,
      "status=PENDING",
      `userId=${mine.user_id}`,
      "from=2000-01-01",
      "to=2999-12-31",
    ]) {
      const { status, json } = await get(`/api/admin/orders?${query}`);
      expect(status, query).toBe(200);
      expect(Array.isArray(json.body), query).toBe(false);
      // A searched page leaves the counting to GET /admin/orders/counts.
      expect(json.body, query).toMatchObject(
        query.startsWith("search=")
          ? { page: 1, more: false }
          : { page: 1, total: expect.any(Number), statusCounts: expect.any(Object) },
      );
      expect(json.body.orders[0].id, query).toBe(mine.id);
    }
  });

  test("without page or limit: page 1 of 25 rows; the total without a status is the sum of the counts", async () => {
    const { json } = await get("/api/admin/orders?from=2000-01-01");
    expect(json.body.page).toBe(1);
    expect(json.body.limit).toBe(25);
    expect(json.body.orders).toHaveLength(25);
    const counts = Object.values(json.body.statusCounts as Record<string, number>);
    expect(counts).toHaveLength(4);
    expect(json.body.total).toBe(counts.reduce((sum, count) => sum + count, 0));
    expect(json.body.total).toBeGreaterThan(25);
  });

  test("the second page starts after the first, at (page - 1) × limit", async () => {
    const all = (await get("/api/admin/orders?limit=6")).json.body.orders.map((order: { id: number }) => order.id);
    const second = (await get("/api/admin/orders?limit=3&page=2")).json.body;
    expect(all).toHaveLength(6);
    expect(second.page).toBe(2);
    expect(second.orders.map((order: { id: number }) => order.id)).toEqual(all.slice(3, 6));
  });

  test("a search with spaces around it finds the order, and its counts are the search's own", async () => {
    const mine = await t.order("CONFIRMED");
    const { json } = await get(`/api/admin/orders?search=%20%20${mine.order_number}%20`);
    expect(json.body.orders.map((order: { id: number }) => order.id)).toEqual([mine.id]);
    const counts = (await get(`/api/admin/orders/counts?search=%20%20${mine.order_number}%20`)).json.body;
    expect(counts.statusCounts).toEqual({ PENDING: 0, CONFIRMED: 1, DELIVERED: 0, CANCELED: 0 });
    // Another filter right after is not answered from the first one's counts.
    const other = await t.order("DELIVERED");
    const byUser = (await get(`/api/admin/orders?userId=${other.user_id}`)).json.body;
    expect(byUser.statusCounts).toEqual({ PENDING: 0, CONFIRMED: 0, DELIVERED: 1, CANCELED: 0 });
    const nothing = (await get("/api/admin/orders?search=%20%20")).json.body;
    expect(nothing.total).toBeGreaterThan(1);
  });

  test("the status filter's total is that status's count, not the sum", async () => {
    const mine = await t.order("CANCELED");
    const { json } = await get(`/api/admin/orders?userId=${mine.user_id}&status=PENDING`);
    expect(json.body.orders).toEqual([]);
    expect(json.body.total).toBe(0);
    expect(json.body.statusCounts).toMatchObject({ CANCELED: 1, PENDING: 0 });
    const canceled = (await get(`/api/admin/orders?userId=${mine.user_id}&status=CANCELED`)).json.body;
    expect(canceled.total).toBe(1);
    expect(canceled.orders[0]).toMatchObject({ id: mine.id, order_status: "CANCELED", user: { id: mine.user_id } });
  });

  test("the to day ends at the next midnight UTC: an order at 00:00 the next day is left out", async () => {
    const late = await t.order("PENDING");
    const next = await t.order("PENDING");
    await t.database.db.update(orders).set({ created_at: "2019-03-10T23:59:59Z" }).where(eq(orders.id, late.id));
    await t.database.db.update(orders).set({ created_at: "2019-03-11T00:00:00Z" }).where(eq(orders.id, next.id));
    t.app.readCache.invalidate();
    const ids = async (query: string) =>
      (await get(`/api/admin/orders?${query}`)).json.body.orders.map((order: { id: number }) => order.id);
    expect(await ids("from=2019-03-10&to=2019-03-10")).toEqual([late.id]);
    expect(await ids("from=2019-03-11&to=2019-03-11")).toEqual([next.id]);
    expect(await ids("from=2019-03-10&to=2019-03-11")).toEqual([next.id, late.id]);
  });
});

describe("order status changes", () => {
  test("confirming a canceled order names both statuses", async () => {
    const { id } = await t.order("CANCELED");
    const { status, json } = await t.call("PUT", `/api/admin/order/confirm/${id}`, { token: admin });
    expect(status).toBe(409);
    expect(json.message).toBe("Cannot confirm an order that is CANCELED; only PENDING orders can be confirmed.");
  });

  test("each change is logged with the order, both statuses and who made it; a refused one is not", async () => {
    const adminAccount = await t.account("ADMIN");
    const log = recordRequestLogs(t.app, "order status changed");
    const { id } = await t.order("PENDING");
    const put = (action: string) => t.call("PUT", `/api/admin/order/${action}/${id}`, { token: adminAccount.token });
    expect((await put("confirm")).status).toBe(200);
    expect((await put("cancel")).status).toBe(409);
    expect((await put("deliver")).json.message).toBe("Order delivered");
    log.stop();
    expect(log.lines).toEqual([
      { orderId: id, from: "PENDING", to: "CONFIRMED", by: adminAccount.id },
      { orderId: id, from: "CONFIRMED", to: "DELIVERED", by: adminAccount.id },
    ]);
  });
});

describe("CSV export headers", () => {
  test("a filtered export: CSV type, not stored, the status's count up front", async () => {
    const mine = await t.order("CONFIRMED");
    const { status, response } = await raw(`/api/admin/orders/export.csv?userId=${mine.user_id}&status=CONFIRMED`);
    expect(status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-total-count"]).toBe("1");
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="orders-${day}.csv"`);
    const rows = response.payload.trim().split("\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(mine.order_number);
    const none = await raw(`/api/admin/orders/export.csv?userId=${mine.user_id}&status=PENDING`);
    expect(none.response.headers["x-total-count"]).toBe("0");
    expect(none.response.payload.trim().split("\n")).toHaveLength(1);
  });
});
