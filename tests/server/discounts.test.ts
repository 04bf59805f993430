import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, expectBackOfficeOnly, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, body?: unknown, token: string | undefined = admin) =>
  t.call(method, `/api${url}`, { token, body });

const coupon = (code: string) => ({
  discount_type: "PROMO",
  user_type: "B2B",
  start_date: "2027-03-01",
  end_date: "2027-03-31",
  percentage: null,
  fixed_amount: 4.5,
  code,
  number_of_uses_per_user: 2,
  min_order_price: 30,
});

describe("one discount by id (the edit form opened by link)", () => {
  test("answers the discount with its fields; 404 for an unknown or deleted one", async () => {
    const created = (await call("POST", "/discount/create", coupon("byid7"))).json.body;
    const found = await call("GET", `/discount/byid/${created.id}`);
    expect(found.status).toBe(200);
    expect(found.json.message).toBe("Discount");
    expect(found.json.body).toMatchObject({
      id: created.id,
      code: "BYID7",
      fixed_amount: 4.5,
      percentage: null,
      number_of_uses_per_user: 2,
      min_order_price: 30,
      user_type: "B2B",
      start_date: "2027-03-01",
      end_date: "2027-03-31",
      status: "ACTIVE",
    });
    const unknown = await call("GET", "/discount/byid/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Discount not found");
    const listed = await call("GET", "/discount/all");
    expect(listed.json.message).toBe("Discounts");
    expect(listed.json.body.map((row: { id: number }) => row.id)).toContain(created.id);
    await call("PUT", `/discount/disable/${created.id}`);
    expect((await call("GET", `/discount/byid/${created.id}`)).status).toBe(404);
    // A deleted discount can be neither edited nor switched on or off.
    for (const [url, body] of [
      [`/discount/update/${created.id}`, coupon("byid8")],
      [`/discount/activate/${created.id}`],
      [`/discount/deactivate/${created.id}`],
      [`/discount/disable/${created.id}`],
    ] as const) {
      const refused = await call("PUT", url, body);
      expect([url, refused.status, refused.json.message]).toEqual([url, 404, "Discount not found"]);
    }
    expect((await call("GET", "/discount/byid/abc")).status).toBe(400);
  });

  test("every discount call needs a back-office account; a refused change changes nothing", async () => {
    const created = (await call("POST", "/discount/create", coupon("guarded1"))).json.body;
    const user = (await t.account("USER")).token;
    await expectBackOfficeOnly(t, user, [
      ["GET", "/discount/all"],
      ["GET", `/discount/byid/${created.id}`],
      ["GET", "/discount/code/suggest"],
      ["POST", "/discount/create", coupon("guarded2")],
      ["PUT", `/discount/update/${created.id}`, { ...coupon("guarded3"), fixed_amount: 9 }],
      ["PUT", `/discount/activate/${created.id}`],
      ["PUT", `/discount/deactivate/${created.id}`],
      ["PUT", `/discount/disable/${created.id}`],
    ]);
    const after = await call("GET", `/discount/byid/${created.id}`);
    expect(after.json.body).toMatchObject({ code: "GUARDED1", fixed_amount: 4.5, status: "ACTIVE" });
    const codes = (await call("GET", "/discount/all")).json.body.map((row: { code: string | null }) => row.code);
    expect(codes).not.toContain("GUARDED2");
  });
});

describe("a suggested coupon code", () => {
  test("is readable, upper-case letters and digits, and accepted by create", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const answer = await call("GET", "/discount/code/suggest");
      expect(answer.status).toBe(200);
      expect(answer.json.body.code).toMatch(/^[A-Z]{6}[2-9]{2}$/);
      codes.add(answer.json.body.code);
    }
    // Random, not a counter that repeats.
    expect(codes.size).toBeGreaterThan(1);
    const [code] = codes;
    const created = await call("POST", "/discount/create", coupon(code.toLowerCase()));
    expect(created.status).toBe(201);
    expect(created.json.body.code).toBe(code);
  });

  test("is never a code already in use (checked against the database)", async () => {
    // Take every code the generator can make with one syllable fixed is impractical; instead
    // check that each suggestion is free right now: creating it never answers 409.
    for (let i = 0; i < 5; i += 1) {
      const { code } = (await call("GET", "/discount/code/suggest")).json.body;
      expect((await call("POST", "/discount/create", coupon(code))).status).toBe(201);
    }
  });
});

describe("the coupon rules answer clearly at the field's level", () => {
  test("a code of letters and digits is stored upper-case; a taken code in another case is a 409 naming it", async () => {
    const first = await call("POST", "/discount/create", coupon("Summer24"));
    expect(first.json.body.code).toBe("SUMMER24");
    const again = await call("POST", "/discount/create", coupon("sUmMeR24"));
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      success: false,
      message: "The code SUMMER24 is already used by another discount",
    });
  });

  test("a limit on uses per customer below 1 is refused; none is null", async () => {
    const zero = await call("POST", "/discount/create", { ...coupon("LIMIT0"), number_of_uses_per_user: 0 });
    expect(zero.status).toBe(400);
    expect(zero.json.message).toMatch(/number_of_uses_per_user/);
    const none = await call("POST", "/discount/create", { ...coupon("NOLIMIT"), number_of_uses_per_user: null });
    expect(none.status).toBe(201);
    expect(none.json.body.number_of_uses_per_user).toBeNull();
  });

  test("an unknown business type is refused", async () => {
    const refused = await call("POST", "/discount/create", { ...coupon("BADTYPE"), user_type: "ALL" });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/user_type/);
  });
});
