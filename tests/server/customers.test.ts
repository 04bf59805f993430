import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orders, userAddresses } from "../../host-demo/server/db/schema/index.js";
import { createTestApp, expectBackOfficeOnly, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

describe("customers list", () => {
  test("lists customers only, each with who referred them (null when nobody did)", async () => {
    const seller = await t.account("SALEPERSON", { full_name: "Rita Referrer", referral_code: "SPRITA1" });
    const referred = await t.account("USER", { full_name: "Referred Customer", used_referral_code: "SPRITA1" });
    const plain = await t.account("USER", { full_name: "Plain Customer" });
    const { status, json } = await t.call("GET", "/api/users", { token: admin });
    expect(status).toBe(200);
    expect(json.message).toBe("Users");
    const byId = new Map(json.body.map((user: { id: number }) => [user.id, user]));
    expect(byId.has(seller.id)).toBe(false);
    expect(byId.get(referred.id)).toMatchObject({ referred_by: "Rita Referrer", used_referral_code: "SPRITA1" });
    expect(byId.get(plain.id)).toMatchObject({ referred_by: null, address: [], orderCount: 0 });
    expect(json.body.every((user: { user_type: string }) => user.user_type === "USER")).toBe(true);
    // Seeded customers keep their addresses (grouped per customer, not mixed up).
    const withAddress = json.body.find((user: { address: unknown[] }) => user.address.length > 0);
    expect(withAddress.address.every((address: { user_id: number }) => address.user_id === withAddress.id)).toBe(true);
  });

  test("a customer with two addresses has both, in the list and by id", async () => {
    const customer = await t.account("USER", { full_name: "Two Homes" });
    await t.database.db.insert(userAddresses).values([
      { user_id: customer.id, street: "1 First Street", city: "Lisbon", state: null, country: "Portugal" },
      { user_id: customer.id, street: "2 Second Street", city: "Porto", state: null, country: "Portugal" },
    ]);
    t.app.readCache.invalidate();
    const cities = (user: { address: { city: string }[] }) => user.address.map((address) => address.city).sort();
    const list = await t.call("GET", "/api/users", { token: admin });
    expect(cities(list.json.body.find((user: { id: number }) => user.id === customer.id))).toEqual(["Lisbon", "Porto"]);
    const one = await t.call("GET", `/api/user/byid/${customer.id}`, { token: admin });
    expect(one.json.message).toBe("User");
    expect(cities(one.json.body)).toEqual(["Lisbon", "Porto"]);
  });

  test("every customer call is for the back office; a refused delete deletes nothing", async () => {
    const customer = await t.account("USER");
    const other = (await t.account("USER")).token;
    await expectBackOfficeOnly(t, other, [
      ["GET", "/users"],
      ["GET", `/user/byid/${customer.id}`],
      ["GET", `/user/orders/${customer.id}`],
      ["DELETE", `/user/delete/${customer.id}`],
    ]);
    expect((await t.call("GET", `/api/user/byid/${customer.id}`, { token: admin })).status).toBe(200);
  });
});

describe("a customer's recent orders", () => {
  test("answers the newest orders first, at most `limit`, with the count and total net payable", async () => {
    const first = await t.order("DELIVERED");
    // Three more orders of the same customer, one of them canceled (left out of the totals).
    const rows = [];
    for (const [index, status] of (["PENDING", "CONFIRMED", "CANCELED"] as const).entries()) {
      const [row] = await t.database.db
        .insert(orders)
        .values({
          order_number: `ORD-REC-${first.id}-${index}`,
          order_status: status,
          user_id: first.user_id,
          subtotal: 10,
          total_price: 10,
          shipping_charges: 0,
          net_payable: 10 + index,
          transaction_id: `TX-REC-${first.id}-${index}`,
          ship_street: "1 Test Street",
          ship_city: "Testville",
          ship_country: "Portugal",
          created_at: new Date(Date.now() + (index + 1) * 60_000).toISOString(),
        })
        .returning({ id: orders.id, net_payable: orders.net_payable });
      rows.push(row);
    }
    t.app.readCache.invalidate();
    const all = await t.call("GET", `/api/user/orders/${first.user_id}`, { token: admin });
    expect(all.status).toBe(200);
    expect(all.json.message).toBe("User orders");
    expect(all.json.body.orders.map((order: { id: number }) => order.id)).toEqual([
      rows[2].id,
      rows[1].id,
      rows[0].id,
      first.id,
    ]);
    expect(all.json.body.orders[0]).toMatchObject({
      order_number: `ORD-REC-${first.id}-2`,
      order_status: "CANCELED",
      net_payable: 12,
      created_at: expect.any(String),
    });
    const detail = await t.call("GET", `/api/admin/order/byid/${first.id}`, { token: admin });
    expect(all.json.body.orderCount).toBe(3);
    expect(all.json.body.totalNetPayable).toBeCloseTo(detail.json.body.net_payable + 10 + 11, 2);

    const two = await t.call("GET", `/api/user/orders/${first.user_id}?limit=2`, { token: admin });
    expect(two.json.body.orders).toHaveLength(2);
    expect(two.json.body.orderCount).toBe(3);
  });

  test("a customer without orders has none; other ids are not found; bad input is a 400; it needs a token", async () => {
    const fresh = await t.account("USER");
    const empty = await t.call("GET", `/api/user/orders/${fresh.id}`, { token: admin });
    expect(empty.json.body).toEqual({ orders: [], orderCount: 0, totalNetPayable: 0 });
    const other = await t.account("ADMIN");
    expect((await t.call("GET", `/api/user/orders/${other.id}`, { token: admin })).status).toBe(404);
    const unknown = await t.call("GET", "/api/user/orders/999999", { token: admin });
    expect([unknown.status, unknown.json.message]).toEqual([404, "User not found"]);
    const bad = await t.call("GET", `/api/user/orders/${fresh.id}?limit=0`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/limit/);
    expect((await t.call("GET", `/api/user/orders/${fresh.id}`)).status).toBe(401);
  });
});

describe("deleting a customer", () => {
  test("a customer with orders is refused (409) and stays; one without is deleted", async () => {
    const buyer = await t.order("PENDING");
    const refused = await t.call("DELETE", `/api/user/delete/${buyer.user_id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ success: false, message: expect.stringMatching(/has orders/) });
    expect((await t.call("GET", `/api/user/byid/${buyer.user_id}`, { token: admin })).status).toBe(200);
    const list = await t.call("GET", "/api/users", { token: admin });
    expect(list.json.body.some((user: { id: number }) => user.id === buyer.user_id)).toBe(true);

    const idle = await t.account("USER");
    const deleted = await t.call("DELETE", `/api/user/delete/${idle.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("User deleted successfully");
    const after = await t.call("GET", "/api/users", { token: admin });
    expect(after.json.body.some((user: { id: number }) => user.id === idle.id)).toBe(false);
    const again = await t.call("DELETE", `/api/user/delete/${idle.id}`, { token: admin });
    expect([again.status, again.json.message]).toEqual([404, "User not found"]);
  });
});
