import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
});
afterAll(() => t.close());

const firstWithStatus = async (status: string) => {
  const { json } = await t.call("GET", "/api/admin/orders", { token: admin });
  const order = json.body.find((row: { order_status: string }) => row.order_status === status);
  if (!order) throw new Error(`no ${status} order in the seed`);
  return order as { id: number; order_number: string };
};

describe("orders", () => {
  test("the list carries what the list, transactions and export show, newest first", async () => {
    const { status, json } = await t.call("GET", "/api/admin/orders", { token: admin });
    expect(status).toBe(200);
    expect(json.body.length).toBeGreaterThanOrEqual(300);
    const order = json.body[0];
    expect(order).toMatchObject({
      order_number: expect.stringMatching(/^ORD-/),
      transaction_id: expect.any(String),
      net_payable: expect.any(Number),
      user: { full_name: expect.any(String), email: expect.any(String) },
      shippingService: { title: expect.any(String) },
      shippingAddress: { street: expect.any(String), city: expect.any(String), country: expect.any(String) },
    });
    expect(order.orderItems).toBeUndefined();
    const dates = json.body.map((row: { created_at: string }) => Date.parse(row.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const statuses = new Set(json.body.map((row: { order_status: string }) => row.order_status));
    expect([...statuses].sort()).toEqual(["CANCELED", "CONFIRMED", "DELIVERED", "PENDING"]);
  });

  test("the detail has items with product, images, colour and tag", async () => {
    const { id } = await firstWithStatus("DELIVERED");
    const { status, json } = await t.call("GET", `/api/admin/order/byid/${id}`, { token: admin });
    expect(status).toBe(200);
    const item = json.body.orderItems[0];
    expect(item.product.product_name).toEqual(expect.any(String));
    expect(item.product.productImages[0].file.img_url).toMatch(/^\/api\/upload\/files\//);
    expect(item.flavour.flavour_name).toEqual(expect.any(String));
    expect(item.device.device_name).toEqual(expect.any(String));
    const sum = json.body.orderItems.reduce(
      (total: number, line: { net_payable: number }) => total + line.net_payable,
      0,
    );
    expect(Math.round(sum * 100) / 100).toBe(json.body.total_price);
  });

  test("PENDING → CONFIRMED → DELIVERED, and nothing else", async () => {
    const { id } = await firstWithStatus("PENDING");
    expect((await t.call("PUT", `/api/admin/order/deliver/${id}`, { token: admin })).status).toBe(409);
    const confirmed = await t.call("PUT", `/api/admin/order/confirm/${id}`, { token: admin });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.body.order_status).toBe("CONFIRMED");
    const cancel = await t.call("PUT", `/api/admin/order/cancel/${id}`, { token: admin });
    expect(cancel.status).toBe(409);
    expect(cancel.json.message).toMatch(/CONFIRMED/);
    expect((await t.call("PUT", `/api/admin/order/deliver/${id}`, { token: admin })).status).toBe(200);
    const after = await t.call("GET", `/api/admin/order/byid/${id}`, { token: admin });
    expect(after.json.body.order_status).toBe("DELIVERED");
    expect((await t.call("PUT", `/api/admin/order/confirm/${id}`, { token: admin })).status).toBe(409);
  });

  test("PENDING → CANCELED; a canceled order cannot be confirmed", async () => {
    const { id } = await firstWithStatus("PENDING");
    expect((await t.call("PUT", `/api/admin/order/cancel/${id}`, { token: admin })).status).toBe(200);
    expect((await t.call("PUT", `/api/admin/order/confirm/${id}`, { token: admin })).status).toBe(409);
  });

  test("two concurrent confirms: exactly one wins", async () => {
    const { id } = await firstWithStatus("PENDING");
    const results = await Promise.all([
      t.call("PUT", `/api/admin/order/confirm/${id}`, { token: admin }),
      t.call("PUT", `/api/admin/order/cancel/${id}`, { token: admin }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });

  test("unknown ids are 404, bad ids 400, roles enforced", async () => {
    expect((await t.call("GET", "/api/admin/order/byid/999999", { token: admin })).status).toBe(404);
    expect((await t.call("PUT", "/api/admin/order/confirm/999999", { token: admin })).status).toBe(404);
    expect((await t.call("GET", "/api/admin/order/byid/abc", { token: admin })).status).toBe(400);
    expect((await t.call("GET", "/api/admin/orders")).status).toBe(401);
    const customer = await t.signIn("customer");
    expect((await t.call("GET", "/api/admin/orders", { token: customer })).status).toBe(403);
    const superAdmin = await t.signIn("superAdmin");
    expect((await t.call("GET", "/api/admin/orders", { token: superAdmin })).status).toBe(200);
  });
});

describe("dashboard", () => {
  test("totals equal counts made directly in SQL", async () => {
    const { status, json } = await t.call("GET", "/api/dashboard", { token: admin });
    expect(status).toBe(200);
    const result = await t.database.db.execute(sql`select
      (select coalesce(sum(net_payable), 0)::float8 from orders where order_status <> 'CANCELED') as sales,
      (select count(*)::int from users where user_type = 'USER') as customers,
      (select count(*)::int from products) as products,
      (select count(*)::int from orders) as orders`);
    const row = (result as unknown as { rows: Record<string, number>[] }).rows[0];
    expect(json.body.totalSales).toBeCloseTo(Number(row.sales), 2);
    expect(json.body.totalCustomers).toBe(Number(row.customers));
    expect(json.body.totalProducts).toBe(Number(row.products));
    expect(json.body.totalOrders).toBe(Number(row.orders));
    expect(Object.keys(json.body.monthOverMonth).sort()).toEqual([
      "totalCustomers",
      "totalOrders",
      "totalProducts",
      "totalSales",
    ]);
    for (const value of Object.values(json.body.monthOverMonth))
      expect(value === null || typeof value === "number").toBe(true);
  });
});

describe("users and admins", () => {
  test("customers only, with order totals and addresses, no secrets", async () => {
    const { status, json } = await t.call("GET", "/api/users", { token: admin });
    expect(status).toBe(200);
    expect(json.body.length).toBeGreaterThanOrEqual(60);
    expect(json.body.every((user: { user_type: string }) => user.user_type === "USER")).toBe(true);
    expect(
      json.body.some(
        (user: { vat_number: string | null; bussiness_type: string }) =>
          user.bussiness_type === "B2B" && user.vat_number,
      ),
    ).toBe(true);
    const withOrders = json.body.find((user: { orderCount: number }) => user.orderCount > 0);
    expect(withOrders.totalNetPayable).toBeGreaterThan(0);
    expect(withOrders.address.length).toBeGreaterThan(0);
    expect(JSON.stringify(json.body)).not.toMatch(/password_hash|scrypt|session_id/);
  });

  test("a customer with orders cannot be deleted; one without can", async () => {
    const { json } = await t.call("GET", "/api/users", { token: admin });
    const buyer = json.body.find((user: { orderCount: number }) => user.orderCount > 0);
    const refused = await t.call("DELETE", `/api/user/delete/${buyer.id}`, { token: admin });
    expect(refused.status).toBe(409);
    const signup = await t.call("POST", "/api/auth/signup", {
      body: {
        full_name: "Temp Person",
        email: "temp.person@example.com",
        password: "Temporary#1",
        confirm_password: "Temporary#1",
      },
    });
    expect(signup.status).toBe(201);
    const deleted = await t.call("DELETE", `/api/user/delete/${signup.json.body.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("User deleted successfully");
    expect((await t.call("GET", `/api/user/byid/${signup.json.body.id}`, { token: admin })).status).toBe(404);
  });

  test("admin management is SUPER_ADMIN only; a banned admin's token stops working", async () => {
    expect((await t.call("GET", "/api/users/admins", { token: admin })).status).toBe(403);
    const superAdmin = await t.signIn("superAdmin");
    const list = await t.call("GET", "/api/users/admins", { token: superAdmin });
    expect(list.status).toBe(200);
    const target = list.json.body.find((user: { email: string }) => user.email === "admin@shop.test");
    const banned = await t.call("PUT", `/api/user/account/status/${target.id}`, {
      token: superAdmin,
      body: { status: "BANNED" },
    });
    expect(banned.status).toBe(200);
    expect((await t.call("GET", "/api/user", { token: admin })).status).toBe(401);
    const signIn = await t.call("POST", "/api/auth/signin", {
      body: { email: "admin@shop.test", password: "Admin#2026" },
    });
    expect(signIn.status).toBe(401);
    await t.call("PUT", `/api/user/account/status/${target.id}`, { token: superAdmin, body: { status: "ACTIVE" } });
    admin = await t.signIn("admin");
    expect(
      (await t.call("PUT", `/api/user/account/status/${target.id}`, { token: superAdmin, body: { status: "GONE" } }))
        .status,
    ).toBe(400);
  });
});
