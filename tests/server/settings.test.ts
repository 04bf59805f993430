import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
});
afterAll(() => t.close());

const image = "/api/upload/files/seed-05.png";
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  t.call(method, `/api${url}`, { token: admin, body });

describe("shipping services", () => {
  test("required fields, create, update; one used by orders cannot be deleted", async () => {
    expect((await call("POST", "/shipping/add", { title: "Drone", description: "Fast", price: 12 })).json.message).toBe(
      "Please upload an image.",
    );
    expect(
      (await call("POST", "/shipping/add", { title: "", description: "x", price: 1, image })).json.message,
    ).toMatch(/^Please fill the required fields/);
    const created = await call("POST", "/shipping/add", { title: "Drone", description: "Fast", price: 12.5, image });
    expect(created.json).toMatchObject({
      success: true,
      message: "Submitted successfully",
      body: { title: "Drone", price: 12.5 },
    });
    const updated = await call("PUT", `/shipping/update/${created.json.body.id}`, {
      title: "Drone XL",
      description: "Faster",
      price: 15,
      image,
    });
    expect(updated.json.message).toBe("Updated successfully");
    expect((await call("DELETE", `/shipping/delete/${created.json.body.id}`)).status).toBe(200);
    const used = (await call("GET", "/shipping/get")).json.body.find(
      (row: { title: string }) => row.title === "Standard",
    );
    expect((await call("DELETE", `/shipping/delete/${used.id}`)).status).toBe(409);
  });
});

describe("FAQs", () => {
  test("create, toggle status, delete", async () => {
    expect((await call("POST", "/faq/create", { question: "Why?", answer: "" })).status).toBe(400);
    const created = await call("POST", "/faq/create", { question: "Do you ship to Malta?", answer: "Yes." });
    expect(created.json.body.status).toBe("ACTIVE");
    const toggled = await call("PUT", `/faqs/update/${created.json.body.id}`, { status: "INACTIVE" });
    expect(toggled.json.body.status).toBe("INACTIVE");
    expect((await call("PUT", `/faqs/update/${created.json.body.id}`, { status: "MAYBE" })).status).toBe(400);
    expect((await call("DELETE", `/faq/delete/${created.json.body.id}`)).status).toBe(200);
    expect((await call("DELETE", `/faq/delete/${created.json.body.id}`)).status).toBe(404);
  });
});

describe("banners", () => {
  test("the spec's messages, target must exist, status changes and the target name", async () => {
    expect(
      (await call("POST", "/banner", { title: "", target_type: "BRAND", target_id: 1, img_url: image })).json.message,
    ).toBe("Please enter a title");
    expect(
      (await call("POST", "/banner", { title: "Sale", target_type: "BRAND", target_id: 1, img_url: "" })).json.message,
    ).toBe("Please select an image");
    expect(
      (await call("POST", "/banner", { title: "Sale", target_type: null, target_id: null, img_url: image })).json
        .message,
    ).toBe("Please select type and item");
    expect(
      (await call("POST", "/banner", { title: "Sale", target_type: "PRODUCT", target_id: 999999, img_url: image }))
        .status,
    ).toBe(400);
    const brand = (await call("GET", "/brand/get")).json.body[0];
    const created = await call("POST", "/banner", {
      title: "Sale",
      target_type: "BRAND",
      target_id: brand.id,
      img_url: image,
    });
    expect(created.json.body).toMatchObject({ title: "Sale", target_name: brand.brand_name, status: "ACTIVE" });
    expect((await call("PUT", `/banner/inactive/${created.json.body.id}`)).json.body.status).toBe("INACTIVE");
    expect((await call("PUT", `/banner/activate/${created.json.body.id}`)).json.message).toBe(
      "Banner activated successfully",
    );
    const kept = await call("PUT", `/banner/update/${created.json.body.id}`, {
      title: "Sale 2",
      target_type: "BRAND",
      target_id: brand.id,
    });
    expect(kept.json.body).toMatchObject({ title: "Sale 2", img_url: image });
    expect((await call("DELETE", `/banner/delete/${created.json.body.id}`)).json.message).toBe(
      "Banner Deleted successfully",
    );
  });
});

