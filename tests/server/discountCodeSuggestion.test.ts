// The suggested coupon code when the generator draws codes already in use: drawn codes are queued
// here (real draws collide once in millions, so a test cannot wait for one).
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

const draws = vi.hoisted(() => ({ queue: [] as string[], count: 0 }));
vi.mock("../../host-demo/server/lib/catalog/discountCodes.js", () => ({
  readableCode: () => {
    draws.count += 1;
    return draws.queue.shift() ?? "BUSY";
  },
}));

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, body?: unknown) =>
  t.call(method, `/api${url}`, { token: admin, body });
const coupon = (code: string) => ({
  discount_type: "PROMO",
  user_type: "B2C",
  start_date: "2027-05-01",
  end_date: "2027-05-31",
  percentage: 10,
  code,
});
const suggest = async (...queue: string[]) => {
  draws.queue = queue;
  draws.count = 0;
  return call("GET", "/discount/code/suggest");
};

describe("a suggested coupon code, when a drawn code is taken", () => {
  test("draws again until a code is free (in any case), and says so", async () => {
    expect((await call("POST", "/discount/create", coupon("TAKENA11"))).status).toBe(201);
    const { status, json } = await suggest("takena11", "TAKENA11", "FREEBE22");
    expect(status).toBe(200);
    expect(json).toEqual({ success: true, message: "An unused code", body: { code: "FREEBE22" } });
    expect(draws.count).toBe(3);
  });

  test("a code of a deleted discount is free again", async () => {
    const created = await call("POST", "/discount/create", coupon("GONEKA33"));
    expect((await call("PUT", `/discount/disable/${created.json.body.id}`)).status).toBe(200);
    expect((await suggest("GONEKA33")).json.body).toEqual({ code: "GONEKA33" });
    expect(draws.count).toBe(1);
  });

  test("gives up after 20 taken codes with a server error, not an endless loop", async () => {
    expect((await call("POST", "/discount/create", coupon("BUSY"))).status).toBe(201);
    const { status, json } = await suggest();
    expect(status).toBe(500);
    expect(json).toEqual({ success: false, message: "Internal server error", body: null });
    expect(draws.count).toBe(20);
  });
});
