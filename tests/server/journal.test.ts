import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { banners, orders, products, users } from "../../host-demo/server/db/schema/index.js";
import { createTestApp, uniqueEmail, type Account, type TestApp } from "./helpers.js";

/**
 * The change journal (issue 33): every back-office write appends who, when, which record, the
 * action and the changed fields' before and after, in the write's own transaction, and
 * GET /api/journal reads it back, paged and filtered, admin accounts for a SUPER_ADMIN only.
 */

interface Entry {
  id: number;
  at: string;
  actor: { id: number | null; name: string };
  entity: string;
  recordId: number;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

let t: TestApp;
let admin: Account;
let superAdmin: Account;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: false });
  admin = await t.account("ADMIN", { full_name: "Alex Admin" });
  superAdmin = await t.account("SUPER_ADMIN", { full_name: "Sam Super" });
});
afterAll(() => t.close());

async function journal(query: string, token = superAdmin.token) {
  const { status, json } = await t.call("GET", `/api/journal?${query}`, { token });
  expect(status, json.message).toBe(200);
  return json.body as { entries: Entry[]; total: number; page: number; size: number };
}

const historyOf = async (entity: string, id: number) => (await journal(`entity=${entity}&id=${id}`)).entries;

const brandBody = (brand_name: string) => ({ brand_name, image_url: "/api/upload/files/seed-01.png" });

describe("a journal row for each write kind", () => {
  test("create, update and delete: the actor, the action and each changed field's before and after", async () => {
    const created = await t.call("POST", "/api/brand", { token: admin.token, body: brandBody("Journal Brand") });
    expect(created.status).toBe(201);
    const id = created.json.body.id as number;
    const updated = await t.call("PUT", `/api/brand/update/${id}`, {
      token: admin.token,
      body: { ...brandBody("Journal Brand Two"), description: "Now described" },
    });
    expect(updated.status).toBe(200);
    expect((await t.call("DELETE", `/api/brand/delete/${id}`, { token: admin.token })).status).toBe(200);

    const [deleted, update, create] = await historyOf("brand", id);
    expect(create).toMatchObject({
      actor: { id: admin.id, name: "Alex Admin" },
      entity: "brand",
      recordId: id,
      action: "create",
      changes: { brand_name: { before: null, after: "Journal Brand" } },
    });
    expect(update.action).toBe("update");
    // Only the fields that changed, each with both values.
    expect(update.changes).toEqual({
      brand_name: { before: "Journal Brand", after: "Journal Brand Two" },
      description: { before: "", after: "Now described" },
    });
    expect(deleted).toMatchObject({
      action: "delete",
      changes: { brand_name: { before: "Journal Brand Two", after: null } },
    });
  });

  test("an order's status change is a status entry; an update that changes nothing leaves none", async () => {
    const order = await t.order("PENDING");
    expect((await t.call("PUT", `/api/admin/order/confirm/${order.id}`, { token: admin.token })).status).toBe(200);
    expect(await historyOf("order", order.id)).toMatchObject([
      {
        actor: { id: admin.id, name: "Alex Admin" },
        action: "status",
        changes: { order_status: { before: "PENDING", after: "CONFIRMED" } },
      },
    ]);

    const created = await t.call("POST", "/api/faq/create", {
      token: admin.token,
      body: { question: "Q?", answer: "A." },
    });
    const faqId = created.json.body.id as number;
    const same = await t.call("PUT", `/api/faqs/update/${faqId}`, {
      token: admin.token,
      body: { question: "Q?", answer: "A." },
    });
    expect(same.status).toBe(200);
    expect((await historyOf("faq", faqId)).map((entry) => entry.action)).toEqual(["create"]);
  });

  test("a bulk action: one entry per changed record, none for the refused", async () => {
    const [first, second] = [await t.order("PENDING"), await t.order("PENDING")];
    const delivered = await t.order("DELIVERED");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/orders/status",
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { ids: [first.id, second.id, delivered.id], status: "CANCELED" },
    });
    expect(response.statusCode).toBe(200);
    for (const order of [first, second]) {
      expect(await historyOf("order", order.id)).toMatchObject([
        {
          action: "status",
          actor: { id: admin.id },
          changes: { order_status: { before: "PENDING", after: "CANCELED" } },
        },
      ]);
    }
    expect(await historyOf("order", delivered.id)).toEqual([]);
  });
});

describe("in the write's own transaction", () => {
  test("a write that fails leaves no entry, not even of the rows it changed before failing", async () => {
    // The product of the helper's orders: deleting it deletes its banners first, then fails (orders refer to it).
    await t.order("PENDING");
    const [product] = await t.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
    const banner = await t.call("POST", "/api/banner", {
      token: admin.token,
      body: {
        title: "Doomed banner",
        target_type: "PRODUCT",
        target_id: product.id,
        img_url: "/api/upload/files/seed-02.png",
      },
    });
    expect(banner.status).toBe(201);
    const bannerId = banner.json.body.id as number;

    const refused = await t.call("DELETE", `/api/product/delete/${product.id}`, { token: admin.token });
    expect(refused.status).toBe(409);
    const [kept] = await t.database.db.select({ id: banners.id }).from(banners).where(eq(banners.id, bannerId));
    expect(kept).toEqual({ id: bannerId });
    expect((await historyOf("banner", bannerId)).map((entry) => entry.action)).toEqual(["create"]);
    expect(await historyOf("product", product.id)).toEqual([]);
  });

  test("writes made beside the API (the seed, a script) are not journaled", async () => {
    const before = (await journal("")).total;
    await t.database.db.update(orders).set({ ship_city: "Elsewhere" }).where(eq(orders.id, 1));
    expect((await journal("")).total).toBe(before);
  });
});

