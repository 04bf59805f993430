import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { banners, discounts, orders, products, users } from "../../host-demo/server/db/schema/index.js";
import { createTestApp, expectBackOfficeOnly, newCatalog, productBody, type TestApp } from "./helpers.js";

/**
 * The bulk calls of issue 32 (POST /admin/orders/status, /products/bulk, /users/bulk-delete,
 * /discounts/bulk): the records chosen by ids or by a list's filter, each record's outcome with
 * its reason, the streamed progress, and what the lists show afterwards.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: false });
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

interface Outcome {
  success: boolean;
  message: string;
  data: { total: number; changed: number[]; refused: { id: number; label: string; reason: string }[] };
}

/** POSTs a bulk call and reads its NDJSON answer: the progress lines and the last line. */
async function bulk(url: string, body: unknown, token: string | undefined = admin) {
  const response = await t.app.inject({
    method: "POST",
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
  const lines = response.body
    .trim()
    .split("\n")
    .map((text) => JSON.parse(text) as Record<string, unknown>);
  return {
    status: response.statusCode,
    type: String(response.headers["content-type"]),
    progress: lines.filter((line) => "progress" in line).map((line) => line.progress),
    outcome: lines.at(-1) as unknown as Outcome,
    /** For refusals before the work starts: the usual JSON envelope. */
    json: lines[0] as { success: boolean; message: string },
  };
}

const statusOf = async (ids: number[]) =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ id: orders.id, status: orders.order_status })
        .from(orders)
        .where(inArray(orders.id, ids))
    ).map((row) => [row.id, row.status]),
  );

