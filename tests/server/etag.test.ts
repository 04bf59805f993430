import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, newCatalog, productBody, uniqueEmail, type TestApp } from "./helpers.js";

/**
 * No silent lost update (issue 33): a read of one record answers its version as the ETag; an
 * update sent with If-Match applies only to that version, a stale one is answered 412 with the
 * current record; an update without If-Match applies as before.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: false });
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const put = (url: string, body: unknown, ifMatch?: string) =>
  t.call("PUT", url, { token: admin, body, headers: ifMatch === undefined ? {} : { "if-match": ifMatch } });

const brandBody = (brand_name: string) => ({ brand_name, image_url: "/api/upload/files/seed-01.png" });

describe("brands", () => {
  test("the read answers an ETag; a fresh If-Match updates, a stale one gets 412 with the current brand", async () => {
    const id = (await t.call("POST", "/api/brand", { token: admin, body: brandBody("Etag Brand") })).json.body.id;
    const read = await t.call("GET", `/api/brandbyId/get/${id}`, { token: admin });
    const etag = read.response.headers.etag as string;
    expect(etag).toBe('"1"');
    expect(read.json.body.version).toBe(1);

    // Two operators opened version 1; the first saves.
    const first = await put(`/api/brand/update/${id}`, brandBody("Etag Brand by Alex"), etag);
    expect(first.status).toBe(200);
    expect(first.response.headers.etag).toBe('"2"');
    expect(first.json.body).toMatchObject({ brand_name: "Etag Brand by Alex", version: 2 });

    // The second saves from version 1: refused, with what the record is now.
    const second = await put(`/api/brand/update/${id}`, brandBody("Etag Brand by Sam"), etag);
    expect(second.status).toBe(412);
    expect(second.json.success).toBe(false);
    expect(second.json.body).toMatchObject({ id, brand_name: "Etag Brand by Alex", version: 2 });
    expect(second.response.headers.etag).toBe('"2"');
    const after = await t.call("GET", `/api/brandbyId/get/${id}`, { token: admin });
    expect(after.json.body.brand_name).toBe("Etag Brand by Alex");

    // Sent again from the current version, it applies.
    const retried = await put(`/api/brand/update/${id}`, brandBody("Etag Brand by Sam"), '"2"');
    expect(retried.status).toBe(200);
    expect(retried.json.body).toMatchObject({ brand_name: "Etag Brand by Sam", version: 3 });
  });

  test("without If-Match an update applies as before; an unknown id is still 404 with one", async () => {
    const id = (await t.call("POST", "/api/brand", { token: admin, body: brandBody("No Etag Brand") })).json.body.id;
    await put(`/api/brand/update/${id}`, brandBody("No Etag Brand 2"));
    const blind = await put(`/api/brand/update/${id}`, brandBody("No Etag Brand 3"));
    expect(blind.status).toBe(200);
    expect(blind.json.body.version).toBe(3);
    expect((await put("/api/brand/update/999999", brandBody("Nowhere"), '"1"')).status).toBe(404);
    expect((await put(`/api/brand/update/${id}`, brandBody("Bad tag"), "yesterday")).status).toBe(400);
  });

  test("two updates from one version at once: exactly one applies", async () => {
    const id = (await t.call("POST", "/api/brand", { token: admin, body: brandBody("Race Brand") })).json.body.id;
    const answers = await Promise.all([
      put(`/api/brand/update/${id}`, brandBody("Race Brand A"), '"1"'),
      put(`/api/brand/update/${id}`, brandBody("Race Brand B"), '"1"'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
  });
});

describe("products and discounts", () => {
  test("a product's read and update carry the version; a stale update gets 412 with the current product", async () => {
    const catalog = await newCatalog(t, admin, "Etag");
    const created = await t.call("POST", "/api/product", {
      token: admin,
      body: productBody(catalog, { product_name: "Etag Pod" }),
    });
    const id = created.json.body.id;
    const read = await t.call("GET", `/api/product/byid/${id}`, { token: admin });
    const etag = read.response.headers.etag as string;
    expect(etag).toBe('"1"');

    const saved = await put(
      `/api/product/update/${id}`,
      productBody(catalog, { product_name: "Etag Pod", price: 12.5 }),
      etag,
    );
    expect(saved.status).toBe(200);
    expect(saved.response.headers.etag).toBe('"2"');
    const stale = await put(
      `/api/product/update/${id}`,
      productBody(catalog, { product_name: "Etag Pod", price: 11 }),
      etag,
    );
    expect(stale.status).toBe(412);
    expect(stale.json.body).toMatchObject({ id, product_name: "Etag Pod", price: 12.5, version: 2 });
    expect((await t.call("GET", `/api/product/byid/${id}`, { token: admin })).json.body.price).toBe(12.5);
  });

  test("a discount: 412 on a stale If-Match, success with the fresh one", async () => {
    const coupon = {
      discount_type: "PROMO",
      user_type: "B2B",
      start_date: "2027-03-01",
      end_date: "2027-03-31",
      percentage: null,
      fixed_amount: 4.5,
      code: "ETAG1",
      number_of_uses_per_user: 2,
      min_order_price: 30,
    };
    const id = (await t.call("POST", "/api/discount/create", { token: admin, body: coupon })).json.body.id;
    const read = await t.call("GET", `/api/discount/byid/${id}`, { token: admin });
    expect(read.response.headers.etag).toBe('"1"');
    expect((await put(`/api/discount/update/${id}`, { ...coupon, fixed_amount: 5 }, '"1"')).status).toBe(200);
    const stale = await put(`/api/discount/update/${id}`, { ...coupon, fixed_amount: 6 }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.json.body).toMatchObject({ id, fixed_amount: 5, version: 2 });
    const fresh = await put(
      `/api/discount/update/${id}`,
      { ...coupon, fixed_amount: 6 },
      stale.response.headers.etag as string,
    );
    expect(fresh.status).toBe(200);
    expect(fresh.json.body).toMatchObject({ fixed_amount: 6, version: 3 });
  });

  test("FAQs and colours honour If-Match too", async () => {
    const faq = (await t.call("POST", "/api/faq/create", { token: admin, body: { question: "Etag?", answer: "1" } }))
      .json.body;
    expect((await put(`/api/faqs/update/${faq.id}`, { answer: "2" }, '"1"')).status).toBe(200);
    const staleFaq = await put(`/api/faqs/update/${faq.id}`, { answer: "3" }, '"1"');
    expect(staleFaq.status).toBe(412);
    expect(staleFaq.json.body).toMatchObject({ id: faq.id, answer: "2", version: 2 });

    const colour = (
      await t.call("POST", "/api/flavour", { token: admin, body: { flavour_name: "Etag hue", description: "" } })
    ).json.body;
    expect(
      (await put(`/api/flavour/update/${colour.id}`, { flavour_name: "Etag hue 2", description: "" }, '"1"')).status,
    ).toBe(200);
    const staleColour = await put(
      `/api/flavour/update/${colour.id}`,
      { flavour_name: "Etag hue 3", description: "" },
      '"1"',
    );
    expect(staleColour.status).toBe(412);
    expect(staleColour.json.body).toMatchObject({ flavour_name: "Etag hue 2", version: 2 });
  });

  test("a sale person: the read's ETag, 412 on a stale If-Match with the current person", async () => {
    const body = {
      full_name: "Etag Seller",
      email: uniqueEmail("etag-seller"),
      dob: "1990-02-03",
      contact_number: "3161234567",
      image_url: "/api/upload/files/seed-03.png",
    };
    const id = (await t.call("POST", "/api/user/saleperson/create", { token: admin, body })).json.body.id;
    const read = await t.call("GET", `/api/saleperson/byid/${id}`, { token: admin });
    expect(read.response.headers.etag).toBe('"1"');
    expect((await put(`/api/saleperson/update/${id}`, { ...body, full_name: "Etag Seller 2" }, '"1"')).status).toBe(
      200,
    );
    const stale = await put(`/api/saleperson/update/${id}`, { ...body, full_name: "Etag Seller 3" }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.json.body).toMatchObject({ id, full_name: "Etag Seller 2", version: 2 });
  });
});
