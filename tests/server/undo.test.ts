import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, newCatalog, productBody, type Account, type TestApp } from "./helpers.js";

/**
 * Undo for deletes (issue 33, item 5): POST /api/journal/{id}/undo brings a deleted record back
 * from its journal entry with the same id, with what was deleted with it, journaled as a create;
 * or answers 409 saying why it cannot, and then leaves no journal row.
 */

interface Entry {
  id: number;
  entity: string;
  recordId: number;
  action: string;
}

let t: TestApp;
let admin: Account;
let otherAdmin: Account;
let superAdmin: Account;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: false });
  admin = await t.account("ADMIN", { full_name: "Alex Admin" });
  otherAdmin = await t.account("ADMIN", { full_name: "Olga Other" });
  superAdmin = await t.account("SUPER_ADMIN", { full_name: "Sam Super" });
});
afterAll(() => t.close());

const image = "/api/upload/files/seed-01.png";

async function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown, token = admin.token) {
  return t.call(method, `/api${url}`, { token, body });
}

async function created(url: string, body: unknown): Promise<number> {
  const answer = await call("POST", url, body);
  expect(answer.status, answer.json.message).toBe(201);
  return answer.json.body.id as number;
}

/** The newest journal entry of the record (a delete's, right after it). */
async function latestEntry(entity: string, id: number): Promise<Entry> {
  const answer = await call("GET", `/journal?entity=${entity}&id=${id}&size=1`, undefined, superAdmin.token);
  return (answer.json.body.entries as Entry[])[0];
}

/** Deletes through the API and returns the delete's journal entry id. */
async function deleted(url: string, entity: string, id: number, method: "DELETE" | "PUT" = "DELETE") {
  const answer = await call(method, url);
  expect(answer.status, answer.json.message).toBe(200);
  const entry = await latestEntry(entity, id);
  return entry.id;
}

/** A coupon's body (a discount whose code is unique among those not deleted). */
const coupon = (code: string) => ({
  discount_type: "PROMO",
  user_type: "BOTH",
  start_date: "2027-03-01",
  end_date: "2027-03-31",
  percentage: 10,
  fixed_amount: null,
  code,
  number_of_uses_per_user: 1,
  min_order_price: null,
});

const undo = (journalId: number, token = admin.token) => call("POST", `/journal/${journalId}/undo`, undefined, token);

