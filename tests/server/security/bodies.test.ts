// A body is as strict as a path: a number field takes a JSON number, or plain decimal text where
// the spec's forms send text; nothing is read into a number that the sender did not write as one.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { discounts, products, shippingServices, states } from "../../../host-demo/server/db/schema/index.js";
import { createTestApp, newCatalog, productBody, type TestApp } from "../helpers.js";

let t: TestApp;
let admin: string;
let catalog: Awaited<ReturnType<typeof newCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
  catalog = await newCatalog(t, admin, "Strict");
});
afterAll(() => t.close());

const call = (method: "POST" | "PUT", url: string, body: unknown) =>
  t.call(method, `/api${url}`, { token: admin, body });
const productCount = async () => (await t.database.db.select({ id: products.id }).from(products)).length;

describe("a number field of a body", () => {
  test("refuses hex, exponent, padded, Infinity text, a boolean and a list with a 400 naming it; nothing is stored", async () => {
    const before = await productCount();
    for (const field of ["price", "stock", "compared_price"]) {
      for (const junk of ["0x10", "1e2", true, ["3"], " 13 ", "Infinity", "-Infinity", "NaN", "12,50", ""]) {
        const { status, json } = await call("POST", "/product", productBody(catalog, { [field]: junk }));
        expect({ field, junk, status }).toEqual({ field, junk, status: 400 });
        expect(json.message).toMatch(new RegExp(`^Invalid body\\.${field}: `));
      }
    }
    expect(await productCount()).toBe(before);
  });

  test("says in words what it takes", async () => {
    const hex = await call("POST", "/product", productBody(catalog, { price: "0x10" }));
    expect(hex.json.message).toBe('Invalid body.price: must be a number, or a decimal number as text such as "12.50"');
    const decimal = await call("POST", "/product", productBody(catalog, { stock: "2.5" }));
    expect(decimal.json.message).toBe('Invalid body.stock: must be a whole number, or one as text such as "12"');
    const yes = await call("POST", "/product", productBody(catalog, { stock: true }));
    expect(yes.json.message).toBe('Invalid body.stock: must be a whole number, or one as text such as "12"');
  });

  test("takes plain decimal text where the spec's forms send text, stored as the number", async () => {
    const created = await call(
      "POST",
      "/product",
      productBody(catalog, { product_name: "Typed in", stock: "12", price: "12.50", compared_price: "14" }),
    );
    expect(created.status).toBe(201);
    expect(created.json.body).toMatchObject({ stock: 12, price: 12.5, compared_price: 14 });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, created.json.body.id));
    expect(row).toMatchObject({ stock: 12, price: 12.5, compared_price: 14 });

    const shipping = await call("POST", "/shipping/add", {
      title: "Typed",
      description: "From a text field",
      price: "7.25",
      image: "/api/upload/files/seed-01.png",
    });
    expect(shipping.status).toBe(201);
    const [service] = await t.database.db
      .select({ price: shippingServices.price })
      .from(shippingServices)
      .where(eq(shippingServices.id, shipping.json.body.id));
    expect(service.price).toBe(7.25);

    const coupon = await call("POST", "/discount/create", {
      discount_type: "PROMO",
      code: "TYPED10",
      user_type: "BOTH",
      start_date: "2026-01-01",
      end_date: "2026-12-31",
      percentage: "10",
      fixed_amount: null,
      number_of_uses_per_user: "3",
      min_order_price: "20.00",
    });
    expect(coupon.status).toBe(201);
    const [discount] = await t.database.db.select().from(discounts).where(eq(discounts.id, coupon.json.body.id));
    expect(discount).toMatchObject({ percentage: 10, number_of_uses_per_user: 3, min_order_price: 20 });
  });

  test("text is held to the same bounds as a number", async () => {
    const negative = await call("POST", "/product", productBody(catalog, { stock: "-1" }));
    expect(negative.status).toBe(400);
    expect(negative.json.message).toBe("Invalid body.stock: must be >= 0");
    const huge = await call("POST", "/product", productBody(catalog, { price: "99999999999" }));
    expect(huge.status).toBe(400);
    expect(huge.json.message).toBe("Invalid body.price: must be <= 100000");
  });

  test("no price or amount above €100,000 (a comma read as a thousands mark is caught here too)", async () => {
    const at = await call("POST", "/product", productBody(catalog, { price: 100_000, compared_price: "100000.00" }));
    expect(at.status).toBe(201);
    const refusals = [
      await call("POST", "/product", productBody(catalog, { price: 100_000.01 })),
      await call("POST", "/product", productBody(catalog, { compared_price: "139050" + "0" })),
      await call("POST", "/shipping/add", {
        title: "Dear",
        description: "x",
        price: 100_001,
        image: "/api/upload/files/seed-01.png",
      }),
    ];
    expect(refusals.map((reply) => [reply.status, reply.json.message])).toEqual([
      [400, "Invalid body.price: must be <= 100000"],
      [400, "Invalid body.compared_price: must be <= 100000"],
      [400, "Invalid body.price: must be <= 100000"],
    ]);
  });

  test("an id in a body is a JSON number only: 0x10, 1e2, text and lists are refused", async () => {
    const country = (await call("POST", "/country/add", { name: "Strictland" })).json.body;
    const before = await t.database.db.select({ id: states.id }).from(states);
    for (const countryId of ["0x10", "1e2", String(country.id), [country.id], true, 1.5]) {
      const { status, json } = await call("POST", "/state/add", { name: "Province", countryId });
      expect({ countryId, status }).toEqual({ countryId, status: 400 });
      expect(json.message).toMatch(/^Invalid body\.countryId: /);
    }
    for (const image_id of ["1", true, [1]]) {
      const images = [{ image_id }, { image_id: catalog.images[1].id }];
      const { status, json } = await call("POST", "/product", productBody(catalog, { images }));
      expect({ image_id, status }).toEqual({ image_id, status: 400 });
      expect(json.message).toMatch(/^Invalid body\.images\.0\.image_id: /);
    }
    expect(await t.database.db.select({ id: states.id }).from(states)).toEqual(before);
    // The same with a number is taken.
    expect((await call("POST", "/state/add", { name: "Province", countryId: country.id })).status).toBe(201);
  });

  test("a text field is not read from a number or a boolean either", async () => {
    for (const name of [5, true, ["Name"]]) {
      const { status, json } = await call("POST", "/country/add", { name });
      expect({ name, status }).toEqual({ name, status: 400 });
      expect(json.message).toBe("Invalid body.name: must be string");
    }
  });
});
