// Account rules the sign-up, the signed-in user and the password calls enforce, beyond auth.test.ts.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, uniqueEmail, type TestApp } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-up email", () => {
  test("an address with anything after its domain is refused, and no account is made", async () => {
    const email = `${uniqueEmail("tail")} trailing`;
    const refused = await t.call("POST", "/api/auth/signup", {
      body: { full_name: "Tail", email, password: "TailTail#1", confirm_password: "TailTail#1" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("email must be a valid email address");
    const signIn = await t.call("POST", "/api/auth/signin", {
      body: { email: email.split(" ")[0], password: "TailTail#1" },
    });
    expect(signIn.status).toBe(401);
  });
});

describe("the signed-in user", () => {
  test("GET /user answers with the message 'Current user' and no secret", async () => {
    const customer = await t.account("USER", { full_name: "Cora Current" });
    const { status, json } = await t.call("GET", "/api/user", { token: customer.token });
    expect(status).toBe(200);
    expect(json.message).toBe("Current user");
    expect(json.body).toMatchObject({ id: customer.id, full_name: "Cora Current", user_type: "USER" });
    expect(JSON.stringify(json)).not.toMatch(/password|session/i);
  });
});
