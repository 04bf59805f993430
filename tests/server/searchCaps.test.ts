import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, newCatalog, productBody, type TestApp } from "./helpers.js";

/**
 * Search that keeps up (issue 32): an orders search counts each status up to 1,000 and says when
 * it stopped there (the list shows "1,000+"); without a search the counts stay exact, and so does
 * the CSV export's total. A products search of digits also finds barcodes (the command palette).
 */

const dialect = new PgDialect();
let t: TestApp;
let admin: string;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: false });
  admin = (await t.account("ADMIN")).token;
  // One customer with 1,100 pending and 5 confirmed orders whose numbers hold "CAPZ".
  const first = await t.order("PENDING");
  customerId = first.user_id;
  await t.database.db.execute(sql`
    insert into orders (order_number, order_status, user_id, shipping_service_id, subtotal, total_price,
      shipping_charges, net_payable, transaction_id, ship_street, ship_city, ship_country, created_at)
    select 'ORD-CAPZ-' || n, case when n < 5 then 'CONFIRMED' else 'PENDING' end, o.user_id, o.shipping_service_id,
      o.subtotal, o.total_price, o.shipping_charges, o.net_payable, 'TX-CAPZ-' || n, o.ship_street, o.ship_city,
      o.ship_country, now() - n * interval '1 minute'
    from orders o, generate_series(0, 1104) n where o.id = ${first.id}`);
  t.app.readCache.invalidate();
});
afterAll(() => t.close());

const answer = async (path: string) => {
  const { status, json } = await t.call("GET", `/api/admin/${path}`, { token: admin });
  expect(status).toBe(200);
  return json.body;
};
const page = async (query: string) =>
  (await answer(`orders?${query}`)) as {
    orders: { order_number: string }[];
    total?: number;
    more?: boolean;
    statusCounts?: Record<string, number>;
    statusCountsCapped?: boolean;
  };
const counts = async (query: string) =>
  (await answer(`orders/counts?${query}`)) as { statusCounts: Record<string, number>; statusCountsCapped: boolean };

describe("GET /admin/orders with a search", () => {
  test("answers the newest 25 and whether more follow, without counting the matches", async () => {
    const body = await page("search=capz&page=1&limit=25");
    expect(body.orders.map((order) => order.order_number)).toEqual(
      Array.from({ length: 25 }, (_, n) => `ORD-CAPZ-${n}`),
    );
    expect(body.more).toBe(true);
    expect(body).not.toHaveProperty("total");
    expect(body).not.toHaveProperty("statusCounts");
    expect(body).not.toHaveProperty("statusCountsCapped");
    // The last page of the 5 confirmed ones: nothing follows.
    const confirmed = await page("search=capz&status=CONFIRMED&page=1&limit=25");
    expect(confirmed.orders).toHaveLength(5);
    expect(confirmed.more).toBe(false);
  });

  test("the page of a search does not wait for its counts: it reads no count at all", async () => {
    // Count statements read `limit 1001` (STATUS_COUNT_CAP + 1) per status; the page reads 26 ids.
    const statements: string[] = [];
    const execute = t.database.db.execute.bind(t.database.db);
    t.database.db.execute = ((query: Parameters<typeof execute>[0]) => {
      statements.push(typeof query === "string" ? query : dialect.sqlToQuery(query.getSQL()).sql);
      return execute(query);
    }) as typeof execute;
    try {
      t.app.readCache.invalidate();
      await page("search=capz-7&page=1&limit=25");
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.filter((statement) => statement.includes("count(*)"))).toEqual([]);
      await counts("search=capz-7");
      expect(statements.filter((statement) => statement.includes("count(*)")).length).toBeGreaterThan(0);
    } finally {
      t.database.db.execute = execute;
    }
  });
});

describe("GET /admin/orders/counts", () => {
  test("counts each status up to 1,000 and says a count was capped", async () => {
    expect(await counts("search=capz")).toEqual({
      statusCounts: { PENDING: 1000, CONFIRMED: 5, DELIVERED: 0, CANCELED: 0 },
      statusCountsCapped: true,
    });
  });

  test("a search under the cap counts exactly, and says so", async () => {
    // ORD-CAPZ-10, ORD-CAPZ-100 … 109, ORD-CAPZ-1000 … 1099: 111 orders, all pending.
    expect(await counts("search=ORD-CAPZ-10")).toEqual({
      statusCounts: { PENDING: 111, CONFIRMED: 0, DELIVERED: 0, CANCELED: 0 },
      statusCountsCapped: false,
    });
  });

  test("without a search the counts are exact and never capped, as the page's own", async () => {
    const exact = { PENDING: 1101, CONFIRMED: 5, DELIVERED: 0, CANCELED: 0 };
    expect(await counts(`userId=${customerId}`)).toEqual({ statusCounts: exact, statusCountsCapped: false });
    const body = await page(`userId=${customerId}&page=1&limit=25`);
    expect(body.statusCounts).toEqual(exact);
    expect(body.statusCountsCapped).toBe(false);
    expect(body.total).toBe(1106);
  });

  test("refuses a status (the counts are of every status) and asks a back-office role", async () => {
    const refused = await t.call("GET", "/api/admin/orders/counts?search=capz&status=PENDING", { token: admin });
    expect(refused.status).toBe(400);
    const anonymous = await t.call("GET", "/api/admin/orders/counts?search=capz");
    expect(anonymous.status).toBe(401);
  });
});

describe("GET /admin/orders/export.csv of a search", () => {
  test("the CSV export of a capped search still says how many orders it holds", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/orders/export.csv?search=capz",
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("1105");
    expect(response.body.trim().split("\n")).toHaveLength(1106);
  });
});

describe("GET /products?search= of digits", () => {
  test("finds the products whose barcode starts with them, beside names that hold them", async () => {
    const catalog = await newCatalog(t, admin, "Barcode");
    const created = await t.call("POST", "/api/product", {
      token: admin,
      body: productBody(catalog, { product_name: "Scanned thing", bar_code: "9990001112223" }),
    });
    expect(created.status).toBe(201);
    const named = await t.call("POST", "/api/product", {
      token: admin,
      body: productBody(catalog, { product_name: "Model 99900011 box", bar_code: null }),
    });
    expect(named.status).toBe(201);
    const names = async (search: string) =>
      (await t.call("GET", `/api/products?page=1&limit=10&search=${search}`, { token: admin })).json.body.products.map(
        (product: { product_name: string }) => product.product_name,
      );

    expect(await names("9990001112223")).toEqual(["Scanned thing"]);
    expect((await names("99900011")).sort()).toEqual(["Model 99900011 box", "Scanned thing"]);
    // Digits inside a barcode, not at its start, do not find it.
    expect(await names("0001112223")).toEqual([]);
    expect(await names("scanned")).toEqual(["Scanned thing"]);
  });
});
