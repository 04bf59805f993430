// GET /admin/orders with a query: one page, the total and the count per status, searched and
// filtered on the server; and the streamed CSV export of every matching order.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orders, users } from "../../host-demo/server/db/schema/index.js";
import { createTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const get = (url: string) => t.call("GET", url, { token: admin });
const STATUSES = ["PENDING", "CONFIRMED", "DELIVERED", "CANCELED"] as const;

/** Per-status counts and the ids newest first, straight from SQL. */
async function inSql(where = sql`true`) {
  const result = (await t.database.db.execute(
    sql`select id, order_status from orders where ${where} order by created_at desc, id desc`,
  )) as unknown as { rows: { id: number; order_status: string }[] };
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0]));
  for (const row of result.rows) counts[row.order_status]++;
  return { ids: result.rows.map((row) => Number(row.id)), counts };
}

/** An order whose customer has this name (set beside the API, as the seed would). */
async function orderOf(name: string, status: (typeof STATUSES)[number] = "PENDING") {
  const order = await t.order(status);
  await t.database.db.update(users).set({ full_name: name }).where(eq(users.id, order.user_id));
  t.app.readCache.invalidate();
  return order;
}

describe("paged orders", () => {
  test("a page, the total and the per-status counts match SQL; pages follow on without overlap", async () => {
    await t.order("CANCELED");
    const expected = await inSql();
    const first = await get("/api/admin/orders?page=1&limit=7");
    expect(first.status).toBe(200);
    expect(first.json.body.total).toBe(expected.ids.length);
    expect(first.json.body.statusCounts).toEqual(expected.counts);
    expect(first.json.body).toMatchObject({ page: 1, limit: 7 });
    const second = await get("/api/admin/orders?page=2&limit=7");
    const ids = [...first.json.body.orders, ...second.json.body.orders].map((order: { id: number }) => order.id);
    expect(ids).toEqual(expected.ids.slice(0, 14));
    // The row has the list's shape (customer, shipping, address; no items).
    expect(first.json.body.orders[0]).toMatchObject({
      user: { full_name: "Test user" },
      shippingService: { title: "Standard" },
      shippingAddress: { city: "Testville" },
    });
    expect(first.json.body.orders[0].orderItems).toBeUndefined();
    // Any one of the new parameters asks for a page (25 rows by default).
    const byDefault = await get("/api/admin/orders?page=1");
    expect(byDefault.json.body.orders).toHaveLength(25);
    const beyond = await get(`/api/admin/orders?page=${Math.ceil(expected.ids.length / 25) + 1}`);
    expect(beyond.json.body).toMatchObject({ orders: [], total: expected.ids.length });
  });

  test("deep pages (started from remembered anchors) match SQL, also right after a write and at equal times", async () => {
    const customer = await t.order("PENDING");
    // 2,600 orders of one customer, every 10 sharing one created_at: deep pages start from
    // anchors every 1,000 rows, and ties are ordered by id.
    await t.database.db.execute(sql`
      insert into orders (order_number, order_status, user_id, subtotal, total_price, net_payable, transaction_id,
                          ship_street, ship_city, ship_country, created_at)
      select 'DEEP-' || ${customer.user_id} || '-' || n, case when n % 3 = 0 then 'DELIVERED' else 'CONFIRMED' end,
             ${customer.user_id}, 10, 10, 10, 'TXD-' || n, 'Street', 'City', 'Country',
             now() - ((n / 10) || ' hours')::interval
      from generate_series(1, 2600) as n`);
    t.app.readCache.invalidate();
    const pageIds = async (url: string) =>
      (await get(url)).json.body.orders.map((order: { id: number }) => order.id) as number[];
    const mine = await inSql(sql`user_id = ${customer.user_id}`);
    // Deepest first (the anchors are found on the way), then shallower ones from the kept anchors.
    for (const page of [105, 104, 41, 40, 2, 1])
      expect(await pageIds(`/api/admin/orders?userId=${customer.user_id}&limit=25&page=${page}`)).toEqual(
        mine.ids.slice((page - 1) * 25, page * 25),
      );
    // Another filter's deep page starts from its own anchors, not from those just found.
    const confirmedOnly = await inSql(sql`user_id = ${customer.user_id} and order_status = 'CONFIRMED'`);
    expect(confirmedOnly.ids.length).toBeGreaterThan(1250);
    expect(await pageIds(`/api/admin/orders?userId=${customer.user_id}&status=CONFIRMED&limit=25&page=50`)).toEqual(
      confirmedOnly.ids.slice(1225, 1250),
    );
    const delivered = await inSql(sql`user_id = ${customer.user_id} and order_status = 'DELIVERED'`);
    expect(await pageIds(`/api/admin/orders?userId=${customer.user_id}&status=DELIVERED&limit=10&page=87`)).toEqual(
      delivered.ids.slice(860, 870),
    );
    // A newer order moves every row down by one, and delivering one through the API (a write)
    // changes the delivered list: the anchors found before must not be used any more.
    await t.database.db.execute(sql`
      insert into orders (order_number, order_status, user_id, subtotal, total_price, net_payable, transaction_id,
                          ship_street, ship_city, ship_country)
      values ('DEEP-NEW-' || ${customer.user_id}, 'PENDING', ${customer.user_id}, 10, 10, 10, 'TXD-NEW',
              'Street', 'City', 'Country')`);
    const confirmed = await inSql(sql`user_id = ${customer.user_id} and order_status = 'CONFIRMED'`);
    const delivering = await t.call("PUT", `/api/admin/order/deliver/${confirmed.ids[100]}`, { token: admin });
    expect(delivering.status).toBe(200);
    const after = await inSql(sql`user_id = ${customer.user_id}`);
    expect(after.ids.length).toBe(mine.ids.length + 1);
    expect(await pageIds(`/api/admin/orders?userId=${customer.user_id}&limit=25&page=61`)).toEqual(
      after.ids.slice(1500, 1525),
    );
    const deliveredAfter = await inSql(sql`user_id = ${customer.user_id} and order_status = 'DELIVERED'`);
    expect(deliveredAfter.ids.length).toBe(delivered.ids.length + 1);
    expect(await pageIds(`/api/admin/orders?userId=${customer.user_id}&status=DELIVERED&limit=10&page=87`)).toEqual(
      deliveredAfter.ids.slice(860, 870),
    );
  });

  test("without any of the parameters the answer is still the whole list", async () => {
    const { json } = await get("/api/admin/orders");
    expect(Array.isArray(json.body)).toBe(true);
    expect(json.body.length).toBe((await inSql()).ids.length);
  });

  test("the status filter narrows the page and the total; the counts stay those of every status", async () => {
    const mine = await t.order("CONFIRMED");
    const expected = await inSql(sql`order_status = 'CONFIRMED'`);
    const { json } = await get("/api/admin/orders?status=CONFIRMED&limit=100");
    expect(json.body.total).toBe(expected.ids.length);
    expect(json.body.orders.map((order: { id: number }) => order.id)).toEqual(expected.ids.slice(0, 100));
    expect(json.body.orders[0].id).toBe(mine.id);
    expect(json.body.statusCounts).toEqual((await inSql()).counts);
  });

  test("search: order number, transaction id, or customer name, ignoring case and accents", async () => {
    const unique = Math.random().toString(36).slice(2, 8);
    const zoe = await orderOf(`Zoë Ångström-Müller ${unique}`);
    const other = await orderOf(`Zoe Angstrom ${unique}x`, "DELIVERED");
    const search = async (text: string) =>
      (await get(`/api/admin/orders?search=${encodeURIComponent(text)}`)).json.body;

    // A searched page leaves its counts to GET /admin/orders/counts, and says whether more follow.
    const counted = async (text: string) =>
      (await get(`/api/admin/orders/counts?search=${encodeURIComponent(text)}`)).json.body;

    const byName = await search(`zoe angstrom-muller ${unique}`);
    expect(byName.orders.map((order: { id: number }) => order.id)).toEqual([zoe.id]);
    expect(byName).toMatchObject({ more: false });
    expect(byName.total).toBeUndefined();
    expect(byName.statusCounts).toBeUndefined();
    expect((await counted(`zoe angstrom-muller ${unique}`)).statusCounts).toEqual({
      PENDING: 1,
      CONFIRMED: 0,
      DELIVERED: 0,
      CANCELED: 0,
    });
    const both = await search(`ZOË ÅNGSTRÖM`);
    expect(both.orders.map((order: { id: number }) => order.id)).toEqual(expect.arrayContaining([zoe.id, other.id]));
    const bothUnique = await search(unique);
    expect(bothUnique.orders.map((order: { id: number }) => order.id)).toEqual([other.id, zoe.id]);
    expect(await counted(unique)).toEqual({
      statusCounts: { PENDING: 1, CONFIRMED: 0, DELIVERED: 1, CANCELED: 0 },
      statusCountsCapped: false,
    });
    const withStatus = (await get(`/api/admin/orders?search=${unique}&status=DELIVERED`)).json.body;
    expect(withStatus.orders.map((order: { id: number }) => order.id)).toEqual([other.id]);
    expect(withStatus.more).toBe(false);

    expect((await search(zoe.order_number.toLowerCase())).orders.map((order: { id: number }) => order.id)).toEqual([
      zoe.id,
    ]);
    expect((await search(`tx-${zoe.order_number}`)).orders.map((order: { id: number }) => order.id)).toEqual([zoe.id]);
    // % and _ are literal characters, not wildcards.
    expect(await search("%")).toMatchObject({ orders: [], more: false });
    expect(Object.values((await counted("%")).statusCounts)).toEqual([0, 0, 0, 0]);
    expect((await search("  ")).total).toBe((await inSql()).ids.length);
  });

  test("userId and the from/to days (inclusive, UTC) filter the orders", async () => {
    const mine = await t.order("PENDING");
    const older = await t.order("DELIVERED");
    await t.database.db.update(orders).set({ created_at: "2020-01-15T23:59:00Z" }).where(eq(orders.id, older.id));
    t.app.readCache.invalidate();
    const byUser = (await get(`/api/admin/orders?userId=${mine.user_id}`)).json.body;
    expect(byUser.orders.map((order: { id: number }) => order.id)).toEqual([mine.id]);
    expect(byUser.total).toBe(1);
    const day = (await get("/api/admin/orders?from=2020-01-15&to=2020-01-15")).json.body;
    expect(day.orders.map((order: { id: number }) => order.id)).toContain(older.id);
    expect(day.orders.every((order: { created_at: string }) => order.created_at.startsWith("2020-01-15"))).toBe(true);
    expect((await get("/api/admin/orders?from=2020-01-16&to=2020-01-20")).json.body.orders).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id: older.id })]),
    );
    expect((await get("/api/admin/orders?to=2020-01-14")).json.body.orders).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id: older.id })]),
    );
  });

  test("a status change shows at once in the page and the counts", async () => {
    const mine = await t.order("PENDING");
    const before = (await get(`/api/admin/orders?userId=${mine.user_id}`)).json.body;
    expect(before.statusCounts).toMatchObject({ PENDING: 1, CONFIRMED: 0 });
    expect((await t.call("PUT", `/api/admin/order/confirm/${mine.id}`, { token: admin })).status).toBe(200);
    const after = (await get(`/api/admin/orders?userId=${mine.user_id}`)).json.body;
    expect(after.statusCounts).toMatchObject({ PENDING: 0, CONFIRMED: 1 });
    expect(after.orders[0].order_status).toBe("CONFIRMED");
  });

  test("bad parameters are refused with 400 naming the field; roles are enforced", async () => {
    for (const query of [
      "limit=0",
      "limit=101",
      "page=0",
      "status=SHIPPED",
      "userId=abc",
      "from=2020-13-01",
      "to=yesterday",
    ]) {
      const { status, json } = await get(`/api/admin/orders?${query}`);
      expect(status, query).toBe(400);
      expect(json.message).toContain(query.split("=")[0]);
    }
    expect((await t.call("GET", "/api/admin/orders?page=1")).status).toBe(401);
    const customer = await t.account("USER");
    expect((await t.call("GET", "/api/admin/orders?page=1", { token: customer.token })).status).toBe(403);
    expect((await t.call("GET", "/api/admin/orders/export.csv", { token: customer.token })).status).toBe(403);
  });
});

