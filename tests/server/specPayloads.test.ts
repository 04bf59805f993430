import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, newCatalog, png, productBody, uniqueEmail, upload, type TestApp } from "./helpers.js";

// Every write call of the product's API, sent exactly as a client written to the API's documented
// contract sends it: the JSON types the contract gives (a barcode as a number, countryId as a
// number, age_limit as true), and the text a form's fields give where it names none. Bodies are
// validated strictly (no coercion, lib/http/requestValidation.ts), so a type the contract gives that
// the schemas refuse shows here as a 400 "Invalid body.…".

let t: TestApp;
let admin: string;
let superAdmin: string;
let catalog: Awaited<ReturnType<typeof newCatalog>>;
let image: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
  superAdmin = (await t.account("SUPER_ADMIN")).token;
  catalog = await newCatalog(t, admin, "Payloads");
  image = (await upload(t, "file", [{ name: "a.png", type: "image/png", data: png() }], admin)).json.body.img_url;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown, token = admin) =>
  t.call(method, `/api${url}`, { token, body });

/** The answer, checked to be a success: the message tells which field a refusal named. */
async function accepted(method: "POST" | "PUT", url: string, body: unknown, token = admin) {
  const answer = await call(method, url, body, token);
  expect({ url, status: answer.status, message: answer.json.message }).toMatchObject({
    url,
    status: expect.toSatisfy((status: number) => status === 200 || status === 201),
  });
  return answer.json.body;
}

/** The product form's payload, with the barcode as the contract gives it: a number. */
const specProduct = (fields: Record<string, unknown> = {}) => ({
  ...productBody(catalog, { bar_code: 5012345678900, status: "PUBLISHED" }),
  ...fields,
});

describe("the barcode, a number in the contract", () => {
  test("a numeric bar_code creates the product, is read back as its digits, found by search and kept through an update to draft", async () => {
    const created = await accepted("POST", "/product", specProduct({ product_name: "Payload numeric barcode" }));
    expect(created.bar_code).toBe("5012345678900");
    const read = await call("GET", `/product/byid/${created.id}`);
    expect(read.json.body.bar_code).toBe("5012345678900");
    const found = await call("GET", "/products?status=PUBLISHED&search=50123456789");
    expect(found.json.body.products.map((product: { id: number }) => product.id)).toContain(created.id);

    // The longest a GTIN has: 14 digits, as a number.
    const updated = await accepted(
      "PUT",
      `/product/update/${created.id}`,
      specProduct({ product_name: "Payload numeric barcode", bar_code: 12345678901234, status: "DRAFT" }),
    );
    expect(updated).toMatchObject({ bar_code: "12345678901234", status: "DRAFT" });
    expect((await call("GET", `/products?status=DRAFT&search=12345678901234`)).json.body.totalProducts).toBe(1);
    expect((await call("DELETE", `/product/delete/${created.id}`)).status).toBe(200);
  });

  test("digits as text keep their leading zeros; 0 is a barcode; blank and null are none", async () => {
    for (const [sent, stored] of [
      ["0012345678905", "0012345678905"],
      [0, "0"],
      ["", null],
      [null, null],
    ] as const) {
      const created = await accepted("POST", "/product", specProduct({ bar_code: sent }));
      expect({ sent, stored: created.bar_code }).toEqual({ sent, stored });
    }
  });

  test("anything but up to 14 digits is a 400 naming the field, on create and update", async () => {
    const product = await accepted("POST", "/product", specProduct({ product_name: "Payload barcode refusals" }));
    for (const junk of ["12a", 1.5, -3, "1e5", true, "-3", " 12 ", 123456789012345, "123456789012345", 1e21, [1]]) {
      for (const [method, url] of [
        ["POST", "/product"],
        ["PUT", `/product/update/${product.id}`],
      ] as const) {
        const { status, json } = await call(method, url, specProduct({ bar_code: junk }));
        expect({ junk, method, status }).toEqual({ junk, method, status: 400 });
        expect(json.message).toBe(
          'Invalid body.bar_code: must be up to 14 digits, as text such as "0012345678905" or as a whole number',
        );
      }
    }
    // Nothing was changed by the refused updates.
    expect((await call("GET", `/product/byid/${product.id}`)).json.body.bar_code).toBe("5012345678900");
  });
});

