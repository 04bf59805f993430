import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, DEMO, type TestApp } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /auth/signin", () => {
  test("an admin signs in and gets a token beside the body", async () => {
    const { status, json } = await t.call("POST", "/api/auth/signin", { body: DEMO.admin });
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    expect(typeof json.accessToken).toBe("string");
    expect(json.body.user_type).toBe("ADMIN");
    expect(JSON.stringify(json)).not.toMatch(/password|scrypt/i);
  });

  test("a wrong password is a 401 with success false and a message", async () => {
    const { status, json } = await t.call("POST", "/api/auth/signin", {
      body: { email: DEMO.admin.email, password: "nope" },
    });
    expect(status).toBe(401);
    expect(json.success).toBe(false);
    expect(json.message).toMatch(/invalid/i);
    expect(json.accessToken).toBeUndefined();
  });

  test("a USER may sign in but the back office refuses the token", async () => {
    const token = await t.signIn("customer");
    const { status, json } = await t.call("GET", "/api/users/admins", { token });
    expect(status).toBe(403);
    expect(json.success).toBe(false);
    const own = await t.call("GET", "/api/user", { token });
    expect(own.status).toBe(200);
    expect(own.json.body.email).toBe(DEMO.customer.email);
  });

  test("a newer sign-in supersedes the older token", async () => {
    const first = await t.signIn("superAdmin");
    expect((await t.call("GET", "/api/user", { token: first })).status).toBe(200);
    const second = await t.signIn("superAdmin");
    const stale = await t.call("GET", "/api/user", { token: first });
    expect(stale.status).toBe(401);
    expect(stale.json.message).toBe("Token is invalid due to a new login.");
    expect((await t.call("GET", "/api/user", { token: second })).status).toBe(200);
  });

  test("missing, malformed and forged tokens are 401", async () => {
    expect((await t.call("GET", "/api/user")).status).toBe(401);
    expect((await t.call("GET", "/api/user", { token: "abc.def.ghi" })).status).toBe(401);
    const unsigned = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url") + ".eyJzdWIiOiIxIn0.";
    expect((await t.call("GET", "/api/user", { token: unsigned })).status).toBe(401);
  });

  test("bad input is a 400 naming the field, never a 5xx", async () => {
    const missing = await t.call("POST", "/api/auth/signin", { body: { email: "a@b.c" } });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/password/);
    const huge = await t.call("POST", "/api/auth/signin", { body: { email: "x".repeat(10_000), password: "p" } });
    expect(huge.status).toBe(400);
    expect(huge.json.message).toMatch(/email/);
    const injection = await t.call("POST", "/api/auth/signin", {
      body: { email: "' or 1=1; drop table users; --", password: "x" },
    });
    expect(injection.status).toBe(401);
    const malformed = await t.call("POST", "/api/auth/signin", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.success).toBe(false);
  });
});

describe("password change", () => {
  test("checks the current password and that new and confirm match", async () => {
    const token = await t.signIn("customer");
    const wrong = await t.call("POST", "/api/auth/password/change", {
      token,
      body: { currentPassword: "bad", newPassword: "Another#2026", confirmNewPassword: "Another#2026" },
    });
    expect(wrong.status).toBe(400);
    const mismatch = await t.call("POST", "/api/auth/password/change", {
      token,
      body: { currentPassword: DEMO.customer.password, newPassword: "Another#2026", confirmNewPassword: "Other#2026" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.message).toBe("New passwords do not match.");
    const done = await t.call("POST", "/api/auth/password/change", {
      token,
      body: {
        currentPassword: DEMO.customer.password,
        newPassword: "Another#2026",
        confirmNewPassword: "Another#2026",
      },
    });
    expect(done.status).toBe(200);
    await t.signIn({ email: DEMO.customer.email, password: "Another#2026" });
  });
});

describe("password recovery", () => {
  const readCode = async (email: string) => {
    const { json } = await t.call("GET", `/api/dev/mailbox?email=${encodeURIComponent(email)}`);
    const match = /\b(\d{6})\b/.exec(json.body[0]?.text ?? "");
    if (!match) throw new Error("no code in the mailbox");
    return match[1];
  };

  test("answers the same whether or not the email exists", async () => {
    const known = await t.call("POST", "/api/auth/otp/send", { body: { email: DEMO.admin.email } });
    const unknown = await t.call("POST", "/api/auth/otp/send", { body: { email: "nobody@shop.test" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json.message).toBe(known.json.message);
    const mailbox = await t.call("GET", "/api/dev/mailbox?email=nobody@shop.test");
    expect(mailbox.json.body).toEqual([]);
  });

  test("update works only after verify, and only once", async () => {
    const email = DEMO.admin.email;
    const early = await t.call("POST", "/api/auth/password/update", {
      body: { email, newPassword: "Recovered#2026", confirmNewPassword: "Recovered#2026" },
    });
    expect(early.status).toBe(400);
    await t.call("POST", "/api/auth/otp/send", { body: { email } });
    const code = await readCode(email);
    expect((await t.call("POST", "/api/auth/otp/verify", { body: { email, otp: code } })).status).toBe(200);
    const update = { email, newPassword: "Recovered#2026", confirmNewPassword: "Recovered#2026" };
    expect((await t.call("POST", "/api/auth/password/update", { body: update })).status).toBe(200);
    expect((await t.call("POST", "/api/auth/password/update", { body: update })).status).toBe(400);
    await t.signIn({ email, password: "Recovered#2026" });
  });

  test("five wrong codes burn the code", async () => {
    const email = DEMO.superAdmin.email;
    await t.call("POST", "/api/auth/otp/send", { body: { email } });
    const code = await readCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await t.call("POST", "/api/auth/otp/verify", { body: { email, otp: wrong } })).status).toBe(400);
    }
    const late = await t.call("POST", "/api/auth/otp/verify", { body: { email, otp: code } });
    expect(late.status).toBe(400);
    expect(late.json.message).toMatch(/too many/i);
  });
});

describe("sign-up", () => {
  const admin = {
    full_name: "New Admin",
    email: "new.admin@shop.test",
    password: "NewAdmin#2026",
    confirm_password: "NewAdmin#2026",
    user_type: "ADMIN",
    age_limit: true,
    bussiness_type: "B2C",
    dob: "1990-01-01",
    vat_number: "",
    contact_number: "1234567890",
  };

  test("creating an ADMIN is SUPER_ADMIN only; duplicates are 409", async () => {
    expect((await t.call("POST", "/api/auth/signup", { body: admin })).status).toBe(401);
    const adminToken = await t.signIn("admin").catch(() => "");
    if (adminToken)
      expect((await t.call("POST", "/api/auth/signup", { token: adminToken, body: admin })).status).toBe(403);
    const superToken = await t.signIn("superAdmin");
    const created = await t.call("POST", "/api/auth/signup", { token: superToken, body: admin });
    expect(created.status).toBe(201);
    expect(created.json.body.user_type).toBe("ADMIN");
    const again = await t.call("POST", "/api/auth/signup", { token: superToken, body: admin });
    expect(again.status).toBe(409);
    await t.signIn({ email: admin.email, password: admin.password });
  });
});
