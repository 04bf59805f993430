import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, expectBackOfficeOnly, type Account, type TestApp } from "./helpers.js";

/**
 * Saved views (issue 32) on the real embedded database: each operator's own named states of the
 * lists, a name used once per list, one default per list, and the sort the lists now take.
 */

let t: TestApp;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: false });
  alice = await t.account("ADMIN");
  bob = await t.account("ADMIN");
});
afterAll(() => t.close());

const save = (who: Account, body: Record<string, unknown>) =>
  t.call("POST", "/api/admin/views", { token: who.token, body });
const viewsOf = async (who: Account, list: string) => {
  const { status, json } = await t.call("GET", `/api/admin/views?list=${list}`, { token: who.token });
  expect(status).toBe(200);
  return json.body as { id: number; name: string; isDefault: boolean; state: unknown; list: string }[];
};

describe("saved views", () => {
  test("create, list, rename, change the state, delete", async () => {
    const state = {
      search: "ORD",
      filters: { status: "PENDING" },
      sort: { column: "net_payable", direction: "desc" },
      columns: ["number", "net"],
    };
    const created = await save(alice, { list: "orders", name: "  Pending   big ", state });
    expect(created.status).toBe(201);
    expect(created.json.body).toEqual({
      id: expect.any(Number),
      list: "orders",
      name: "Pending big",
      state,
      isDefault: false,
    });
    const id = created.json.body.id as number;

    expect(await viewsOf(alice, "orders")).toEqual([created.json.body]);
    expect(await viewsOf(alice, "products")).toEqual([]);

    const renamed = await t.call("PUT", `/api/admin/views/${id}`, {
      token: alice.token,
      body: { name: "Waiting", state: { columns: ["number"] } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.body).toMatchObject({ id, name: "Waiting", state: { columns: ["number"] } });

    const deleted = await t.call("DELETE", `/api/admin/views/${id}`, { token: alice.token });
    expect(deleted.status).toBe(200);
    expect(await viewsOf(alice, "orders")).toEqual([]);
    expect((await t.call("DELETE", `/api/admin/views/${id}`, { token: alice.token })).status).toBe(404);
  });

  test("another operator's view is not there for them: 404 on read-back, rename and delete, and absent from their list", async () => {
    const { json } = await save(alice, { list: "products", name: "Drafts", state: { filters: { status: "DRAFT" } } });
    const id = json.body.id as number;
    expect(await viewsOf(bob, "products")).toEqual([]);
    const rename = await t.call("PUT", `/api/admin/views/${id}`, { token: bob.token, body: { name: "Mine" } });
    expect([rename.status, rename.json.message]).toEqual([404, "View not found"]);
    expect((await t.call("DELETE", `/api/admin/views/${id}`, { token: bob.token })).status).toBe(404);
    // Bob may use the same name for his own view.
    expect((await save(bob, { list: "products", name: "Drafts", state: {} })).status).toBe(201);
    expect((await viewsOf(alice, "products")).map((view) => view.name)).toEqual(["Drafts"]);
  });

  test("a name is used once per operator and list, case and spaces aside: 409 naming it", async () => {
    expect((await save(alice, { list: "customers", name: "B2B buyers", state: {} })).status).toBe(201);
    const again = await save(alice, { list: "customers", name: " b2b   BUYERS", state: {} });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('You already have a view named "b2b BUYERS" on this list.');
    // The same name on another list is another view.
    expect((await save(alice, { list: "discounts", name: "B2B buyers", state: {} })).status).toBe(201);
    // A rename onto a taken name is refused too.
    const other = await save(alice, { list: "customers", name: "Others", state: {} });
    const rename = await t.call("PUT", `/api/admin/views/${other.json.body.id}`, {
      token: alice.token,
      body: { name: "B2B Buyers" },
    });
    expect(rename.status).toBe(409);
  });

  test("one default per list: making another the default takes it from the first", async () => {
    const first = await save(alice, {
      list: "reviews",
      name: "Five stars",
      state: { filters: { rating: "5" } },
      isDefault: true,
    });
    const second = await save(alice, { list: "reviews", name: "One star", state: { filters: { rating: "1" } } });
    const defaults = async () =>
      (await viewsOf(alice, "reviews")).filter((view) => view.isDefault).map((view) => view.name);
    expect(await defaults()).toEqual(["Five stars"]);
    const switched = await t.call("PUT", `/api/admin/views/${second.json.body.id}`, {
      token: alice.token,
      body: { isDefault: true },
    });
    expect(switched.json.body.isDefault).toBe(true);
    expect(await defaults()).toEqual(["One star"]);
    // A new view saved as the default takes it too; another list's default stays.
    await save(alice, { list: "orders", name: "Orders default", state: {}, isDefault: true });
    await save(alice, { list: "reviews", name: "Recent", state: {}, isDefault: true });
    expect(await defaults()).toEqual(["Recent"]);
    expect((await viewsOf(alice, "orders")).find((view) => view.isDefault)?.name).toBe("Orders default");
    const unset = await t.call("PUT", `/api/admin/views/${first.json.body.id}`, {
      token: alice.token,
      body: { isDefault: false },
    });
    expect(unset.status).toBe(200);
  });

  test("400 on an unknown list, a blank name, an unknown state field, or a state over 8 KB", async () => {
    for (const body of [
      { list: "banners", name: "X", state: {} },
      { list: "orders", name: "   ", state: {} },
      { list: "orders", name: "X", state: { colour: "red" } },
      { list: "orders", name: "X", state: { sort: { column: "net", direction: "up" } } },
      {
        list: "orders",
        name: "X",
        state: { filters: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, "x".repeat(150)])) },
      },
    ]) {
      const { status, json } = await save(alice, body);
      expect({ body: JSON.stringify(body).slice(0, 80), status }).toEqual({
        body: JSON.stringify(body).slice(0, 80),
        status: 400,
      });
      expect(json.success).toBe(false);
    }
    const big = await save(alice, {
      list: "orders",
      name: "Big",
      state: {
        filters: { a: "x".repeat(200) },
        columns: Array.from({ length: 60 }, () => "c".repeat(60)),
        search: "s".repeat(200),
      },
    });
    expect(big.status).toBe(201);
    const unknown = await t.call("GET", "/api/admin/views?list=banners", { token: alice.token });
    expect(unknown.status).toBe(400);
  });

  test("only the back office: 401 without a token, 403 for a customer", async () => {
    const customer = await t.account("USER");
    await expectBackOfficeOnly(t, customer.token, [
      ["GET", "/admin/views?list=orders"],
      ["POST", "/admin/views", { list: "orders", name: "X", state: {} }],
      ["PUT", "/admin/views/1", { name: "Y" }],
      ["DELETE", "/admin/views/1"],
    ]);
  });

  test("an operator's views go with the operator", async () => {
    const leaving = await t.account("ADMIN");
    const { json } = await save(leaving, { list: "orders", name: "Mine", state: {} });
    await t.database.exec(`delete from users where id = ${leaving.id}`);
    const [row] = (
      (await t.database.db.execute(
        `select count(*)::int as n from saved_views where id = ${json.body.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(row.n).toBe(0);
  });
});

describe("sort on the paged lists", () => {
  test("orders by net payable, ascending and descending, and by order number", async () => {
    const token = alice.token;
    const page = async (sort: string) => {
      const { status, json } = await t.call("GET", `/api/admin/orders?page=1&limit=100&sort=${sort}`, { token });
      expect(status).toBe(200);
      return json.body.orders as { net_payable: number; order_number: string }[];
    };
    const up = (await page("net_payable")).map((order) => order.net_payable);
    expect(up.length).toBeGreaterThan(3);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await page("-net_payable")).map((order) => order.net_payable);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const numbers = (await page("order_number")).map((order) => order.order_number);
    expect(numbers).toEqual([...numbers].sort());
    // Without a sort, newest first as before; a column it does not know is a 400.
    expect((await t.call("GET", "/api/admin/orders?page=1&sort=email", { token })).status).toBe(400);
  });

  test("products by name and by price", async () => {
    const token = alice.token;
    const page = async (sort: string) => {
      const { status, json } = await t.call("GET", `/api/products?page=1&limit=100&status=PUBLISHED&sort=${sort}`, {
        token,
      });
      expect(status).toBe(200);
      return json.body.products as { product_name: string; price: number }[];
    };
    const names = (await page("product_name")).map((product) => product.product_name);
    expect(names.length).toBeGreaterThan(3);
    expect(names).not.toEqual((await page("-product_name")).map((product) => product.product_name));
    const prices = (await page("-price")).map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((await t.call("GET", "/api/products?page=1&sort=stock", { token })).status).toBe(400);
  });
});