describe("secrets", () => {
  test("no password, hash, token or session in any entry, even of an account's own changes", async () => {
    const password = "Journal#Secret2026";
    const email = uniqueEmail("journal-admin");
    const made = await t.call("POST", "/api/auth/signup", {
      token: superAdmin.token,
      body: { full_name: "New Admin", email, password, confirm_password: password, user_type: "ADMIN" },
    });
    expect(made.status, made.json.message).toBe(201);
    const id = made.json.body.id as number;
    const token = await t.signIn({ email, password });
    const changed = await t.call("POST", "/api/auth/password/change", {
      token,
      body: { currentPassword: password, newPassword: "Journal#Other2026", confirmNewPassword: "Journal#Other2026" },
    });
    expect(changed.status, changed.json.message).toBe(200);
    expect(
      (await t.call("PUT", `/api/user/account/status/${id}`, { token: superAdmin.token, body: { status: "BANNED" } }))
        .status,
    ).toBe(200);

    const history = await historyOf("admin", id);
    expect(history.map((entry) => entry.action)).toEqual(["status", "create"]);
    expect(history[1].changes.email).toEqual({ before: null, after: email });
    const [{ hash }] = await t.database.db.select({ hash: users.password_hash }).from(users).where(eq(users.id, id));
    const { rows } = (await t.database.db.execute(
      sql`select changes::text as text from change_journal`,
    )) as unknown as {
      rows: { text: string }[];
    };
    const everything = rows.map((row) => row.text).join("\n");
    expect(everything).toContain(email);
    for (const secret of [password, hash!, "password_hash", "session_id", "Journal#Other2026"]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe("GET /api/journal", () => {
  test("an ADMIN reads the records' changes but not the admin accounts'; a SUPER_ADMIN reads both", async () => {
    const email = uniqueEmail("visible-admin");
    const made = await t.call("POST", "/api/auth/signup", {
      token: superAdmin.token,
      body: {
        full_name: "Seen Admin",
        email,
        password: "Seen#Admin2026",
        confirm_password: "Seen#Admin2026",
        user_type: "ADMIN",
      },
    });
    const id = made.json.body.id as number;
    const brand = await t.call("POST", "/api/brand", { token: superAdmin.token, body: brandBody("Seen Brand") });

    expect((await journal(`entity=admin&id=${id}`)).entries).toHaveLength(1);
    expect((await journal(`entity=admin&id=${id}`, admin.token)).entries).toEqual([]);
    const asAdmin = await journal("size=200", admin.token);
    expect(asAdmin.entries.some((entry) => entry.entity === "admin")).toBe(false);
    expect(asAdmin.entries.some((entry) => entry.recordId === brand.json.body.id && entry.entity === "brand")).toBe(
      true,
    );
    expect((await journal("size=200")).entries.some((entry) => entry.entity === "admin")).toBe(true);
  });

  test("back office only", async () => {
    const customer = await t.account("USER");
    expect((await t.call("GET", "/api/journal", { token: customer.token })).status).toBe(403);
    expect((await t.call("GET", "/api/journal")).status).toBe(401);
  });

  test("filters by record, actor and time, newest first, by page", async () => {
    const other = await t.account("ADMIN", { full_name: "Other Admin" });
    const created = await t.call("POST", "/api/faq/create", {
      token: other.token,
      body: { question: "Paged?", answer: "1" },
    });
    const id = created.json.body.id as number;
    for (const answer of ["2", "3", "4"]) {
      await t.call("PUT", `/api/faqs/update/${id}`, { token: other.token, body: { question: "Paged?", answer } });
    }

    const byActor = await journal(`actor=${other.id}`);
    expect(byActor.total).toBe(4);
    expect(byActor.entries.every((entry) => entry.actor.id === other.id)).toBe(true);

    const first = await journal(`entity=faq&id=${id}&page=1&size=3`);
    const second = await journal(`entity=faq&id=${id}&page=2&size=3`);
    expect(first).toMatchObject({ total: 4, page: 1, size: 3 });
    expect(first.entries.map((entry) => entry.changes.answer.after)).toEqual(["4", "3", "2"]);
    expect(second.entries.map((entry) => entry.changes.answer.after)).toEqual(["1"]);

    const at = first.entries[0].at;
    const instant = new Date(at.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00")).toISOString();
    expect((await journal(`entity=faq&id=${id}&from=${instant}`)).total).toBeGreaterThanOrEqual(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await journal(`entity=faq&id=${id}&from=${today}&to=${today}`)).total).toBe(4);
    expect((await journal(`entity=faq&id=${id}&to=2000-01-01`)).total).toBe(0);
    expect((await journal(`entity=faq&id=${id}&from=2999-01-01`)).total).toBe(0);
    // Past the four-digit years PostgreSQL reads: a 400 naming the field, not a 500.
    for (const [field, value] of [
      ["to", "9999-12-31T23:59:59.999999Z"],
      ["to", "9999-12-31"],
      ["from", "0000-01-01"],
      ["to", "0000-06-01T00:00:00Z"],
    ]) {
      const { status, json } = await t.call("GET", `/api/journal?${field}=${value}`, { token: superAdmin.token });
      expect({ value, status }).toEqual({ value, status: 400 });
      expect(json.message).toBe(`Invalid querystring.${field}: outside the years 0001 to 9999`);
    }
    expect((await journal(`entity=faq&id=${id}&to=9999-12-30`)).total).toBe(4);

    const bad = await t.call("GET", "/api/journal?entity=spaceship", { token: admin.token });
    expect(bad.status).toBe(400);
  });
});
