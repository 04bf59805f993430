import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orders, userAddresses } from "../../host-demo/server/db/schema/index.js";
import { createTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const put = (action: string, id: number) => t.call("PUT", `/api/admin/order/${action}/${id}`, { token: admin });
const statusOf = async (id: number) =>
  (await t.call("GET", `/api/admin/order/byid/${id}`, { token: admin })).json.body.order_status;

describe("orders", () => {
  test("the list carries what the list, transactions and export show, newest first", async () => {
    const mine = await t.order("PENDING");
    const { status, json } = await t.call("GET", "/api/admin/orders", { token: admin });
    expect(status).toBe(200);
    expect(json.body.length).toBeGreaterThanOrEqual(300);
    // The newest order is the one just made.
    const [order] = json.body;
    expect(order).toMatchObject({
      id: mine.id,
      order_number: mine.order_number,
      order_status: "PENDING",
      transaction_id: `TX-${mine.order_number}`,
      net_payable: expect.any(Number),
      user: { id: mine.user_id, full_name: "Test user", email: expect.stringMatching(/@tests\.shop\.test$/) },
      shippingService: { title: "Standard" },
      shippingAddress: { street: "1 Test Street", city: "Testville", country: "Portugal" },
    });
    expect(order.net_payable).toBeCloseTo(order.total_price + order.shipping_charges, 2);
    expect(order.orderItems).toBeUndefined();
    const dates = json.body.map((row: { created_at: string }) => Date.parse(row.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const statuses = new Set(json.body.map((row: { order_status: string }) => row.order_status));
    expect([...statuses].sort()).toEqual(["CANCELED", "CONFIRMED", "DELIVERED", "PENDING"]);
  });

  test("an order without a shipping service lists it as null", async () => {
    const mine = await t.order("PENDING");
    await t.database.db.update(orders).set({ shipping_service_id: null }).where(eq(orders.id, mine.id));
    const detail = await t.call("GET", `/api/admin/order/byid/${mine.id}`, { token: admin });
    expect(detail.json.body.shippingService).toBeNull();
  });

  test("the detail has items with product, images, colour and tag", async () => {
    const { json: list } = await t.call("GET", "/api/admin/orders", { token: admin });
    const delivered = list.body.find((row: { order_status: string }) => row.order_status === "DELIVERED");
    expect(delivered).toBeDefined();
    const { status, json } = await t.call("GET", `/api/admin/order/byid/${delivered.id}`, { token: admin });
    expect(status).toBe(200);
    expect(json.message).toBe("Order");
    expect(json.body).toMatchObject({ id: delivered.id, order_number: delivered.order_number });
    expect(json.body.orderItems.length).toBeGreaterThan(0);
    const item = json.body.orderItems[0];
    expect(item.product.product_name).toEqual(expect.any(String));
    expect(item.product.productImages[0].file.img_url).toMatch(/^\/api\/upload\/files\//);
    const orders = item.product.productImages.map((image: { display_order: number }) => image.display_order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(item.flavour.flavour_name).toEqual(expect.any(String));
    expect(item.device.device_name).toEqual(expect.any(String));
    const itemIds = json.body.orderItems.map((line: { id: number }) => line.id);
    expect([...itemIds].sort((a, b) => a - b)).toEqual(itemIds);
    const sum = json.body.orderItems.reduce(
      (total: number, line: { net_payable: number }) => total + line.net_payable,
      0,
    );
    expect(Math.round(sum * 100) / 100).toBe(json.body.total_price);
    const mine = await t.order("PENDING");
    const own = await t.call("GET", `/api/admin/order/byid/${mine.id}`, { token: admin });
    expect(own.json.body.orderItems).toHaveLength(1);
    const [line] = own.json.body.orderItems;
    expect(line).toMatchObject({ quantity: 2, flavour: null, device: null });
    expect(line.order_id).toBeUndefined();
    expect(Object.keys(line.product).sort()).toEqual(["bar_code", "id", "productImages", "product_name"]);
    expect(Object.keys(line.product.productImages[0]).sort()).toEqual(["display_order", "file", "image_id"]);
    expect(Object.keys(line.product.productImages[0].file).sort()).toEqual(["id", "img_url"]);
    expect(Object.keys(item.flavour).sort()).toEqual(["flavour_name", "id"]);
    expect(Object.keys(item.device).sort()).toEqual(["device_name", "id"]);
  });

  test("an item's product images come in display order, not in the order they were added", async () => {
    const mine = await t.order("PENDING");
    const before = await t.call("GET", `/api/admin/order/byid/${mine.id}`, { token: admin });
    const productId: number = before.json.body.orderItems[0].product.id;
    const files = (await t.database.db.execute(sql`select id from files order by id limit 2`)) as unknown as {
      rows: { id: number }[];
    };
    const [first, second] = files.rows.map((row) => Number(row.id));
    // The image shown second is stored first.
    await t.database.db.execute(sql`delete from product_images where product_id = ${productId}`);
    await t.database.db.execute(
      sql`insert into product_images (product_id, image_id, display_order) values (${productId}, ${second}, 2), (${productId}, ${first}, 1)`,
    );
    t.app.readCache.invalidate();
    const after = await t.call("GET", `/api/admin/order/byid/${mine.id}`, { token: admin });
    const images = after.json.body.orderItems[0].product.productImages as { image_id: number; display_order: number }[];
    expect(images.map((image) => [image.image_id, image.display_order])).toEqual([
      [first, 1],
      [second, 2],
    ]);
  });

  test("PENDING → CONFIRMED → DELIVERED, and nothing else", async () => {
    const { id } = await t.order("PENDING");
    const early = await put("deliver", id);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe("Cannot deliver an order that is PENDING; only CONFIRMED orders can be delivered.");
    const confirmed = await put("confirm", id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.message).toBe("Order confirmed");
    expect(confirmed.json.body).toEqual({ id, order_status: "CONFIRMED" });
    const cancel = await put("cancel", id);
    expect(cancel.status).toBe(409);
    expect(cancel.json.message).toBe("Cannot cancel an order that is CONFIRMED; only PENDING orders can be canceled.");
    expect(await statusOf(id)).toBe("CONFIRMED");
    const delivered = await put("deliver", id);
    expect(delivered.status).toBe(200);
    expect(delivered.json.message).toBe("Order delivered");
    expect(await statusOf(id)).toBe("DELIVERED");
    for (const action of ["confirm", "cancel", "deliver"]) expect((await put(action, id)).status).toBe(409);
    expect(await statusOf(id)).toBe("DELIVERED");
  });

  test("PENDING → CANCELED; a canceled order cannot be confirmed or delivered", async () => {
    const { id } = await t.order("PENDING");
    const canceled = await put("cancel", id);
    expect(canceled.status).toBe(200);
    expect(canceled.json.body).toEqual({ id, order_status: "CANCELED" });
    expect(canceled.json.message).toBe("Order canceled");
    for (const action of ["confirm", "deliver", "cancel"]) expect((await put(action, id)).status).toBe(409);
    expect(await statusOf(id)).toBe("CANCELED");
  });

  test("a change touches only its own order", async () => {
    const first = await t.order("PENDING");
    const second = await t.order("PENDING");
    expect((await put("confirm", first.id)).status).toBe(200);
    expect(await statusOf(second.id)).toBe("PENDING");
  });

  test("two concurrent confirms: exactly one wins", async () => {
    const { id } = await t.order("PENDING");
    const results = await Promise.all([put("confirm", id), put("confirm", id)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await statusOf(id)).toBe("CONFIRMED");
  });

  test("a concurrent confirm and cancel: exactly one wins", async () => {
    const { id } = await t.order("PENDING");
    const [confirm, cancel] = await Promise.all([put("confirm", id), put("cancel", id)]);
    expect([confirm.status, cancel.status].sort()).toEqual([200, 409]);
    expect(await statusOf(id)).toBe(confirm.status === 200 ? "CONFIRMED" : "CANCELED");
  });

  test("unknown ids are 404, bad ids 400, roles enforced", async () => {
    const missing = await t.call("GET", "/api/admin/order/byid/999999", { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("Order not found");
    for (const action of ["confirm", "deliver", "cancel"]) {
      const refused = await put(action, 999999);
      expect([action, refused.status, refused.json.message]).toEqual([action, 404, "Order not found"]);
    }
    expect((await t.call("GET", "/api/admin/order/byid/abc", { token: admin })).status).toBe(400);
    expect((await t.call("GET", "/api/admin/orders")).status).toBe(401);
    const customer = await t.account("USER");
    expect((await t.call("GET", "/api/admin/orders", { token: customer.token })).status).toBe(403);
    const { id } = await t.order("PENDING");
    expect((await t.call("PUT", `/api/admin/order/confirm/${id}`, { token: customer.token })).status).toBe(403);
    expect(await statusOf(id)).toBe("PENDING");
    const superAdmin = await t.account("SUPER_ADMIN");
    expect((await t.call("GET", "/api/admin/orders", { token: superAdmin.token })).status).toBe(200);
    expect((await t.call("PUT", `/api/admin/order/confirm/${id}`, { token: superAdmin.token })).status).toBe(200);
  });
});

describe("dashboard", () => {
  const countsInSql = async () => {
    const result = await t.database.db.execute(sql`
      with bounds as (
        select date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' as this_month,
               (date_trunc('month', now() at time zone 'UTC') - interval '1 month') at time zone 'UTC' as last_month
      )
      select
        (select coalesce(sum(net_payable), 0)::float8 from orders where order_status <> 'CANCELED') as sales,
        (select count(*)::int from users where user_type = 'USER') as customers,
        (select count(*)::int from products) as products,
        (select count(*)::int from orders) as orders,
        (select count(*)::int from orders, bounds where created_at >= this_month) as orders_this,
        (select count(*)::int from orders, bounds where created_at >= last_month and created_at < this_month)
          as orders_last`);
    const row = (result as unknown as { rows: Record<string, number>[] }).rows[0];
    return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
  };

  test("totals equal counts made directly in SQL", async () => {
    const { status, json } = await t.call("GET", "/api/dashboard", { token: admin });
    expect(status).toBe(200);
    const row = await countsInSql();
    expect(json.body.totalSales).toBeCloseTo(row.sales, 2);
    expect(json.body.totalCustomers).toBe(row.customers);
    expect(json.body.totalProducts).toBe(row.products);
    expect(json.body.totalOrders).toBe(row.orders);
    expect(Object.keys(json.body.monthOverMonth).sort()).toEqual([
      "totalCustomers",
      "totalOrders",
      "totalProducts",
      "totalSales",
    ]);
    for (const value of Object.values(json.body.monthOverMonth))
      expect(value === null || typeof value === "number").toBe(true);
  });

  test("an order made now counts at once in the totals and in this month's change", async () => {
    const before = (await t.call("GET", "/api/dashboard", { token: admin })).json.body;
    const mine = await t.order("PENDING");
    const after = (await t.call("GET", "/api/dashboard", { token: admin })).json.body;
    const row = await countsInSql();
    expect(after.totalOrders).toBe(before.totalOrders + 1);
    expect(after.totalCustomers).toBe(before.totalCustomers + 1);
    const [{ net }] = await t.database.db
      .select({ net: orders.net_payable })
      .from(orders)
      .where(eq(orders.id, mine.id));
    expect(after.totalSales).toBeCloseTo(before.totalSales + net, 2);
    const expected =
      row.orders_last === 0 ? null : Math.round(((row.orders_this - row.orders_last) / row.orders_last) * 1000) / 10;
    expect(after.monthOverMonth.totalOrders).toBe(expected);
    // A canceled order leaves the sales total.
    expect((await put("cancel", mine.id)).status).toBe(200);
    const canceled = (await t.call("GET", "/api/dashboard", { token: admin })).json.body;
    expect(canceled.totalSales).toBeCloseTo(before.totalSales, 2);
    expect(canceled.totalOrders).toBe(after.totalOrders);
  });

  test("is for the back office only", async () => {
    expect((await t.call("GET", "/api/dashboard")).status).toBe(401);
    const customer = await t.account("USER");
    expect((await t.call("GET", "/api/dashboard", { token: customer.token })).status).toBe(403);
  });
});

describe("customers", () => {
  test("customers only, with order totals and addresses, no secrets", async () => {
    const mine = await t.order("PENDING");
    await t.database.db
      .insert(userAddresses)
      .values({ user_id: mine.user_id, street: "2 Side Road", city: "Porto", state: null, country: "Portugal" });
    t.app.readCache.invalidate();
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
    const own = json.body.find((user: { id: number }) => user.id === mine.user_id);
    const [{ net }] = await t.database.db
      .select({ net: orders.net_payable })
      .from(orders)
      .where(eq(orders.id, mine.id));
    expect(own).toMatchObject({ orderCount: 1, totalNetPayable: net });
    expect(own.address).toEqual([
      {
        id: expect.any(Number),
        user_id: mine.user_id,
        street: "2 Side Road",
        city: "Porto",
        state: null,
        country: "Portugal",
      },
    ]);
    const newcomer = await t.account("USER");
    const fresh = (await t.call("GET", "/api/users", { token: admin })).json.body;
    expect(fresh[0]).toMatchObject({ id: newcomer.id, orderCount: 0, totalNetPayable: 0, address: [] });
    expect(JSON.stringify(json.body)).not.toMatch(/password_hash|scrypt|session_id/);
    const byId = await t.call("GET", `/api/user/byid/${mine.user_id}`, { token: admin });
    expect(byId.json.body).toMatchObject({ id: mine.user_id, orderCount: 1, address: [{ city: "Porto" }] });
  });

  test("canceled orders do not count in a customer's totals", async () => {
    const mine = await t.order("CANCELED");
    const byId = await t.call("GET", `/api/user/byid/${mine.user_id}`, { token: admin });
    expect(byId.json.body).toMatchObject({ orderCount: 0, totalNetPayable: 0 });
  });

  test("by id answers customers and sale persons, not admins", async () => {
    const salePerson = await t.account("SALEPERSON");
    expect((await t.call("GET", `/api/user/byid/${salePerson.id}`, { token: admin })).status).toBe(200);
    const other = await t.account("ADMIN");
    const refused = await t.call("GET", `/api/user/byid/${other.id}`, { token: admin });
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe("User not found");
    expect((await t.call("GET", "/api/user/byid/999999", { token: admin })).status).toBe(404);
  });

  test("a customer with orders cannot be deleted; one without can, and so can a sale person", async () => {
    const buyer = await t.order("DELIVERED");
    const refused = await t.call("DELETE", `/api/user/delete/${buyer.user_id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("This user has orders; orders are kept, so the user cannot be deleted.");
    const signup = await t.call("POST", "/api/auth/signup", {
      body: {
        full_name: "Temp Person",
        email: `temp.${buyer.id}@example.com`,
        password: "Temporary#1",
        confirm_password: "Temporary#1",
      },
    });
    expect(signup.status).toBe(201);
    const deleted = await t.call("DELETE", `/api/user/delete/${signup.json.body.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("User deleted successfully");
    expect((await t.call("GET", `/api/user/byid/${signup.json.body.id}`, { token: admin })).status).toBe(404);
    const salePerson = await t.account("SALEPERSON");
    expect((await t.call("DELETE", `/api/user/delete/${salePerson.id}`, { token: admin })).status).toBe(200);
  });

  test("an admin cannot be deleted as a customer", async () => {
    const other = await t.account("ADMIN");
    const refused = await t.call("DELETE", `/api/user/delete/${other.id}`, { token: admin });
    expect(refused.status).toBe(404);
    expect((await t.call("GET", "/api/user", { token: other.token })).status).toBe(200);
    expect((await t.call("DELETE", "/api/user/delete/999999", { token: admin })).status).toBe(404);
  });
});