describe("countries, states and cities", () => {
  test("add, rename, list, and a country's delete takes its states and cities", async () => {
    expect((await call("POST", "/country/add", { name: " " })).json.message).toBe("Please enter a title");
    const country = (await call("POST", "/country/add", { name: "Portugal" })).json.body;
    const state = (await call("POST", "/state/add", { name: "Lisbon", countryId: country.id })).json.body;
    expect(state.countryId).toBe(country.id);
    const city = (await call("POST", "/city/add", { name: "Sintra", stateId: state.id })).json.body;
    expect(city.stateId).toBe(state.id);
    expect((await call("PUT", `/city/update/${city.id}`, { name: "Cascais" })).json.body.name).toBe("Cascais");
    expect(
      (await call("GET", `/states/byCountryId/${country.id}`)).json.body.map((row: { name: string }) => row.name),
    ).toEqual(["Lisbon"]);
    expect((await call("GET", `/state/byid/${state.id}`)).json.body.name).toBe("Lisbon");
    expect(
      (await call("GET", `/cities/byStateId/${state.id}`)).json.body.map((row: { name: string }) => row.name),
    ).toEqual(["Cascais"]);
    expect((await call("POST", "/state/add", { name: "Nowhere", countryId: 999999 })).status).toBe(404);
    const deleted = await call("DELETE", `/country/delete/${country.id}`);
    expect(deleted.json.message).toBe("Country Deleted successfully");
    expect((await call("GET", `/state/byid/${state.id}`)).status).toBe(404);
    expect((await call("GET", `/cities/byStateId/${state.id}`)).status).toBe(404);
    expect((await call("GET", "/countries")).json.body.length).toBeGreaterThanOrEqual(5);
  });
});

describe("discounts", () => {
  const coupon = {
    discount_type: "PROMO",
    user_type: "B2C",
    start_date: "2026-12-01",
    end_date: "2026-12-31",
    percentage: 15,
    fixed_amount: null,
    code: "xmas15",
    number_of_uses_per_user: null,
    min_order_price: 10,
  };

  test("coupon rules: one of percentage or amount, dates in order, unique code", async () => {
    expect((await call("POST", "/discount/create", { ...coupon, fixed_amount: 5 })).status).toBe(400);
    expect((await call("POST", "/discount/create", { ...coupon, percentage: 0 })).status).toBe(400);
    expect((await call("POST", "/discount/create", { ...coupon, percentage: 101 })).status).toBe(400);
    expect((await call("POST", "/discount/create", { ...coupon, end_date: "2026-11-01" })).json.message).toMatch(
      /end date/,
    );
    const created = await call("POST", "/discount/create", coupon);
    expect(created.status).toBe(201);
    expect(created.json.body).toMatchObject({
      code: "XMAS15",
      status: "ACTIVE",
      percentage: 15,
      fixed_amount: null,
      number_of_uses_per_user: null,
    });
    expect((await call("POST", "/discount/create", { ...coupon, code: "Xmas15" })).status).toBe(409);
    const id = created.json.body.id;
    expect((await call("PUT", `/discount/deactivate/${id}`)).json.message).toBe("Discount De-Activated successfully");
    expect((await call("PUT", `/discount/activate/${id}`)).json.message).toBe("Discount Activated successfully");
    expect((await call("PUT", `/discount/disable/${id}`)).json.message).toBe("Discount Deleted successfully");
    expect((await call("GET", "/discount/all")).json.body.some((row: { id: number }) => row.id === id)).toBe(false);
    // Once deleted, the code may be used again.
    expect((await call("POST", "/discount/create", coupon)).status).toBe(201);
  });

  test("targeted discounts need an existing target and carry it in the list", async () => {
    const product = (await call("GET", "/products?page=1&limit=1")).json.body.products[0];
    const body = {
      discount_type: "PRODUCT",
      target_id: product.id,
      user_type: "BOTH",
      start_date: "2026-01-01",
      end_date: "2026-02-01",
      percentage: null,
      fixed_amount: 2.5,
    };
    expect((await call("POST", "/discount/create", { ...body, target_id: 999999 })).status).toBe(400);
    const created = await call("POST", "/discount/create", body);
    expect(created.json.body.product).toEqual({ id: product.id, product_name: product.product_name });
    const shippingFree = await call("POST", "/discount/create", {
      discount_type: "TOTAL",
      user_type: "BOTH",
      start_date: "2026-01-01",
      end_date: "2026-03-01",
      min_order_price: 50,
    });
    expect(shippingFree.json.body).toMatchObject({ discount_type: "TOTAL", min_order_price: 50, percentage: null });
  });
});