describe("CSV export", () => {
  test("streams every matching order in batches, numbered, newest first, with the total up front", async () => {
    const customer = await t.order("PENDING");
    // 1,200 more orders of one customer: more than one batch of the export.
    await t.database.db.execute(sql`
      insert into orders (order_number, order_status, user_id, subtotal, total_price, net_payable, transaction_id,
                          ship_street, ship_city, ship_country, created_at)
      select 'BULK-' || ${customer.user_id} || '-' || n, 'DELIVERED', ${customer.user_id}, 10, 10, 10.5, 'TXB-' || n,
             'Street', 'City', 'Country', now() - (n || ' minutes')::interval
      from generate_series(1, 1200) as n`);
    t.app.readCache.invalidate();
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/export.csv?userId=${customer.user_id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers["x-total-count"]).toBe("1201");
    const lines = response.body.replace(/^\ufeff/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Serial Number,Order Number,Name,Email,Shipping Service,Net Payable,Currency,Status,Transaction ID,Date",
    );
    expect(lines.at(-1)).toBe("");
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(1201);
    expect(rows.map((line) => Number(line.split(",")[0]))).toEqual(Array.from({ length: 1201 }, (_, i) => i + 1));
    expect(rows[0]).toContain(`,${customer.order_number},`);
    expect(new Set(rows.map((line) => line.split(",")[1])).size).toBe(1201);
    expect(rows[1]).toMatch(/^2,BULK-\d+-1,Test user,[^,]+,,10\.50,EUR,DELIVERED,TXB-1,\d{4}-/);
    expect(rows.at(-1)).toMatch(/^1201,BULK-\d+-1200,/);
  });

  test("follows the search and status, quotes and defuses formula-like names", async () => {
    const unique = Math.random().toString(36).slice(2, 8);
    const risky = await orderOf(`=HYPERLINK("x") ${unique}`, "CANCELED");
    await orderOf(`Plain, Name ${unique}`, "PENDING");
    const csv = async (query: string) =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/admin/orders/export.csv?${query}`,
          headers: { authorization: `Bearer ${admin}` },
        })
      ).body
        .replace(/^\ufeff/, "")
        .trim()
        .split("\r\n");
    const canceled = await csv(`search=${unique}&status=CANCELED`);
    expect(canceled).toHaveLength(2);
    expect(canceled[1]).toContain(`,${risky.order_number},"'=HYPERLINK(""x"") ${unique}",`);
    const both = await csv(`search=${unique}`);
    expect(both).toHaveLength(3);
    expect(both[1]).toContain(`"Plain, Name ${unique}"`);
    const none = await csv("search=nothing-matches-this");
    expect(none).toHaveLength(1);
    expect((await get("/api/admin/orders/export.csv?status=SHIPPED")).status).toBe(400);
  });
});
