import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, newCatalog, productBody, type TestApp } from "./helpers.js";

/**
 * Search that keeps up (issue 32): an orders search counts each status up to 1,000 and says when
 * it stopped there (the list shows "1,000+"); without a search the counts stay exact, and so does
 * the CSV export's total. A products search of digits also finds barcodes (the command palette).
 */

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

const page = async (query: string) => {
  const { status, json } = await t.call("GET", `/api/admin/orders?${query}`, { token: admin });
  expect(status).toBe(200);
  return json.body as {
    orders: { order_number: string }[];
    total: number;
    statusCounts: Record<string, number>;
    statusCountsCapped: boolean;
  };
};

describe("GET /admin/orders with a search", () => {
  test("counts each status up to 1,000 and says a count was capped; the page is still the newest 25", async () => {
    const body = await page("search=capz&page=1&limit=25");
    expect(body.statusCounts).toEqual({ PENDING: 1000, CONFIRMED: 5, DELIVERED: 0, CANCELED: 0 });
    expect(body.statusCountsCapped).toBe(true);
    expect(body.total).toBe(1005);
    expect(body.orders.map((order) => order.order_number)).toEqual(
      Array.from({ length: 25 }, (_, n) => `ORD-CAPZ-${n}`),
    );
    const confirmed = await page("search=capz&status=CONFIRMED&page=1&limit=25");
    expect(confirmed.total).toBe(5);
    expect(confirmed.statusCountsCapped).toBe(true);
  });

  test("a search under the cap counts exactly, and says so", async () => {
    const body = await page("search=ORD-CAPZ-10&page=1&limit=25");
    // ORD-CAPZ-10, ORD-CAPZ-100 … 109, ORD-CAPZ-1000 … 1099: 111 orders, all pending.
    expect(body.statusCounts).toEqual({ PENDING: 111, CONFIRMED: 0, DELIVERED: 0, CANCELED: 0 });
    expect(body.statusCountsCapped).toBe(false);
    expect(body.total).toBe(111);
  });

  test("without a search the counts are exact and never capped", async () => {
    const body = await page(`userId=${customerId}&page=1&limit=25`);
    expect(body.statusCounts).toEqual({ PENDING: 1101, CONFIRMED: 5, DELIVERED: 0, CANCELED: 0 });
    expect(body.statusCountsCapped).toBe(false);
    expect(body.total).toBe(1106);
  });

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
