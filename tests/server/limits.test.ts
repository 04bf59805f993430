// Rate limits on sign-in and OTP calls (per email and per address, counting failures) and the
// OpenAPI document integrators read.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, DEMO, type TestApp } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip = "10.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/auth/signin", payload: { email, password }, remoteAddress: ip });

describe("rate limits", () => {
  test("ten failed sign-ins for one email lock that email out (429), even with the right password", async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signIn(DEMO.superAdmin.email, "wrong", `10.1.0.${attempt}`)).statusCode).toBe(401);
    }
    const locked = await signIn(DEMO.superAdmin.email, DEMO.superAdmin.password, "10.1.0.99");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, message: expect.stringMatching(/Too many failed attempts/) });
    // Another account is not affected.
    expect((await signIn(DEMO.admin.email, DEMO.admin.password, "10.1.0.99")).statusCode).toBe(200);
  });

  test("thirty failures from one address lock that address out for every email", async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await signIn(`nobody${attempt}@shop.test`, "wrong", "10.2.0.1")).statusCode).toBe(401);
    }
    expect((await signIn(DEMO.admin.email, DEMO.admin.password, "10.2.0.1")).statusCode).toBe(429);
    expect((await signIn(DEMO.admin.email, DEMO.admin.password, "10.2.0.2")).statusCode).toBe(200);
  });

  test("wrong OTP codes count too", async () => {
    const email = DEMO.customer.email;
    const verify = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/otp/verify",
        payload: { email, otp: "000000" },
        remoteAddress: "10.3.0.1",
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) statuses.push((await verify()).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400 || status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("OpenAPI", () => {
  test("the document lists the spec's calls with their schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of ["/api/auth/signin", "/api/admin/orders", "/api/products", "/api/upload/files"])
      expect(Object.keys(document.paths)).toContain(path);
    expect(document.paths["/api/auth/signin"].post.requestBody).toBeDefined();
  });
});