async function journalCount(): Promise<number> {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from change_journal`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0].n;
}

describe("each kind comes back with the same id and what went with it", () => {
  test("a brand, with the banner deleted with it, journaled as creates", async () => {
    const brandId = await created("/brand", { brand_name: "Undo Brand", image_url: image, description: "Kept" });
    const bannerId = await created("/banner", {
      title: "Undo brand banner",
      target_type: "BRAND",
      target_id: brandId,
      img_url: image,
    });
    const before = (await call("GET", `/brandbyId/get/${brandId}`)).json.body;
    const journalId = await deleted(`/brand/delete/${brandId}`, "brand", brandId);
    expect((await call("GET", `/brandbyId/get/${brandId}`)).status).toBe(404);

    const answer = await undo(journalId);
    expect(answer.status, answer.json.message).toBe(200);
    expect(answer.json.body.restored).toEqual([
      { entity: "brand", recordId: brandId },
      { entity: "banner", recordId: bannerId },
    ]);
    const brand = (await call("GET", `/brandbyId/get/${brandId}`)).json.body;
    expect(brand).toMatchObject({ id: brandId, brand_name: "Undo Brand", description: "Kept", image_url: image });
    // Back in its place in the newest-first list.
    expect(brand.created_at).toBe(before.created_at);
    const banners = (await call("GET", "/banner/get")).json.body as { id: number }[];
    expect(banners.find((banner) => banner.id === bannerId)).toMatchObject({
      id: bannerId,
      title: "Undo brand banner",
      target_id: brandId,
    });
    expect(await latestEntry("brand", brandId)).toMatchObject({ action: "create", recordId: brandId });
    expect(await latestEntry("banner", bannerId)).toMatchObject({ action: "create", recordId: bannerId });
  });

  test("a product, with its images, colours and tags", async () => {
    const catalog = await newCatalog(t, admin.token, "Undo product");
    const productId = await created("/product", productBody(catalog, { product_name: "Undo Product" }));
    const before = (await call("GET", `/product/byid/${productId}`)).json.body;
    expect(before.productImages).toHaveLength(2);
    expect(before.productFlavours).toHaveLength(1);
    const journalId = await deleted(`/product/delete/${productId}`, "product", productId);

    expect((await undo(journalId)).status).toBe(200);
    const product = (await call("GET", `/product/byid/${productId}`)).json.body;
    // Everything but the version (a restored record starts again at 1) is as it was.
    expect({ ...product, version: before.version }).toEqual(before);
  });

  test("a category, a FAQ, a shipping service and a banner", async () => {
    const brandId = await created("/brand", { brand_name: "Undo Parent Brand", image_url: image });
    const kinds: [string, string, string, unknown, string][] = [
      [
        "category",
        "/category",
        "/category/delete/",
        { category_name: "Undo Cat", image_url: image, brand_id: brandId },
        "category_name",
      ],
      ["faq", "/faq/create", "/faq/delete/", { question: "Undo?", answer: "Yes" }, "question"],
      [
        "shipping_service",
        "/shipping/add",
        "/shipping/delete/",
        { title: "Undo Ship", description: "D", price: 4.5, image },
        "title",
      ],
      [
        "banner",
        "/banner",
        "/banner/delete/",
        { title: "Undo Banner", target_type: "BRAND", target_id: brandId, img_url: image },
        "title",
      ],
    ];
    for (const [entity, createUrl, deleteUrl, body, field] of kinds) {
      const id = await created(createUrl, body);
      const journalId = await deleted(`${deleteUrl}${id}`, entity, id);
      const answer = await undo(journalId);
      expect(answer.status, `${entity}: ${answer.json.message}`).toBe(200);
      const rows = (await t.database.db.execute(
        sql`select ${sql.identifier(field)} as value from ${sql.identifier(
          { category: "categories", faq: "faqs", shipping_service: "shipping_services", banner: "banners" }[entity]!,
        )} where id = ${id}`,
      )) as unknown as { rows: { value: string }[] };
      expect(rows.rows[0]?.value, entity).toBe((body as Record<string, string>)[field]);
    }
  });

  test("a country with its states and their cities", async () => {
    const countryId = await created("/country/add", { name: "Undoland" });
    const stateId = await created("/state/add", { name: "Undo State", countryId });
    const cityId = await created("/city/add", { name: "Undo City", stateId });
    const journalId = await deleted(`/country/delete/${countryId}`, "country", countryId);
    const answer = await undo(journalId);
    expect(answer.status, answer.json.message).toBe(200);
    expect(answer.json.body.restored).toEqual([
      { entity: "country", recordId: countryId },
      { entity: "state", recordId: stateId },
      { entity: "city", recordId: cityId },
    ]);
    expect((await call("GET", `/country/byid/${countryId}`)).json.body.name).toBe("Undoland");
  });

  test("a discount: its delete (DISABLED) is undone to the status it had", async () => {
    const id = await created("/discount/create", coupon("UNDOME"));
    const journalId = await deleted(`/discount/disable/${id}`, "discount", id, "PUT");
    expect((await undo(journalId)).status).toBe(200);
    expect((await call("GET", `/discount/byid/${id}`)).json.body).toMatchObject({
      id,
      status: "ACTIVE",
      code: "UNDOME",
    });
  });
});

describe("refused undos say why, and leave no journal row", () => {
  async function refused(journalId: number, message: string, token = admin.token, status = 409) {
    const count = await journalCount();
    const answer = await undo(journalId, token);
    expect(answer.status).toBe(status);
    expect(answer.json.message).toBe(message);
    expect(await journalCount()).toBe(count);
  }

  test("a new brand uses the name now", async () => {
    const id = await created("/brand", { brand_name: "Taken Again", image_url: image });
    const journalId = await deleted(`/brand/delete/${id}`, "brand", id);
    await created("/brand", { brand_name: "Taken Again", image_url: image });
    await refused(journalId, 'A brand named "Taken Again" exists now.');
  });

  test("a new coupon uses the code now", async () => {
    const id = await created("/discount/create", coupon("UNDOTAKEN"));
    const journalId = await deleted(`/discount/disable/${id}`, "discount", id, "PUT");
    await created("/discount/create", coupon("UNDOTAKEN"));
    await refused(journalId, 'A discount with the code "UNDOTAKEN" exists now.');
  });

  test("its parent is gone", async () => {
    const brandId = await created("/brand", { brand_name: "Undo Gone Parent", image_url: image });
    const categoryId = await created("/category", { category_name: "Orphan", image_url: image, brand_id: brandId });
    const journalId = await deleted(`/category/delete/${categoryId}`, "category", categoryId);
    await deleted(`/brand/delete/${brandId}`, "brand", brandId);
    await refused(journalId, "Its brand was deleted; restore the brand first.");
  });

  test("undone already, too old, not a delete, not the admin who deleted it", async () => {
    const id = await created("/faq/create", { question: "Twice?", answer: "No" });
    const journalId = await deleted(`/faq/delete/${id}`, "faq", id);
    await refused(
      journalId,
      "Only the admin who deleted it, or a super admin, can undo this delete.",
      otherAdmin.token,
      403,
    );
    expect((await undo(journalId)).status).toBe(200);
    await refused(journalId, "This delete was undone already.");

    const create = await latestEntry("faq", id);
    await refused(create.id, "Only a delete can be undone.");

    const journalAgain = await deleted(`/faq/delete/${id}`, "faq", id);
    await t.database.db.execute(
      sql`update change_journal set at = at - interval '6 minutes' where id = ${journalAgain}`,
    );
    await refused(journalAgain, "This delete is too old to undo (more than 5 minutes ago).");
    await refused(99_999_999, "Journal entry not found", admin.token, 404);
  });

  test("a SUPER_ADMIN may undo another admin's delete", async () => {
    const id = await created("/faq/create", { question: "Super?", answer: "Yes" });
    const journalId = await deleted(`/faq/delete/${id}`, "faq", id);
    expect((await undo(journalId, superAdmin.token)).status).toBe(200);
  });

  test("back office only", async () => {
    const customer = await t.account("USER");
    expect((await undo(1, customer.token)).status).toBe(403);
  });
});