describe("sale persons, reviews, notifications", () => {
  test("sale person validation, create, update, list", async () => {
    const valid = {
      full_name: "Ada Seller",
      email: "ada@sales.shop.test",
      dob: "1990-02-03",
      contact_number: "3161234567",
      image_url: image,
    };
    expect((await call("POST", "/user/saleperson/create", { ...valid, contact_number: "12345" })).json.message).toMatch(
      /contact_number/,
    );
    expect((await call("POST", "/user/saleperson/create", { ...valid, email: "not-an-email" })).json.message).toMatch(
      /email/,
    );
    const created = await call("POST", "/user/saleperson/create", valid);
    expect(created.status).toBe(201);
    expect(created.json.body.referral_code).toMatch(/^SP/);
    expect((await call("POST", "/user/saleperson/create", valid)).status).toBe(409);
    const updated = await call("PUT", `/saleperson/update/${created.json.body.id}`, { ...valid, full_name: "Ada S." });
    expect(updated.json.body.full_name).toBe("Ada S.");
    const list = (await call("GET", "/salepersons")).json.body;
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(list)).not.toMatch(/password|session/);
    expect((await call("GET", "/users")).json.body.some((user: { email: string }) => user.email === valid.email)).toBe(
      false,
    );
  });

  test("reviews carry author and product; delete", async () => {
    const reviews = (await call("GET", "/reviews/all")).json.body;
    expect(reviews.length).toBeGreaterThanOrEqual(50);
    expect(reviews[0]).toMatchObject({
      rating: expect.any(Number),
      user: { full_name: expect.any(String) },
      product: { product_name: expect.any(String) },
    });
    expect(reviews[0].product.productImages[0].file.img_url).toMatch(/^\/api\/upload\/files\//);
    expect((await call("GET", `/review/byid/${reviews[0].id}`)).json.body.id).toBe(reviews[0].id);
    expect((await call("DELETE", `/review/delete/${reviews[0].id}`)).json.message).toBe("Review deleted successfully");
    expect((await call("GET", `/review/byid/${reviews[0].id}`)).status).toBe(404);
  });

  test("a promotion needs every field and counts its audience", async () => {
    expect(
      (await call("POST", "/notification/promotional", { business_type: "", title: "Sale", body: "Now" })).status,
    ).toBe(400);
    const sent = await call("POST", "/notification/promotional", {
      business_type: "B2B",
      title: "Spring prices",
      body: "10% off pallets",
    });
    expect(sent.json.message).toBe("Promotion notification sent successfully.");
    const b2b = (await call("GET", "/users")).json.body.filter(
      (user: { bussiness_type: string }) => user.bussiness_type === "B2B",
    ).length;
    expect(sent.json.body.recipients).toBe(b2b);
  });

  test("roles on the settings side", async () => {
    expect((await t.call("GET", "/api/countries")).status).toBe(401);
    const customer = await t.signIn("customer");
    expect((await t.call("GET", "/api/discount/all", { token: customer })).status).toBe(403);
  });
});