describe("every other write call, as the contract's client writes it", () => {
  test("brands, categories, colours, tags and strengths", async () => {
    const brand = await accepted("POST", "/brand", { brand_name: "Payload brand", description: "d", image_url: image });
    await accepted("PUT", `/brand/update/${brand.id}`, {
      brand_name: "Payload brand 2",
      description: "d",
      image_url: image,
    });
    const category = await accepted("POST", "/category", {
      category_name: "Payload category",
      description: "d",
      image_url: image,
      brand_id: brand.id,
    });
    await accepted("PUT", `/category/update/${category.id}`, {
      category_name: "Payload category 2",
      description: "d",
      image_url: image,
      brand_id: brand.id,
    });
    const colour = await accepted("POST", "/flavour", { flavour_name: "Payload colour", description: "d" });
    await accepted("PUT", `/flavour/update/${colour.id}`, { flavour_name: "Payload colour 2", description: "d" });
    const tag = await accepted("POST", "/device", { device_name: "Payload tag", description: "d" });
    await accepted("PUT", `/device/update/${tag.id}`, { device_name: "Payload tag 2", description: "d" });
    const strength = await accepted("POST", "/nicotine", { nicotine_strength: "6", description: "d", unit: "mg" });
    await accepted("PUT", `/nicotine/update/${strength.id}`, { nicotine_strength: "12", description: "d", unit: "mg" });
  });

  test("a product from the form's text fields (inventory and prices as typed)", async () => {
    const created = await accepted(
      "POST",
      "/product",
      specProduct({ stock: "12", price: "9.90", compared_price: "8.50", bar_code: "4006381333931" }),
    );
    expect(created).toMatchObject({ stock: 12, price: 9.9, compared_price: 8.5, bar_code: "4006381333931" });
  });

  test("discounts of every kind, banners, FAQs and shipping services", async () => {
    const product = await accepted("POST", "/product", specProduct({ product_name: "Payload discounted" }));
    const dates = { start_date: "2027-03-01", end_date: "2027-03-31" };
    for (const body of [
      { discount_type: "PRODUCT", target_id: product.id, user_type: "B2C", percentage: 10, fixed_amount: null },
      {
        discount_type: "CATEGORY",
        target_id: catalog.category.id,
        user_type: "B2B",
        percentage: null,
        fixed_amount: 2,
      },
      { discount_type: "BRAND", target_id: catalog.brand.id, user_type: "BOTH", percentage: "5", fixed_amount: null },
      {
        discount_type: "PROMO",
        user_type: "BOTH",
        code: "PAYLOAD10",
        percentage: 10,
        fixed_amount: null,
        number_of_uses_per_user: null,
        min_order_price: "25",
      },
      { discount_type: "TOTAL", user_type: "BOTH", min_order_price: 50, percentage: null, fixed_amount: null },
    ]) {
      const created = await accepted("POST", "/discount/create", { ...dates, ...body });
      await accepted("PUT", `/discount/update/${created.id}`, { ...dates, ...body, end_date: "2027-04-30" });
    }

    const banner = await accepted("POST", "/banner", {
      title: "Payload banner",
      target_type: "PRODUCT",
      target_id: product.id,
      img_url: image,
    });
    await accepted("PUT", `/banner/update/${banner.id}`, {
      title: "Payload banner 2",
      target_type: "BRAND",
      target_id: catalog.brand.id,
      img_url: image,
    });
    const faq = await accepted("POST", "/faq/create", { question: "Payload?", answer: "Yes." });
    await accepted("PUT", `/faqs/update/${faq.id}`, { status: "INACTIVE" });
    const shipping = await accepted("POST", "/shipping/add", {
      title: "Payload post",
      description: "d",
      price: "4.95",
      image,
    });
    await accepted("PUT", `/shipping/update/${shipping.id}`, {
      title: "Payload post",
      description: "d",
      price: 5,
      image,
    });
  });

  test("countries, states (countryId as a number) and cities, and a promotion", async () => {
    const country = await accepted("POST", "/country/add", { name: "Payloadia" });
    await accepted("PUT", `/country/update/${country.id}`, { name: "Payloadia Nova" });
    const state = await accepted("POST", "/state/add", { name: "Payload State", countryId: country.id });
    await accepted("PUT", `/state/update/${state.id}`, { name: "Payload State 2", countryId: country.id });
    const city = await accepted("POST", "/city/add", { name: "Payload City", stateId: state.id });
    await accepted("PUT", `/city/update/${city.id}`, { name: "Payload City 2", stateId: state.id });
    await accepted("POST", "/notification/promotional", { business_type: "B2B", title: "Payload", body: "Hello" });
  });

  test("sale persons, admins (sign-up with its filler fields), account status and passwords", async () => {
    const seller = await accepted("POST", "/user/saleperson/create", {
      full_name: "Payload Seller",
      email: uniqueEmail("payload-seller"),
      dob: "1990-02-03",
      contact_number: "3161234567",
      image_url: image,
    });
    await accepted("PUT", `/saleperson/update/${seller.id}`, {
      full_name: "Payload Seller 2",
      email: seller.email,
      dob: "1990-02-03",
      contact_number: "3161234567",
      image_url: image,
    });

    const email = uniqueEmail("payload-admin");
    const created = await accepted(
      "POST",
      "/auth/signup",
      {
        full_name: "Payload Admin",
        email,
        password: "Payload#2026",
        confirm_password: "Payload#2026",
        user_type: "ADMIN",
        age_limit: true,
        bussiness_type: "B2C",
        dob: "1990-01-01",
        vat_number: "",
        contact_number: "",
      },
      superAdmin,
    );
    await accepted("PUT", `/user/account/status/${created.id}`, { status: "RESTRICTED" }, superAdmin);
    await accepted("PUT", `/user/account/status/${created.id}`, { status: "ACTIVE" }, superAdmin);

    const signedIn = await call("POST", "/auth/signin", { email, password: "Payload#2026" }, "");
    expect(signedIn.status).toBe(200);
    await accepted(
      "POST",
      "/auth/password/change",
      { currentPassword: "Payload#2026", newPassword: "Payload#2027", confirmNewPassword: "Payload#2027" },
      signedIn.json.accessToken as string,
    );
    await accepted("POST", "/auth/otp/send", { email }, "");
  });
});