describe("POST /admin/orders/status", () => {
  test("with ids: each order by its own transition; the others refused, naming their status", async () => {
    const [pending1, pending2, confirmed, delivered] = await Promise.all([
      t.order("PENDING"),
      t.order("PENDING"),
      t.order("CONFIRMED"),
      t.order("DELIVERED"),
    ]);
    const ids = [pending1.id, pending2.id, confirmed.id, delivered.id, 999_999_999];
    const answer = await bulk("/admin/orders/status", { status: "CONFIRMED", ids });
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/x-ndjson/);
    expect(answer.outcome).toEqual({
      success: true,
      message: "2 orders confirmed, 3 refused",
      data: {
        total: 5,
        changed: [pending1.id, pending2.id],
        refused: expect.arrayContaining([
          { id: confirmed.id, label: confirmed.order_number, reason: "Already confirmed" },
          {
            id: delivered.id,
            label: delivered.order_number,
            reason: "Only pending orders can be confirmed; this one is delivered",
          },
          { id: 999_999_999, label: "#999999999", reason: "Not found" },
        ]),
      },
    });
    expect(answer.outcome.data.refused).toHaveLength(3);
    expect(answer.progress).toEqual([
      { done: 0, total: 5 },
      { done: 5, total: 5 },
    ]);
    expect(await statusOf(ids)).toEqual({
      [pending1.id]: "CONFIRMED",
      [pending2.id]: "CONFIRMED",
      [confirmed.id]: "CONFIRMED",
      [delivered.id]: "DELIVERED",
    });

    // Cancel is from pending only: the confirmed ones are refused, the pending one canceled.
    const pending3 = await t.order("PENDING");
    const cancel = await bulk("/admin/orders/status", { status: "CANCELED", ids: [pending1.id, pending3.id] });
    expect(cancel.outcome.message).toBe("1 order canceled, 1 refused");
    expect(cancel.outcome.data.changed).toEqual([pending3.id]);
    expect(cancel.outcome.data.refused).toEqual([
      {
        id: pending1.id,
        label: pending1.order_number,
        reason: "Only pending orders can be canceled; this one is confirmed",
      },
    ]);
    // Deliver from confirmed.
    const deliver = await bulk("/admin/orders/status", { status: "DELIVERED", ids: [pending1.id, pending2.id] });
    expect(deliver.outcome.message).toBe("2 orders delivered");
    expect(await statusOf([pending1.id, pending2.id, pending3.id])).toEqual({
      [pending1.id]: "DELIVERED",
      [pending2.id]: "DELIVERED",
      [pending3.id]: "CANCELED",
    });
  });

  test("with a filter: every matching order, a progress line per 500, and the list shows the change", async () => {
    const first = await t.order("PENDING");
    // 1,199 more pending orders of the same customer, and one confirmed that the filter leaves out.
    await t.database.db.execute(sql`
      insert into orders (order_number, order_status, user_id, shipping_service_id, subtotal, total_price,
        shipping_charges, net_payable, transaction_id, ship_street, ship_city, ship_country)
      select 'ORD-BULK-' || n, case when n = 0 then 'CONFIRMED' else 'PENDING' end, o.user_id, o.shipping_service_id,
        o.subtotal, o.total_price, o.shipping_charges, o.net_payable, 'TX-BULK-' || n, o.ship_street, o.ship_city,
        o.ship_country
      from orders o, generate_series(0, 1199) n where o.id = ${first.id}`);
    t.app.readCache.invalidate();
    const listUrl = `/api/admin/orders?userId=${first.user_id}&page=1&limit=25`;
    const before = await t.call("GET", listUrl, { token: admin });
    expect(before.json.body.statusCounts).toEqual({ PENDING: 1200, CONFIRMED: 1, DELIVERED: 0, CANCELED: 0 });

    const answer = await bulk("/admin/orders/status", {
      status: "CONFIRMED",
      filter: { userId: first.user_id, status: "PENDING" },
    });
    expect(answer.status).toBe(200);
    expect(answer.progress).toEqual([
      { done: 0, total: 1200 },
      { done: 500, total: 1200 },
      { done: 1000, total: 1200 },
      { done: 1200, total: 1200 },
    ]);
    expect(answer.outcome.message).toBe("1200 orders confirmed");
    expect(answer.outcome.data.changed).toHaveLength(1200);
    expect(answer.outcome.data.refused).toEqual([]);

    // The list read before was cached: the same read now shows the change.
    const after = await t.call("GET", listUrl, { token: admin });
    expect(after.json.body.statusCounts).toEqual({ PENDING: 0, CONFIRMED: 1201, DELIVERED: 0, CANCELED: 0 });
    const stillPending = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.user_id} = ${first.user_id} and ${orders.order_status} = 'PENDING'`);
    expect(stillPending).toEqual([]);
  });

  test("a filter matching nothing answers an empty outcome", async () => {
    const answer = await bulk("/admin/orders/status", {
      status: "DELIVERED",
      filter: { search: "no order has this text zq" },
    });
    expect(answer.outcome).toEqual({
      success: true,
      message: "0 orders delivered",
      data: { total: 0, changed: [], refused: [] },
    });
  });
});

describe("POST /products/bulk", () => {
  test("DELETE: products without orders go with their banners; one in orders is refused with the reason", async () => {
    const catalog = await newCatalog(t, admin, "Bulk delete");
    const created = await t.call("POST", "/api/product", {
      token: admin,
      body: productBody(catalog, { product_name: "Bulk gone" }),
    });
    const gone = created.json.body.id as number;
    const banner = await t.call("POST", "/api/banner", {
      token: admin,
      body: { title: "Bulk sale", target_type: "PRODUCT", target_id: gone, img_url: "/api/upload/files/seed-05.png" },
    });
    expect(banner.status).toBe(201);
    // t.order() sells the first product: it is in orders.
    await t.order("PENDING");
    const [sold] = await t.database.db
      .select({ id: products.id, name: products.product_name })
      .from(products)
      .orderBy(products.id)
      .limit(1);

    const answer = await bulk("/products/bulk", { action: "DELETE", ids: [gone, sold.id] });
    expect(answer.outcome.success).toBe(true);
    expect(answer.outcome.message).toBe("1 product deleted, 1 refused");
    expect(answer.outcome.data.changed).toEqual([gone]);
    expect(answer.outcome.data.refused).toEqual([
      { id: sold.id, label: sold.name, reason: expect.stringMatching(/^In \d+ orders?; set it to Draft instead$/) },
    ]);
    expect((await t.call("GET", `/api/product/byid/${gone}`, { token: admin })).status).toBe(404);
    expect((await t.call("GET", `/api/product/byid/${sold.id}`, { token: admin })).status).toBe(200);
    expect(await t.database.db.select().from(banners).where(eq(banners.id, banner.json.body.id))).toEqual([]);
  });

  test("UNPUBLISH then PUBLISH with a filter: every product of the brand, and the cached list follows", async () => {
    const catalog = await newCatalog(t, admin, "Bulk publish");
    const ids: number[] = [];
    for (const name of ["Bulk one", "Bulk two"]) {
      ids.push(
        (await t.call("POST", "/api/product", { token: admin, body: productBody(catalog, { product_name: name }) }))
          .json.body.id,
      );
    }
    const listUrl = `/api/products?page=1&limit=10&brandId=${catalog.brand.id}`;
    const statuses = async () =>
      (await t.call("GET", listUrl, { token: admin })).json.body.products.map(
        (product: { status: string }) => product.status,
      );
    expect(await statuses()).toEqual(["PUBLISHED", "PUBLISHED"]);

    const unpublish = await bulk("/products/bulk", { action: "UNPUBLISH", filter: { brandId: catalog.brand.id } });
    expect(unpublish.outcome.message).toBe("2 products unpublished");
    expect(unpublish.outcome.data.changed.sort()).toEqual([...ids].sort());
    expect(await statuses()).toEqual(["DRAFT", "DRAFT"]);

    const publish = await bulk("/products/bulk", { action: "PUBLISH", ids: [ids[0]] });
    expect(publish.outcome.message).toBe("1 product published");
    const rows = await t.database.db
      .select({ id: products.id, status: products.status })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(products.id);
    expect(rows).toEqual([
      { id: Math.min(...ids), status: ids[0] < ids[1] ? "PUBLISHED" : "DRAFT" },
      { id: Math.max(...ids), status: ids[0] < ids[1] ? "DRAFT" : "PUBLISHED" },
    ]);
  });
});

describe("POST /users/bulk-delete", () => {
  test("with ids: a customer with orders is refused with their count; a customer without is deleted", async () => {
    const free = await t.account("USER", { full_name: "Bulk Free" });
    const buyer = await t.order("CONFIRMED");
    const otherAdmin = await t.account("ADMIN");
    const answer = await bulk("/users/bulk-delete", { ids: [free.id, buyer.user_id, otherAdmin.id] });
    expect(answer.outcome.message).toBe("1 customer deleted, 2 refused");
    expect(answer.outcome.data.changed).toEqual([free.id]);
    expect(answer.outcome.data.refused).toEqual(
      expect.arrayContaining([
        { id: buyer.user_id, label: "Test user", reason: "Has 1 order" },
        { id: otherAdmin.id, label: "Test admin", reason: "Not a customer" },
      ]),
    );
    const left = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [free.id, buyer.user_id, otherAdmin.id]));
    expect(left.map((row) => row.id).sort()).toEqual([buyer.user_id, otherAdmin.id].sort());
    expect((await t.call("GET", `/api/user/byid/${free.id}`, { token: admin })).status).toBe(404);
  });

  test("with a filter: the customers whose name contains the text, of the type; never a sale person", async () => {
    const b2c = await t.account("USER", { full_name: "Zanzibar Quill One", bussiness_type: "B2C" });
    const b2b = await t.account("USER", { full_name: "zanzibar quill two", bussiness_type: "B2B" });
    const seller = await t.account("SALEPERSON", { full_name: "Zanzibar Quill Seller" });
    const answer = await bulk("/users/bulk-delete", { filter: { search: " ZANZIBAR quill ", type: "B2B" } });
    expect(answer.outcome.message).toBe("1 customer deleted");
    expect(answer.outcome.data).toEqual({ total: 1, changed: [b2b.id], refused: [] });
    const everyone = await bulk("/users/bulk-delete", { filter: { search: "zanzibar quill" } });
    expect(everyone.outcome.data.changed).toEqual([b2c.id]);
    const [kept] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, seller.id));
    expect(kept).toEqual({ id: seller.id });
  });
});

describe("POST /discounts/bulk", () => {
  const coupon = (code: string) => ({
    discount_type: "PROMO",
    user_type: "B2B",
    start_date: "2027-03-01",
    end_date: "2027-03-31",
    percentage: 10,
    fixed_amount: null,
    code,
    min_order_price: null,
  });

  test("DEACTIVATE with ids, then DELETE by search: the list no longer shows them", async () => {
    const ids: number[] = [];
    for (const code of ["BULKZED1", "BULKZED2"]) {
      const created = await t.call("POST", "/api/discount/create", { token: admin, body: coupon(code) });
      expect(created.status).toBe(201);
      ids.push(created.json.body.id);
    }
    const deactivate = await bulk("/discounts/bulk", { action: "DEACTIVATE", ids: [...ids, 999_999_998] });
    expect(deactivate.outcome.message).toBe("2 discounts deactivated, 1 refused");
    expect(deactivate.outcome.data.refused).toEqual([{ id: 999_999_998, label: "#999999998", reason: "Not found" }]);
    const rows = await t.database.db
      .select({ status: discounts.status })
      .from(discounts)
      .where(inArray(discounts.id, ids));
    expect(rows).toEqual([{ status: "INACTIVE" }, { status: "INACTIVE" }]);

    const listed = async () =>
      (await t.call("GET", "/api/discount/all", { token: admin })).json.body
        .map((row: { code: string | null }) => row.code)
        .filter((code: string | null) => code?.startsWith("BULKZED"));
    expect((await listed()).sort()).toEqual(["BULKZED1", "BULKZED2"]);
    // The search also matches the target's name, as the list's does.
    const catalog = await newCatalog(t, admin, "Bulkzed target");
    const brandDiscount = await t.call("POST", "/api/discount/create", {
      token: admin,
      body: { ...coupon(""), discount_type: "BRAND", code: null, target_id: catalog.brand.id },
    });
    expect(brandDiscount.status).toBe(201);
    const remove = await bulk("/discounts/bulk", { action: "DELETE", filter: { search: "bulkzed", type: "B2B" } });
    expect(remove.outcome.message).toBe("3 discounts deleted");
    expect(remove.outcome.data.changed.sort()).toEqual([...ids, brandDiscount.json.body.id].sort());
    expect(await listed()).toEqual([]);
    // Deleted ones are no longer found.
    const again = await bulk("/discounts/bulk", { action: "ACTIVATE", ids });
    expect(again.outcome.message).toBe("0 discounts activated, 2 refused");
  });
});

describe("refused before the work starts (the usual JSON envelope, no stream)", () => {
  const calls: [string, Record<string, unknown>][] = [
    ["/admin/orders/status", { status: "CONFIRMED" }],
    ["/products/bulk", { action: "PUBLISH" }],
    ["/users/bulk-delete", {}],
    ["/discounts/bulk", { action: "ACTIVATE" }],
  ];

  test("400 for both ids and filter, for neither, for no ids and for more than 10,000", async () => {
    const tooMany = Array.from({ length: 10_001 }, (_, index) => index + 1);
    for (const [url, base] of calls) {
      for (const [label, extra, message] of [
        ["both", { ids: [1], filter: {} }, "Send either ids or filter, not both and not neither"],
        ["neither", {}, "Send either ids or filter, not both and not neither"],
        ["no ids", { ids: [] }, "Invalid body.ids: must NOT have fewer than 1 items"],
        ["10,001 ids", { ids: tooMany }, "Invalid body.ids: must NOT have more than 10000 items"],
        ["the same id twice", { ids: [1, 1] }, undefined],
      ] as const) {
        const response = await t.call("POST", `/api${url}`, { token: admin, body: { ...base, ...extra } });
        expect({ url, label, status: response.status }).toEqual({ url, label, status: 400 });
        expect(response.response.headers["content-type"]).toMatch(/^application\/json/);
        expect(response.json.success).toBe(false);
        if (message) expect(response.json.message).toBe(message);
      }
    }
    // 10,000 ids are taken (none of them exists here: each is refused as not found).
    const most = Array.from({ length: 10_000 }, (_, index) => 2_000_000_000 + index);
    const answer = await bulk("/discounts/bulk", { action: "ACTIVATE", ids: most });
    expect(answer.status).toBe(200);
    expect(answer.outcome.message).toBe("0 discounts activated, 10000 refused");
    expect(answer.progress).toHaveLength(21);
  });

  test("401 without a token, 403 for a customer", async () => {
    const customer = (await t.account("USER")).token;
    await expectBackOfficeOnly(
      t,
      customer,
      calls.map(([url, base]) => ["POST", url, { ...base, ids: [1] }]),
    );
  });
});
