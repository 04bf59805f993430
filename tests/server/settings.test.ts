import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { discounts, orders, reviews } from "../../host-demo/server/db/schema/index.js";
import { createTestApp, expectBackOfficeOnly, newCatalog, productBody, uniqueEmail, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const image = "/api/upload/files/seed-05.png";
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  t.call(method, `/api${url}`, { token: admin, body });

describe("shipping services", () => {
  test("required fields, create, list newest first, update", async () => {
    const required = "Please fill the required fields (title, description, price)";
    expect((await call("POST", "/shipping/add", { title: "Drone", description: "Fast", price: 12 })).json.message).toBe(
      "Please upload an image.",
    );
    expect(
      (await call("POST", "/shipping/add", { title: "Drone", description: "Fast", price: 12, image: " " })).json
        .message,
    ).toBe("Please upload an image.");
    for (const body of [
      { title: "", description: "x", price: 1, image },
      { title: "x", description: " ", price: 1, image },
      { title: "x", description: "x", price: null, image },
      { title: "x", description: "x", image },
    ]) {
      const refused = await call("POST", "/shipping/add", body);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(required);
    }
    const free = await call("POST", "/shipping/add", { title: "Pickup", description: "In store", price: 0, image });
    expect(free.status).toBe(201);
    const created = await call("POST", "/shipping/add", {
      title: " Drone ",
      description: " Fast ",
      price: 12.5,
      image: ` ${image} `,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      success: true,
      message: "Submitted successfully",
      body: { title: "Drone", description: "Fast", price: 12.5, image },
    });
    const list = await call("GET", "/shipping/get");
    expect(list.json.body.slice(0, 2).map((row: { id: number }) => row.id)).toEqual([
      created.json.body.id,
      free.json.body.id,
    ]);
    const updated = await call("PUT", `/shipping/update/${created.json.body.id}`, {
      title: "Drone XL",
      description: "Faster",
      price: 15,
      image,
    });
    expect(updated.json.message).toBe("Updated successfully");
    expect(updated.json.body).toMatchObject({ id: created.json.body.id, title: "Drone XL", price: 15 });
    expect(
      (await call("PUT", `/shipping/update/${created.json.body.id}`, { title: "", description: "x", price: 1, image }))
        .status,
    ).toBe(400);
    expect(
      (await call("PUT", "/shipping/update/999999", { title: "X", description: "x", price: 1, image })).status,
    ).toBe(404);
  });

  test("delete: a service used by orders is refused, an unused one goes, an unknown one is 404", async () => {
    const used = (await call("POST", "/shipping/add", { title: "Used", description: "x", price: 3, image })).json.body;
    const order = await t.order("PENDING");
    await t.database.db.update(orders).set({ shipping_service_id: used.id }).where(eq(orders.id, order.id));
    const refused = await call("DELETE", `/shipping/delete/${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("This shipping service is used by orders and cannot be deleted.");
    const unused = (await call("POST", "/shipping/add", { title: "Unused", description: "x", price: 3, image })).json
      .body;
    const deleted = await call("DELETE", `/shipping/delete/${unused.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("Shipping service deleted successfully");
    const ids = (await call("GET", "/shipping/get")).json.body.map((row: { id: number }) => row.id);
    expect(ids).toContain(used.id);
    expect(ids).not.toContain(unused.id);
    expect((await call("DELETE", `/shipping/delete/${unused.id}`)).status).toBe(404);
  });
});

describe("FAQs", () => {
  test("create, list newest first, toggle status, edit text, delete", async () => {
    for (const body of [
      { question: "Why?", answer: "" },
      { question: " ", answer: "Because" },
      { answer: "Because" },
    ]) {
      const refused = await call("POST", "/faq/create", body);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe("Please fill the required fields (question, answer)");
    }
    const older = await call("POST", "/faq/create", { question: "Do you ship to Malta?", answer: "Yes." });
    const created = await call("POST", "/faq/create", { question: " Do you ship to Gozo? ", answer: " Also. " });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("FAQ created successfully");
    expect(created.json.body).toMatchObject({ question: "Do you ship to Gozo?", answer: "Also.", status: "ACTIVE" });
    const id = created.json.body.id;
    const list = await call("GET", "/faqs/all");
    expect(list.json.body.slice(0, 2).map((row: { id: number }) => row.id)).toEqual([id, older.json.body.id]);
    const toggled = await call("PUT", `/faqs/update/${id}`, { status: "INACTIVE" });
    expect(toggled.json.message).toBe("FAQ updated successfully");
    expect(toggled.json.body).toMatchObject({ status: "INACTIVE", question: "Do you ship to Gozo?", answer: "Also." });
    expect((await call("PUT", `/faqs/update/${id}`, { status: "MAYBE" })).status).toBe(400);
    const edited = await call("PUT", `/faqs/update/${id}`, { question: " To Comino? ", answer: " No. " });
    expect(edited.json.body).toMatchObject({ question: "To Comino?", answer: "No.", status: "INACTIVE" });
    const answerOnly = await call("PUT", `/faqs/update/${id}`, { answer: "Sometimes." });
    expect(answerOnly.json.body).toMatchObject({ question: "To Comino?", answer: "Sometimes." });
    const emptyQuestion = await call("PUT", `/faqs/update/${id}`, { question: " " });
    expect(emptyQuestion.status).toBe(400);
    expect(emptyQuestion.json.message).toBe("question cannot be empty");
    expect((await call("PUT", `/faqs/update/${id}`, { answer: "" })).json.message).toBe("answer cannot be empty");
    const nothing = await call("PUT", `/faqs/update/${id}`, {});
    expect(nothing.status).toBe(400);
    expect(nothing.json.message).toBe("Nothing to update: send status, question or answer");
    expect((await call("PUT", "/faqs/update/999999", { status: "ACTIVE" })).status).toBe(404);
    const deleted = await call("DELETE", `/faq/delete/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("FAQ deleted successfully");
    expect((await call("DELETE", `/faq/delete/${id}`)).status).toBe(404);
    expect((await call("GET", "/faqs/all")).json.body[0].id).toBe(older.json.body.id);
  });
});

describe("banners", () => {
  test("the spec's messages; the target must exist", async () => {
    const brand = (
      await call("POST", "/brand", { brand_name: "Banner brand", image_url: "/api/upload/files/seed-01.png" })
    ).json.body;
    const add = (body: object) => call("POST", "/banner", body);
    expect((await add({ title: " ", target_type: "BRAND", target_id: brand.id, img_url: image })).json.message).toBe(
      "Please enter a title",
    );
    expect((await add({ target_type: "BRAND", target_id: brand.id, img_url: image })).json.message).toBe(
      "Please enter a title",
    );
    expect((await add({ title: "Sale", target_type: "BRAND", target_id: brand.id, img_url: " " })).json.message).toBe(
      "Please select an image",
    );
    expect((await add({ title: "Sale", target_type: "BRAND", target_id: brand.id })).json.message).toBe(
      "Please select an image",
    );
    for (const target of [
      { target_type: null, target_id: null },
      { target_type: "BRAND", target_id: null },
      { target_type: null, target_id: brand.id },
    ]) {
      const refused = await add({ title: "Sale", img_url: image, ...target });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe("Please select type and item");
    }
    for (const target_type of ["PRODUCT", "CATEGORY", "BRAND"]) {
      const missing = await add({ title: "Sale", target_type, target_id: 999999, img_url: image });
      expect(missing.status).toBe(400);
      expect(missing.json.message).toBe("The selected item does not exist");
    }
  });

  test("each target type names its target; status changes; update keeps the image; delete", async () => {
    const catalog = await newCatalog(t, admin, "Bannered");
    const product = (await call("POST", "/product", productBody(catalog, { product_name: "Bannered pod" }))).json.body;
    const targets = [
      ["PRODUCT", product.id, "Bannered pod"],
      ["CATEGORY", catalog.category.id, "Bannered category"],
      ["BRAND", catalog.brand.id, "Bannered brand"],
    ] as const;
    const ids: number[] = [];
    for (const [target_type, target_id, name] of targets) {
      const created = await call("POST", "/banner", {
        title: ` ${name} sale `,
        target_type,
        target_id,
        img_url: image,
      });
      expect(created.status).toBe(201);
      expect(created.json.message).toBe("Banner added successfully");
      expect(created.json.body).toMatchObject({
        title: `${name} sale`,
        target_type,
        target_id,
        target_name: name,
        img_url: image,
        status: "ACTIVE",
      });
      ids.push(created.json.body.id);
    }
    const list = await call("GET", "/banner/get");
    expect(list.json.body.slice(0, 3).map((row: { id: number }) => row.id)).toEqual([...ids].reverse());
    const [id] = ids;
    const inactive = await call("PUT", `/banner/inactive/${id}`);
    expect(inactive.json).toMatchObject({
      message: "Banner inactivated successfully",
      body: { id, status: "INACTIVE" },
    });
    const active = await call("PUT", `/banner/activate/${id}`);
    expect(active.json).toMatchObject({ message: "Banner activated successfully", body: { id, status: "ACTIVE" } });
    expect((await call("PUT", "/banner/activate/999999")).status).toBe(404);
    expect((await call("PUT", "/banner/inactive/999999")).status).toBe(404);
    const kept = await call("PUT", `/banner/update/${id}`, {
      title: "Renamed",
      target_type: "BRAND",
      target_id: catalog.brand.id,
    });
    expect(kept.json.message).toBe("Banner updated successfully");
    expect(kept.json.body).toMatchObject({ title: "Renamed", img_url: image, target_name: "Bannered brand" });
    const replaced = await call("PUT", `/banner/update/${id}`, {
      title: "Renamed",
      target_type: "BRAND",
      target_id: catalog.brand.id,
      img_url: "/api/upload/files/seed-06.png",
    });
    expect(replaced.json.body.img_url).toBe("/api/upload/files/seed-06.png");
    const badTarget = await call("PUT", `/banner/update/${id}`, {
      title: "Renamed",
      target_type: "PRODUCT",
      target_id: 999999,
    });
    expect(badTarget.status).toBe(400);
    expect(
      (await call("PUT", "/banner/update/999999", { title: "X", target_type: "BRAND", target_id: 1 })).status,
    ).toBe(404);
    const deleted = await call("DELETE", `/banner/delete/${id}`);
    expect(deleted.json.message).toBe("Banner Deleted successfully");
    expect((await call("DELETE", `/banner/delete/${id}`)).status).toBe(404);
  });
});

describe("countries, states and cities", () => {
  test("add, rename, list by name, and a country's delete takes its states and cities", async () => {
    expect((await call("POST", "/country/add", { name: " " })).json.message).toBe("Please enter a title");
    expect((await call("POST", "/country/add", {})).status).toBe(400);
    const added = await call("POST", "/country/add", { name: " Portugal " });
    expect(added.status).toBe(201);
    expect(added.json.message).toBe("Country added successfully");
    const country = added.json.body;
    expect(country.name).toBe("Portugal");
    expect((await call("GET", `/country/byid/${country.id}`)).json.body.name).toBe("Portugal");
    expect((await call("GET", "/country/byid/999999")).status).toBe(404);
    const renamed = await call("PUT", `/country/update/${country.id}`, { name: "Portugal (mainland)" });
    expect(renamed.json).toMatchObject({
      message: "Country updated successfully",
      body: { name: "Portugal (mainland)" },
    });
    expect((await call("PUT", `/country/update/${country.id}`, { name: "" })).status).toBe(400);
    expect((await call("PUT", "/country/update/999999", { name: "X" })).status).toBe(404);

    expect((await call("POST", "/state/add", { name: " ", countryId: country.id })).json.message).toBe(
      "Please enter a title",
    );
    const lisbon = await call("POST", "/state/add", { name: "Lisbon", countryId: country.id });
    expect(lisbon.status).toBe(201);
    expect(lisbon.json.message).toBe("State added successfully");
    const state = lisbon.json.body;
    expect(state).toMatchObject({ name: "Lisbon", countryId: country.id, status: "ACTIVE" });
    await call("POST", "/state/add", { name: "Faro", countryId: country.id });
    expect(
      (await call("GET", `/states/byCountryId/${country.id}`)).json.body.map((row: { name: string }) => row.name),
    ).toEqual(["Faro", "Lisbon"]);
    expect((await call("GET", "/states/byCountryId/999999")).status).toBe(404);
    const missingCountry = await call("POST", "/state/add", { name: "Nowhere", countryId: 999999 });
    expect(missingCountry.status).toBe(404);
    expect(missingCountry.json.message).toBe("Country not found");

    const city = (await call("POST", "/city/add", { name: "Sintra", stateId: state.id })).json.body;
    expect(city).toMatchObject({ name: "Sintra", stateId: state.id });
    await call("POST", "/city/add", { name: "Amadora", stateId: state.id });
    const renamedCity = await call("PUT", `/city/update/${city.id}`, { name: "Cascais" });
    expect(renamedCity.json).toMatchObject({ message: "City updated successfully", body: { name: "Cascais" } });
    expect((await call("PUT", `/city/update/${city.id}`, { name: " " })).status).toBe(400);
    expect((await call("PUT", "/city/update/999999", { name: "X" })).status).toBe(404);
    expect((await call("POST", "/city/add", { name: "Nowhere", stateId: 999999 })).json.message).toBe(
      "State not found",
    );
    expect((await call("POST", "/city/add", { name: "", stateId: state.id })).status).toBe(400);
    expect(
      (await call("GET", `/cities/byStateId/${state.id}`)).json.body.map((row: { name: string }) => row.name),
    ).toEqual(["Amadora", "Cascais"]);
    const renamedState = await call("PUT", `/state/update/${state.id}`, { name: "Lisboa" });
    expect(renamedState.json).toMatchObject({ message: "State updated successfully", body: { name: "Lisboa" } });
    expect((await call("GET", `/state/byid/${state.id}`)).json.body.name).toBe("Lisboa");
    expect((await call("PUT", "/state/update/999999", { name: "X" })).status).toBe(404);

    const deleted = await call("DELETE", `/country/delete/${country.id}`);
    expect(deleted.json.message).toBe("Country Deleted successfully");
    expect((await call("GET", `/state/byid/${state.id}`)).status).toBe(404);
    expect((await call("GET", `/cities/byStateId/${state.id}`)).status).toBe(404);
    expect((await call("DELETE", `/country/delete/${country.id}`)).status).toBe(404);
    const names = (await call("GET", "/countries")).json.body.map((row: { name: string }) => row.name);
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });

  test("deleting a state takes its cities; deleting a city leaves its state", async () => {
    const country = (await call("POST", "/country/add", { name: "Malta" })).json.body;
    const state = (await call("POST", "/state/add", { name: "Gozo", countryId: country.id })).json.body;
    const city = (await call("POST", "/city/add", { name: "Victoria", stateId: state.id })).json.body;
    const other = (await call("POST", "/city/add", { name: "Xlendi", stateId: state.id })).json.body;
    const cityGone = await call("DELETE", `/city/delete/${city.id}`);
    expect(cityGone.json.message).toBe("City Deleted successfully");
    expect((await call("DELETE", `/city/delete/${city.id}`)).status).toBe(404);
    expect((await call("GET", `/cities/byStateId/${state.id}`)).json.body.map((row: { id: number }) => row.id)).toEqual(
      [other.id],
    );
    const stateGone = await call("DELETE", `/states/delete/${state.id}`);
    expect(stateGone.json.message).toBe("State Deleted successfully");
    expect((await call("DELETE", `/states/delete/${state.id}`)).status).toBe(404);
    expect((await call("GET", `/country/byid/${country.id}`)).status).toBe(200);
    expect((await call("GET", `/states/byCountryId/${country.id}`)).json.body).toEqual([]);
    expect((await call("PUT", `/city/update/${other.id}`, { name: "Orphan" })).status).toBe(404);
  });
});

describe("discounts", () => {
  const coupon = (code: string) => ({
    discount_type: "PROMO",
    user_type: "B2C",
    start_date: "2026-12-01",
    end_date: "2026-12-31",
    percentage: 15,
    fixed_amount: null,
    code,
    number_of_uses_per_user: null,
    min_order_price: 10,
  });

  test("coupon rules: one of percentage or amount, real dates in order, a code of 3 to 40 characters", async () => {
    const base = coupon("rules1");
    const create = (body: object) => call("POST", "/discount/create", body);
    const expectRefused = async (body: object, message: string) => {
      const refused = await create(body);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(message);
    };
    const either = "Give either percentage or fixed_amount, not both";
    await expectRefused({ ...base, fixed_amount: 5 }, either);
    await expectRefused({ ...base, percentage: null }, either);
    await expectRefused({ ...base, percentage: undefined, fixed_amount: undefined }, either);
    const range = "percentage must be more than 0 and at most 100";
    await expectRefused({ ...base, percentage: 0 }, range);
    await expectRefused({ ...base, percentage: -5 }, range);
    expect((await create({ ...base, percentage: 101 })).status).toBe(400);
    await expectRefused({ ...base, percentage: null, fixed_amount: 0 }, "fixed_amount must be more than 0");
    await expectRefused({ ...base, percentage: null, fixed_amount: -1 }, "fixed_amount must be more than 0");
    await expectRefused({ ...base, end_date: "2026-11-01" }, "The end date cannot be before the start date");
    await expectRefused({ ...base, start_date: "2026-02-30" }, "start_date must be a date (YYYY-MM-DD)");
    await expectRefused({ ...base, start_date: "soon" }, "start_date must be a date (YYYY-MM-DD)");
    await expectRefused({ ...base, end_date: "2026-13-01" }, "end_date must be a date (YYYY-MM-DD)");
    const code = "code must be 3 to 40 letters, digits, - or _";
    await expectRefused({ ...base, code: "ab" }, code);
    await expectRefused({ ...base, code: "no spaces" }, code);
    await expectRefused({ ...base, code: null }, code);
    expect((await create({ ...base, code: "x".repeat(41) })).status).toBe(400);
    expect((await create({ ...base, code: "x".repeat(40) })).status).toBe(201);

    // The boundaries that are allowed: one day long, 100 %, a 3-character code, a full ISO date.
    const oneDay = await create({
      ...base,
      code: " a-_ ",
      percentage: 100,
      start_date: "2026-12-01T10:00:00Z",
      end_date: "2026-12-01",
    });
    expect(oneDay.status).toBe(201);
    expect(oneDay.json.body).toMatchObject({
      code: "A-_",
      percentage: 100,
      start_date: "2026-12-01",
      end_date: "2026-12-01",
    });
    const fixed = await create({ ...base, code: "FIXED1", percentage: null, fixed_amount: 0.5 });
    expect(fixed.json.body).toMatchObject({ percentage: null, fixed_amount: 0.5 });
  });

  test("amounts are checked as stored, in cents: under half a cent is refused, half a cent is kept as 0.01", async () => {
    const base = { ...coupon("cents1"), percentage: null };
    const stored = async (id: number) => (await t.database.db.select().from(discounts).where(eq(discounts.id, id)))[0];

    const tiny = await call("POST", "/discount/create", { ...base, fixed_amount: 0.004 });
    expect(tiny.status).toBe(400);
    expect(tiny.json.message).toBe("fixed_amount must be more than 0");
    const tinyShare = await call("POST", "/discount/create", { ...base, fixed_amount: null, percentage: 0.004 });
    expect(tinyShare.status).toBe(400);
    expect(tinyShare.json.message).toBe("percentage must be more than 0 and at most 100");
    expect((await call("GET", "/discount/all")).json.body.map((d: { code: string }) => d.code)).not.toContain("CENTS1");

    const half = await call("POST", "/discount/create", { ...base, fixed_amount: 0.005, min_order_price: 1.005 });
    expect(half.status).toBe(201);
    expect(half.json.body).toMatchObject({ fixed_amount: 0.01, min_order_price: 1.01 });
    expect(await stored(half.json.body.id)).toMatchObject({ fixed_amount: 0.01, min_order_price: 1.01 });

    // The same rule on update: the stored discount is left as it was.
    const update = (body: object) => call("PUT", `/discount/update/${half.json.body.id}`, { ...base, ...body });
    const refused = await update({ fixed_amount: 0.004 });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("fixed_amount must be more than 0");
    const refusedShare = await update({ fixed_amount: null, percentage: -0.004 });
    expect(refusedShare.status).toBe(400);
    expect(refusedShare.json.message).toBe("percentage must be more than 0 and at most 100");
    expect(await stored(half.json.body.id)).toMatchObject({ fixed_amount: 0.01, percentage: null });
    const share = await update({ fixed_amount: null, percentage: 99.995 });
    expect(share.status).toBe(200);
    expect(await stored(half.json.body.id)).toMatchObject({ fixed_amount: null, percentage: 100 });
  });

  test("a coupon code is unique among discounts not deleted, ignoring case", async () => {
    const created = await call("POST", "/discount/create", coupon("xmas15"));
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Discount created successfully");
    expect(created.json.body).toMatchObject({
      code: "XMAS15",
      status: "ACTIVE",
      percentage: 15,
      fixed_amount: null,
      number_of_uses_per_user: null,
      min_order_price: 10,
      user_type: "B2C",
    });
    const taken = await call("POST", "/discount/create", coupon("Xmas15"));
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe("The code XMAS15 is already used by another discount");
    const id = created.json.body.id;
    // Updating a coupon may keep its own code, but not take another's.
    const kept = await call("PUT", `/discount/update/${id}`, { ...coupon("xmas15"), percentage: 20 });
    expect(kept.status).toBe(200);
    expect(kept.json.message).toBe("Discount updated successfully");
    expect(kept.json.body).toMatchObject({ id, code: "XMAS15", percentage: 20 });
    const other = (await call("POST", "/discount/create", coupon("NEWYEAR"))).json.body;
    expect((await call("PUT", `/discount/update/${other.id}`, coupon("XMAS15"))).status).toBe(409);
    expect((await call("PUT", "/discount/update/999999", coupon("NOBODY"))).status).toBe(404);

    const deactivated = await call("PUT", `/discount/deactivate/${id}`);
    expect(deactivated.json).toMatchObject({
      message: "Discount De-Activated successfully",
      body: { id, status: "INACTIVE" },
    });
    // An inactive coupon still holds its code.
    expect((await call("POST", "/discount/create", coupon("xmas15"))).status).toBe(409);
    const activated = await call("PUT", `/discount/activate/${id}`);
    expect(activated.json).toMatchObject({ message: "Discount Activated successfully", body: { status: "ACTIVE" } });
    expect((await call("PUT", `/discount/disable/${id}`)).json.message).toBe("Discount Deleted successfully");
    expect((await call("GET", "/discount/all")).json.body.some((row: { id: number }) => row.id === id)).toBe(false);
    // A deleted discount cannot be changed again, and its code may be used again.
    for (const action of ["activate", "deactivate", "disable"])
      expect((await call("PUT", `/discount/${action}/${id}`)).status).toBe(404);
    expect((await call("PUT", `/discount/update/${id}`, coupon("xmas15"))).status).toBe(404);
    expect((await call("POST", "/discount/create", coupon("xmas15"))).status).toBe(201);
  });

  test("two concurrent coupons with one code: exactly one is created, the other is a 409", async () => {
    const results = await Promise.all([
      call("POST", "/discount/create", coupon("race1")),
      call("POST", "/discount/create", coupon("RACE1")),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(results.find((result) => result.status === 409)!.json.message).toMatch(/already used by another discount/);
    const listed = (await call("GET", "/discount/all")).json.body.filter(
      (row: { code: string }) => row.code === "RACE1",
    );
    expect(listed).toHaveLength(1);
  });

  test("targeted discounts need an existing target of their type and carry it in the list", async () => {
    const catalog = await newCatalog(t, admin, "Discounted");
    const product = (await call("POST", "/product", productBody(catalog, { product_name: "Discounted pod" }))).json
      .body;
    const body = (discount_type: string, target_id: number | null) => ({
      discount_type,
      target_id,
      user_type: "BOTH",
      start_date: "2026-01-01",
      end_date: "2026-02-01",
      percentage: null,
      fixed_amount: 2.5,
      code: "IGNORED",
    });
    const created: Record<string, { id: number }> = {};
    for (const [type, id, key, name] of [
      ["PRODUCT", product.id, "product_name", "Discounted pod"],
      ["CATEGORY", catalog.category.id, "category_name", "Discounted category"],
      ["BRAND", catalog.brand.id, "brand_name", "Discounted brand"],
    ] as const) {
      const missing = await call("POST", "/discount/create", body(type, 999999));
      expect(missing.status).toBe(400);
      expect(missing.json.message).toBe(`target_id does not match a ${type.toLowerCase()}`);
      const absent = await call("POST", "/discount/create", body(type, null));
      expect(absent.json.message).toBe("target_id is required for a product, category or brand discount");
      const made = await call("POST", "/discount/create", body(type, id));
      expect(made.status).toBe(201);
      expect(made.json.body).toMatchObject({ discount_type: type, target_id: id, code: null, fixed_amount: 2.5 });
      expect(made.json.body[type.toLowerCase()]).toEqual({ id, [key]: name });
      for (const other of ["product", "category", "brand"].filter((field) => field !== type.toLowerCase()))
        expect(made.json.body[other]).toBeNull();
      created[type] = made.json.body;
    }
    const list = (await call("GET", "/discount/all")).json.body;
    expect(list.slice(0, 3).map((row: { id: number }) => row.id)).toEqual([
      created.BRAND.id,
      created.CATEGORY.id,
      created.PRODUCT.id,
    ]);
  });

  test("free shipping (TOTAL) needs a minimum order price and takes no amount", async () => {
    const total = {
      discount_type: "TOTAL",
      user_type: "BOTH",
      start_date: "2026-01-01",
      end_date: "2026-03-01",
      percentage: 10,
      fixed_amount: 3,
    };
    const missing = await call("POST", "/discount/create", total);
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe("min_order_price is required for free shipping");
    const none = await call("POST", "/discount/create", { ...total, min_order_price: null });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe("min_order_price is required for free shipping");
    const created = await call("POST", "/discount/create", { ...total, min_order_price: 50, target_id: 7 });
    expect(created.status).toBe(201);
    expect(created.json.body).toMatchObject({
      discount_type: "TOTAL",
      min_order_price: 50,
      percentage: null,
      fixed_amount: null,
      target_id: null,
      code: null,
    });
    const zero = await call("POST", "/discount/create", { ...total, min_order_price: 0, number_of_uses_per_user: 2 });
    expect(zero.json.body).toMatchObject({ min_order_price: 0, number_of_uses_per_user: 2 });
  });
});

describe("sale persons", () => {
  const valid = () => ({
    full_name: "Ada Seller",
    email: uniqueEmail("ada"),
    dob: "1990-02-03",
    contact_number: "3161234567",
    image_url: image,
  });

  test("every field is checked and the message names it", async () => {
    const create = (body: object) => call("POST", "/user/saleperson/create", body);
    const base = valid();
    for (const [body, message] of [
      [{ ...base, full_name: " " }, "full_name is required"],
      [{ ...base, email: "not-an-email" }, "email must be a valid email address"],
      [{ ...base, email: undefined }, "email must be a valid email address"],
      [{ ...base, dob: " " }, "dob is required"],
      [{ ...base, contact_number: "12345" }, "contact_number must be 10 to 15 digits"],
      [{ ...base, contact_number: "1234567890123456" }, "contact_number must be 10 to 15 digits"],
      [{ ...base, contact_number: "31612345ab" }, "contact_number must be 10 to 15 digits"],
    ] as const) {
      const refused = await create(body);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(message);
    }
    const longest = await create({ ...valid(), contact_number: " 123456789012345 ", image_url: " " });
    expect(longest.status).toBe(201);
    expect(longest.json.body).toMatchObject({ contact_number: "123456789012345", image_url: null });
    // A field left out is refused by name, as a blank one is; only the picture may be left out.
    for (const [field, message] of [
      ["full_name", "full_name is required"],
      ["dob", "dob is required"],
      ["contact_number", "contact_number must be 10 to 15 digits"],
    ] as const) {
      const refused = await create({ ...valid(), [field]: undefined });
      expect([field, refused.status, refused.json.message]).toEqual([field, 400, message]);
    }
    const noPicture = await create({ ...valid(), image_url: undefined });
    expect(noPicture.status).toBe(201);
    expect(noPicture.json.body.image_url).toBeNull();
  });

  test("create, read, update, list; not a customer, no secrets; one email once", async () => {
    const body = valid();
    const created = await call("POST", "/user/saleperson/create", {
      ...body,
      full_name: " Ada Seller ",
      email: ` ${body.email.toUpperCase()} `,
    });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Sale person created successfully");
    expect(created.json.body).toMatchObject({
      full_name: "Ada Seller",
      email: body.email,
      dob: "1990-02-03",
      image_url: image,
      account_status: "ACTIVE",
      referral_code: expect.stringMatching(/^SP[0-9A-F]{8}$/),
    });
    const id = created.json.body.id;
    const duplicate = await call("POST", "/user/saleperson/create", body);
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.message).toBe("A user with this email already exists");
    const read = await call("GET", `/saleperson/byid/${id}`);
    expect(read.json.message).toBe("Sale person");
    expect(read.json.body.full_name).toBe("Ada Seller");
    const updated = await call("PUT", `/saleperson/update/${id}`, { ...body, full_name: "Ada S." });
    expect(updated.json.message).toBe("User updated successfully");
    expect(updated.json.body).toMatchObject({ id, full_name: "Ada S." });
    const invalid = await call("PUT", `/saleperson/update/${id}`, { ...body, contact_number: "1" });
    expect(invalid.status).toBe(400);
    const other = (await call("POST", "/user/saleperson/create", valid())).json.body;
    const taken = await call("PUT", `/saleperson/update/${other.id}`, { ...body, full_name: "Copy" });
    expect(taken.status).toBe(409);
    const listed = await call("GET", "/salepersons");
    expect(listed.json.message).toBe("Sale persons");
    const list = listed.json.body;
    expect(list.slice(0, 2).map((row: { id: number }) => row.id)).toEqual([other.id, id]);
    expect(JSON.stringify(list)).not.toMatch(/password|session/);
    expect((await call("GET", "/users")).json.body.some((user: { email: string }) => user.email === body.email)).toBe(
      false,
    );
  });

  test("every sale person call is for the back office; a refused change changes nothing", async () => {
    const person = (await call("POST", "/user/saleperson/create", valid())).json.body;
    const customer = (await t.account("USER")).token;
    await expectBackOfficeOnly(t, customer, [
      ["GET", "/salepersons"],
      ["GET", `/saleperson/byid/${person.id}`],
      ["POST", "/user/saleperson/create", valid()],
      ["PUT", `/saleperson/update/${person.id}`, { ...valid(), full_name: "Not allowed" }],
    ]);
    expect((await call("GET", `/saleperson/byid/${person.id}`)).json.body.full_name).toBe("Ada Seller");
    const names = (await call("GET", "/salepersons")).json.body.map((row: { full_name: string }) => row.full_name);
    expect(names).not.toContain("Not allowed");
  });

  test("a customer or an admin is not a sale person", async () => {
    const customer = await t.account("USER");
    const other = await t.account("ADMIN");
    for (const id of [customer.id, other.id, 999999]) {
      const missing = await call("GET", `/saleperson/byid/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe("Sale person not found");
      const unchanged = await call("PUT", `/saleperson/update/${id}`, valid());
      expect([unchanged.status, unchanged.json.message]).toEqual([404, "Sale person not found"]);
    }
    expect((await call("GET", "/salepersons")).json.body.map((row: { id: number }) => row.id)).not.toContain(
      customer.id,
    );
  });
});

describe("reviews and notifications", () => {
  test("reviews carry author and product, newest first; delete", async () => {
    const author = await t.account("USER", { full_name: "Rita Reviewer" });
    const catalog = await newCatalog(t, admin, "Reviewed");
    const product = (await call("POST", "/product", productBody(catalog, { product_name: "Reviewed pod" }))).json.body;
    const [older] = await t.database.db
      .insert(reviews)
      .values({
        rating: 2,
        comment: "meh",
        user_id: author.id,
        product_id: product.id,
        created_at: "2020-01-01T00:00:00Z",
      })
      .returning({ id: reviews.id });
    const [review] = await t.database.db
      .insert(reviews)
      .values({ rating: 5, comment: "Great pod", user_id: author.id, product_id: product.id })
      .returning({ id: reviews.id });
    const all = (await call("GET", "/reviews/all")).json.body;
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(all[0]).toMatchObject({
      id: review.id,
      rating: 5,
      comment: "Great pod",
      user: { id: author.id, full_name: "Rita Reviewer", email: author.email },
      product: { id: product.id, product_name: "Reviewed pod" },
    });
    expect(all[0].product.productImages.map((row: { file: { img_url: string } }) => row.file.img_url)).toEqual(
      catalog.images.map((file) => file.img_url),
    );
    expect(all.at(-1).id).toBe(older.id);
    const byId = await call("GET", `/review/byid/${review.id}`);
    expect(byId.json.body).toMatchObject({ id: review.id, rating: 5 });
    const deleted = await call("DELETE", `/review/delete/${review.id}`);
    expect(deleted.json.message).toBe("Review deleted successfully");
    const gone = await call("GET", `/review/byid/${review.id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe("Review not found");
    expect((await call("DELETE", `/review/delete/${review.id}`)).status).toBe(404);
  });

  test("a promotion needs every field and counts its audience", async () => {
    for (const body of [
      { business_type: "", title: "Sale", body: "Now" },
      { business_type: "B2B", title: " ", body: "Now" },
      { business_type: "B2B", title: "Sale", body: "" },
      { title: "Sale", body: "Now" },
    ]) {
      const refused = await call("POST", "/notification/promotional", body);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe("Please fill the required fields (business_type, title, body)");
    }
    await t.account("USER", { bussiness_type: "B2B" });
    const customer = await t.account("USER", { bussiness_type: "B2C" });
    const byCustomer = await t.call("GET", "/api/notification/promotional/reach?business_type=B2B", {
      token: customer.token,
    });
    expect(byCustomer.status).toBe(403);
    const customers = (await call("GET", "/users")).json.body as { bussiness_type: string }[];
    const count = (type: string) => customers.filter((user) => user.bussiness_type === type).length;
    expect(count("B2B")).toBeGreaterThan(0);
    expect(count("B2C")).toBeGreaterThan(0);
    // Before sending, the form asks how many customers each business type reaches.
    for (const [businessType, expected] of [
      ["B2B", count("B2B")],
      ["B2C", count("B2C")],
      ["BOTH", customers.length],
    ] as const) {
      const reach = await call("GET", `/notification/promotional/reach?business_type=${businessType}`);
      expect(reach.status).toBe(200);
      expect(reach.json.body).toEqual({ business_type: businessType, customers: expected });
    }
    expect((await call("GET", "/notification/promotional/reach")).status).toBe(400);
    expect((await call("GET", "/notification/promotional/reach?business_type=B2X")).status).toBe(400);
    const sent: Record<string, { id: number; recipients: number }> = {};
    for (const businessType of ["B2B", "B2C", "BOTH"]) {
      const answer = await call("POST", "/notification/promotional", {
        business_type: businessType,
        title: ` Spring prices ${businessType} `,
        body: " 10% off pallets ",
      });
      expect(answer.status).toBe(200);
      expect(answer.json.message).toBe("Promotion notification sent successfully.");
      expect(answer.json.body).toMatchObject({
        business_type: businessType,
        title: `Spring prices ${businessType}`,
        body: "10% off pallets",
      });
      sent[businessType] = answer.json.body;
    }
    expect(sent.B2B.recipients).toBe(count("B2B"));
    expect(sent.B2C.recipients).toBe(count("B2C"));
    expect(sent.BOTH.recipients).toBe(customers.length);
    const history = (await call("GET", "/notifications")).json.body;
    expect(history.slice(0, 3).map((row: { id: number }) => row.id)).toEqual([sent.BOTH.id, sent.B2C.id, sent.B2B.id]);
  });

  test("roles on the settings side", async () => {
    expect((await t.call("GET", "/api/countries")).status).toBe(401);
    const customer = await t.account("USER");
    expect((await t.call("GET", "/api/discount/all", { token: customer.token })).status).toBe(403);
    expect(
      (await t.call("POST", "/api/faq/create", { token: customer.token, body: { question: "Q", answer: "A" } })).status,
    ).toBe(403);
    const superAdmin = await t.account("SUPER_ADMIN");
    expect((await t.call("GET", "/api/faqs/all", { token: superAdmin.token })).status).toBe(200);
  });
});
