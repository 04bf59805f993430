import { eq } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { passwordResets } from "../../host-demo/server/db/schema/index.js";
import { createTestApp, recordRequestLogs, uniqueEmail, type TestApp } from "./helpers.js";
import { codeIn, startMailServer, type TestMailServer } from "./mailServer.js";

let t: TestApp;
let mail: TestMailServer;
beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({ smtpUrl: mail.url });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

describe("POST /auth/signin", () => {
  test("an admin signs in and gets a token beside the body, never a secret", async () => {
    const admin = await t.account("ADMIN", { full_name: "Signing Admin" });
    const { status, json } = await t.call("POST", "/api/auth/signin", {
      body: { email: admin.email, password: admin.password },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, message: "Login successful" });
    expect(typeof json.accessToken).toBe("string");
    expect(json.body).toEqual({
      id: admin.id,
      email: admin.email,
      full_name: "Signing Admin",
      image_url: null,
      user_type: "ADMIN",
    });
    expect(JSON.stringify(json)).not.toMatch(/password|scrypt|session/i);
    const own = await t.call("GET", "/api/user", { token: json.accessToken as string });
    expect(own.status).toBe(200);
    expect(own.json.body).toMatchObject({ id: admin.id, email: admin.email, user_type: "ADMIN" });
  });

  test("the email is matched without regard to case or surrounding spaces", async () => {
    const admin = await t.account("ADMIN");
    const { status } = await t.call("POST", "/api/auth/signin", {
      body: { email: `  ${admin.email.toUpperCase()} `, password: admin.password },
    });
    expect(status).toBe(200);
  });

  test("a wrong password is a 401 with success false and a message", async () => {
    const admin = await t.account("ADMIN");
    const { status, json } = await t.call("POST", "/api/auth/signin", {
      body: { email: admin.email, password: "not-the-password" },
    });
    expect(status).toBe(401);
    expect(json).toMatchObject({ success: false, message: "Invalid email or password", body: null });
    expect(json.accessToken).toBeUndefined();
  });

  test("an unknown email is refused like a wrong password", async () => {
    const { status, json } = await t.call("POST", "/api/auth/signin", {
      body: { email: uniqueEmail("nobody"), password: "Whatever#2026" },
    });
    expect(status).toBe(401);
    expect(json.message).toBe("Invalid email or password");
  });

  test("a sale person cannot sign in, even with the right password", async () => {
    const salePerson = await t.account("SALEPERSON");
    const { status, json } = await t.call("POST", "/api/auth/signin", {
      body: { email: salePerson.email, password: salePerson.password },
    });
    expect(status).toBe(401);
    expect(json.message).toBe("Invalid email or password");
  });

  test("a banned or restricted account is refused with its status", async () => {
    for (const status of ["BANNED", "RESTRICTED"] as const) {
      const admin = await t.account("ADMIN", { account_status: status });
      const refused = await t.call("POST", "/api/auth/signin", {
        body: { email: admin.email, password: admin.password },
      });
      expect(refused.status).toBe(401);
      expect(refused.json.message).toBe(`Your account is ${status.toLowerCase()}. Contact an administrator.`);
      expect(refused.json.success).toBe(false);
      expect(refused.json.accessToken).toBeUndefined();
    }
  });

  test("every sign-in attempt is logged with its email, outcome and address, never the password", async () => {
    const admin = await t.account("ADMIN");
    const banned = await t.account("ADMIN", { account_status: "BANNED" });
    const signIn = (email: string, password: string) =>
      t.call("POST", "/api/auth/signin", { body: { email, password } });
    const log = recordRequestLogs(t.app, "sign-in attempt"); // after t.account, which signs in too
    await signIn(` ${admin.email.toUpperCase()}`, admin.password);
    await signIn(admin.email, "Wrong#2026");
    await signIn(banned.email, banned.password);
    log.stop();
    expect(log.lines).toEqual([
      { event: "sign-in", email: admin.email, outcome: "success as ADMIN", ip: "127.0.0.1" },
      { event: "sign-in", email: admin.email, outcome: "wrong credentials", ip: "127.0.0.1" },
      { event: "sign-in", email: banned.email, outcome: "refused: account BANNED", ip: "127.0.0.1" },
    ]);
    expect(JSON.stringify(log.lines)).not.toContain(admin.password);
  });

  test("a USER may sign in but the back office refuses the token", async () => {
    const customer = await t.account("USER");
    const { status, json } = await t.call("GET", "/api/users/admins", { token: customer.token });
    expect(status).toBe(403);
    expect(json).toMatchObject({ success: false, message: "You are not allowed to do this" });
    expect((await t.call("GET", "/api/users", { token: customer.token })).status).toBe(403);
    const own = await t.call("GET", "/api/user", { token: customer.token });
    expect(own.status).toBe(200);
    expect(own.json.body.email).toBe(customer.email);
  });

  test("a newer sign-in supersedes the older token", async () => {
    const superAdmin = await t.account("SUPER_ADMIN");
    const first = superAdmin.token;
    expect((await t.call("GET", "/api/user", { token: first })).status).toBe(200);
    const second = await t.signIn(superAdmin);
    const stale = await t.call("GET", "/api/user", { token: first });
    expect(stale.status).toBe(401);
    expect(stale.json.message).toBe("Token is invalid due to a new login.");
    expect((await t.call("GET", "/api/user", { token: second })).status).toBe(200);
  });

  test("missing, malformed, forged and foreign tokens are 401", async () => {
    const missing = await t.call("GET", "/api/user");
    expect(missing.status).toBe(401);
    expect(missing.json.message).toBe("Authentication required");
    const notBearer = await t.call("GET", "/api/user", { headers: { authorization: "Basic abc" } });
    expect(notBearer.json.message).toBe("Authentication required");
    const malformed = await t.call("GET", "/api/user", { token: "abc.def.ghi" });
    expect(malformed.status).toBe(401);
    expect(malformed.json.message).toBe("Token is invalid or expired");
    const unsigned = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url") + ".eyJzdWIiOiIxIn0.";
    expect((await t.call("GET", "/api/user", { token: unsigned })).status).toBe(401);
    // Well-formed tokens signed with another secret, or naming no user or session.
    const admin = await t.account("ADMIN");
    const sign = (claims: Record<string, unknown>, subject: string, secret = "another-server-secret") =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode(secret));
    const foreign = await sign({ role: "SUPER_ADMIN", sid: "x" }, String(admin.id));
    expect((await t.call("GET", "/api/user", { token: foreign })).json.message).toBe("Token is invalid or expired");
    // Signed with this server's secret: the live session's id is accepted, anything else is not.
    const { sid } = decodeJwt(admin.token);
    const forged = (claims: Record<string, unknown>, subject: string) => sign(claims, subject, t.tokenSecret);
    expect((await t.call("GET", "/api/user", { token: await forged({ sid }, String(admin.id)) })).status).toBe(200);
    for (const token of [
      await forged({ sid }, "abc"),
      await forged({}, String(admin.id)),
      await forged({ sid: 42 }, String(admin.id)),
      await forged({ sid }, "999999"),
    ]) {
      const refused = await t.call("GET", "/api/user", { token });
      expect(refused.status).toBe(401);
      expect(refused.json.message).toBe("Token is invalid or expired");
    }
    const otherSession = await t.call("GET", "/api/user", { token: await forged({ sid: "old" }, String(admin.id)) });
    expect(otherSession.json.message).toBe("Token is invalid due to a new login.");
  });

  test("a token accepted before is refused once it expires (verified tokens are remembered)", async () => {
    const admin = await t.account("ADMIN");
    const { sid } = decodeJwt(admin.token);
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(admin.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(t.tokenSecret));
    expect((await t.call("GET", "/api/user", { token: shortLived })).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime((now + 61) * 1000);
      const expired = await t.call("GET", "/api/user", { token: shortLived });
      expect(expired.status).toBe(401);
      expect(expired.json.message).toBe("Token is invalid or expired");
      // The admin's own 12-hour token is still good at that time.
      expect((await t.call("GET", "/api/user", { token: admin.token })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  test("the Bearer scheme is matched without regard to case or spacing; nothing may surround the token", async () => {
    const admin = await t.account("ADMIN");
    const status = async (authorization: string) =>
      (await t.call("GET", "/api/user", { headers: { authorization } })).status;
    expect(await status(`bearer ${admin.token}`)).toBe(200);
    expect(await status(`BEARER   ${admin.token}`)).toBe(200);
    expect(await status(`xBearer ${admin.token}`)).toBe(401);
    expect(await status(`Bearer ${admin.token} extra`)).toBe(401);
    expect(await status(`Bearer${admin.token}`)).toBe(401);
    expect(await status("Bearer ")).toBe(401);
  });

  test("a token signed with another algorithm is refused, even with this server's secret", async () => {
    const admin = await t.account("ADMIN");
    const { sid } = decodeJwt(admin.token);
    const token = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(String(admin.id))
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(t.tokenSecret));
    expect((await t.call("GET", "/api/user", { token })).status).toBe(401);
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(admin.id))
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.tokenSecret));
    expect((await t.call("GET", "/api/user", { token: expired })).json.message).toBe("Token is invalid or expired");
    // The token the server issues lasts 12 hours.
    const { exp, iat } = decodeJwt(admin.token);
    expect(exp! - iat!).toBe(12 * 60 * 60);
  });

  test("a deleted user's token stops working at once", async () => {
    const superAdmin = await t.account("SUPER_ADMIN");
    const admin = await t.account("ADMIN");
    expect((await t.call("GET", "/api/user", { token: admin.token })).status).toBe(200);
    const deleted = await t.call("DELETE", `/api/user/admin/delete/${admin.id}`, { token: superAdmin.token });
    expect(deleted.status).toBe(200);
    const after = await t.call("GET", "/api/user", { token: admin.token });
    expect(after.status).toBe(401);
    expect(after.json.message).toBe("Token is invalid or expired");
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
  test("checks the current password, that new and confirm match, and the length", async () => {
    const customer = await t.account("USER");
    const change = (body: object) => t.call("POST", "/api/auth/password/change", { token: customer.token, body });
    const wrong = await change({
      currentPassword: "bad-password",
      newPassword: "Another#2026",
      confirmNewPassword: "Another#2026",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe("Current password is incorrect");
    const mismatch = await change({
      currentPassword: customer.password,
      newPassword: "Another#2026",
      confirmNewPassword: "Other#2026",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.message).toBe("New passwords do not match.");
    const short = await change({ currentPassword: customer.password, newPassword: "Ab#1", confirmNewPassword: "Ab#1" });
    expect(short.status).toBe(400);
    expect(short.json.message).toMatch(/at least 8 characters/);
    // Exactly eight characters is long enough.
    const done = await change({
      currentPassword: customer.password,
      newPassword: "Eight#26",
      confirmNewPassword: "Eight#26",
    });
    expect(done.status).toBe(200);
    expect(done.json.message).toBe("Password changed successfully");
    await t.signIn({ email: customer.email, password: "Eight#26" });
    // The back office changes its own passwords the same way.
    for (const role of ["ADMIN", "SUPER_ADMIN"] as const) {
      const account = await t.account(role);
      const changed = await t.call("POST", "/api/auth/password/change", {
        token: account.token,
        body: { currentPassword: account.password, newPassword: "Changed#2026", confirmNewPassword: "Changed#2026" },
      });
      expect([role, changed.status]).toEqual([role, 200]);
      await t.signIn({ email: account.email, password: "Changed#2026" });
    }
    const old = await t.call("POST", "/api/auth/signin", {
      body: { email: customer.email, password: customer.password },
    });
    expect(old.status).toBe(401);
  });

  test("needs a signed-in user", async () => {
    const anonymous = await t.call("POST", "/api/auth/password/change", {
      body: { currentPassword: "x".repeat(8), newPassword: "y".repeat(8), confirmNewPassword: "y".repeat(8) },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("password recovery", () => {
  /** The code of the next recovery mail to this address, received by the test's SMTP server. */
  const readCode = async (email: string) => codeIn(await mail.next(email));
  const send = (email: string) => t.call("POST", "/api/auth/otp/send", { body: { email } });
  const verify = (email: string, otp: string) => t.call("POST", "/api/auth/otp/verify", { body: { email, otp } });
  const update = (email: string, password: string, resetToken: string) =>
    t.call("POST", "/api/auth/password/update", {
      body: { email, resetToken, newPassword: password, confirmNewPassword: password },
    });
  /** Asks for a code, reads it from the mail and verifies it: the reset token it answers. */
  const grantFor = async (email: string) => {
    await send(email);
    const verified = await verify(email, await readCode(email));
    expect(verified.status).toBe(200);
    return verified.json.body.resetToken as string;
  };

  test("answers the same whether or not the email exists; only a real account gets mail", async () => {
    const admin = await t.account("ADMIN");
    const nobody = uniqueEmail("nobody");
    const known = await send(admin.email);
    const unknown = await send(nobody);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json.message).toBe("If an account exists for this email, a code has been sent.");
    expect(unknown.json.message).toBe(known.json.message);
    const received = await mail.next(admin.email);
    expect(received.subject).toBe("Your password reset code");
    expect(received.to).toEqual([admin.email]);
    await t.app.mailer.settled();
    expect(mail.received(nobody)).toEqual([]);
    // The code lives ten minutes.
    const [reset] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.email, admin.email));
    const lifetime = Date.parse(reset.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
  });

  test("each recovery call names the field its body lacks", async () => {
    for (const [url, body, field] of [
      ["/api/auth/otp/send", {}, "email"],
      ["/api/auth/otp/verify", { email: uniqueEmail("nobody") }, "otp"],
      ["/api/auth/password/update", { email: uniqueEmail("nobody") }, "resetToken"],
      [
        "/api/auth/password/update",
        { email: uniqueEmail("nobody"), newPassword: "Recovered#2026", confirmNewPassword: "Recovered#2026" },
        "resetToken",
      ],
      ["/api/auth/password/update", { email: uniqueEmail("nobody"), resetToken: "x" }, "newPassword"],
    ] as const) {
      const refused = await t.call("POST", url, { body });
      expect([url, refused.status]).toEqual([url, 400]);
      expect(refused.json.message).toContain(field);
    }
  });

  test("update needs the reset token the verification answered, works once, and ends the user's sessions", async () => {
    const admin = await t.account("ADMIN");
    expect((await update(admin.email, "Recovered#2026", "made-up")).json.message).toBe(
      "Verify the code sent to your email first.",
    );
    await send(admin.email);
    const code = await readCode(admin.email);
    const verified = await verify(admin.email, ` ${code} `);
    expect(verified.status).toBe(200);
    expect(verified.json.message).toBe("Code verified");
    const resetToken = verified.json.body.resetToken as string;
    expect(resetToken).toMatch(/^[\w-]{40,}$/);
    // Only its hash is kept.
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.email, admin.email));
    expect(JSON.stringify(row)).not.toContain(resetToken);
    const mismatch = await t.call("POST", "/api/auth/password/update", {
      body: { email: admin.email, resetToken, newPassword: "Recovered#2026", confirmNewPassword: "Recovered#2027" },
    });
    expect(mismatch.json.message).toBe("New passwords do not match.");
    // Another token of the same length is refused.
    const forged = `${resetToken.slice(0, -1)}${resetToken.endsWith("A") ? "B" : "A"}`;
    expect((await update(admin.email, "Recovered#2026", forged)).status).toBe(400);
    const done = await update(admin.email, "Recovered#2026", resetToken);
    expect(done.status).toBe(200);
    expect(done.json.message).toBe("Password updated successfully");
    const again = await update(admin.email, "Again#20266", resetToken);
    expect(again.status).toBe(400);
    expect(again.json.message).toBe("Verify the code sent to your email first.");
    // The token from before the reset no longer works; the new password does.
    expect((await t.call("GET", "/api/user", { token: admin.token })).status).toBe(401);
    await t.signIn({ email: admin.email, password: "Recovered#2026" });
    // A code that was used cannot be verified again.
    expect((await verify(admin.email, code)).json.message).toBe(
      "The code is invalid or has expired. Request a new one.",
    );
  });

  test("a reset token only resets the password of the email it was verified for", async () => {
    const first = await t.account("USER");
    const second = await t.account("USER");
    const resetToken = await grantFor(first.email);
    expect((await update(second.email, "Stolen#2026", resetToken)).status).toBe(400);
    expect((await t.call("GET", "/api/user", { token: second.token })).status).toBe(200);
    await t.signIn(second);
  });

  test("an expired code is refused", async () => {
    const admin = await t.account("ADMIN");
    await send(admin.email);
    const code = await readCode(admin.email);
    await t.database.db
      .update(passwordResets)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(passwordResets.email, admin.email));
    const late = await verify(admin.email, code);
    expect(late.status).toBe(400);
    expect(late.json.message).toBe("The code is invalid or has expired. Request a new one.");
  });

  test("a reset token lives ten minutes", async () => {
    const admin = await t.account("ADMIN");
    const resetToken = await grantFor(admin.email);
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.email, admin.email));
    const lifetime = Date.parse(row.reset_expires_at!) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    await t.database.db
      .update(passwordResets)
      .set({ reset_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(passwordResets.email, admin.email));
    expect((await update(admin.email, "TooLate#2026", resetToken)).status).toBe(400);
    await t.signIn(admin);
  });

  test("a code for an email that never asked is refused", async () => {
    const late = await verify(uniqueEmail("never-asked"), "123456");
    expect(late.status).toBe(400);
    expect(late.json.message).toBe("The code is invalid or has expired. Request a new one.");
  });

  test("five wrong codes burn the code, counting down the tries left", async () => {
    const superAdmin = await t.account("SUPER_ADMIN");
    await send(superAdmin.email);
    const code = await readCode(superAdmin.email);
    const wrong = code === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await verify(superAdmin.email, wrong);
      expect(answer.status).toBe(400);
      messages.push(answer.json.message);
    }
    expect(messages).toEqual([
      "The code is wrong. 4 tries left.",
      "The code is wrong. 3 tries left.",
      "The code is wrong. 2 tries left.",
      "The code is wrong. 1 try left.",
      "Too many wrong codes. Request a new one.",
    ]);
    const late = await verify(superAdmin.email, code);
    expect(late.status).toBe(400);
    expect(late.json.message).toBe("Too many wrong codes. Request a new one.");
    // A new code starts a fresh count.
    await send(superAdmin.email);
    expect((await verify(superAdmin.email, await readCode(superAdmin.email))).status).toBe(200);
  });
});

describe("sign-up", () => {
  const newAdmin = () => ({
    full_name: "New Admin",
    email: uniqueEmail("new.admin"),
    password: "NewAdmin#2026",
    confirm_password: "NewAdmin#2026",
    user_type: "ADMIN",
    age_limit: true,
    bussiness_type: "B2C",
    dob: "1990-01-01",
    vat_number: "",
    contact_number: "1234567890",
  });

  test("creating an ADMIN is SUPER_ADMIN only; duplicates are 409", async () => {
    const body = newAdmin();
    const anonymous = await t.call("POST", "/api/auth/signup", { body });
    expect(anonymous.status).toBe(401);
    const admin = await t.account("ADMIN");
    const byAdmin = await t.call("POST", "/api/auth/signup", { token: admin.token, body });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.json.message).toBe("You are not allowed to do this");
    const superAdmin = await t.account("SUPER_ADMIN");
    const created = await t.call("POST", "/api/auth/signup", { token: superAdmin.token, body });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("User created successfully");
    expect(created.json.body).toMatchObject({ full_name: "New Admin", email: body.email, user_type: "ADMIN" });
    const again = await t.call("POST", "/api/auth/signup", {
      token: superAdmin.token,
      body: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("A user with this email already exists");
    const token = await t.signIn({ email: body.email, password: body.password });
    // An ADMIN has no business type: that is a customer's.
    const admins = await t.call("GET", "/api/users/admins", { token: superAdmin.token });
    expect(admins.json.body.find((row: { email: string }) => row.email === body.email).bussiness_type).toBeNull();
    expect((await t.call("GET", "/api/dashboard", { token })).status).toBe(200);
  });

  test("anyone may create a customer account; it is a USER, B2C unless told, stored lower-case", async () => {
    const email = uniqueEmail("Shopper").toUpperCase();
    const created = await t.call("POST", "/api/auth/signup", {
      body: { full_name: "  Sam Shopper  ", email: ` ${email} `, password: "Shopper#1", confirm_password: "Shopper#1" },
    });
    expect(created.status).toBe(201);
    expect(created.json.body).toMatchObject({
      full_name: "Sam Shopper",
      email: email.toLowerCase(),
      user_type: "USER",
    });
    const admin = await t.account("ADMIN");
    const stored = await t.call("GET", `/api/user/byid/${created.json.body.id}`, { token: admin.token });
    expect(stored.json.body).toMatchObject({
      bussiness_type: "B2C",
      vat_number: null,
      dob: null,
      contact_number: null,
      referral_code: expect.stringMatching(/^[0-9A-F]{8}$/),
    });
    const b2b = await t.call("POST", "/api/auth/signup", {
      body: {
        full_name: "Bea Buyer",
        email: uniqueEmail("buyer"),
        password: "BeaBuyer#1",
        confirm_password: "BeaBuyer#1",
        bussiness_type: "B2B",
        vat_number: "PT123456789",
        contact_number: "3161234567",
        dob: "1985-05-05",
      },
    });
    const b2bStored = await t.call("GET", `/api/user/byid/${b2b.json.body.id}`, { token: admin.token });
    expect(b2bStored.json.body).toMatchObject({
      bussiness_type: "B2B",
      vat_number: "PT123456789",
      contact_number: "3161234567",
      dob: "1985-05-05",
    });
  });

  test("two concurrent sign-ups with one email: exactly one account is created", async () => {
    const email = uniqueEmail("twin");
    const body = { full_name: "Twin", email, password: "TwinTwin#1", confirm_password: "TwinTwin#1" };
    const results = await Promise.all([
      t.call("POST", "/api/auth/signup", { body }),
      t.call("POST", "/api/auth/signup", { body: { ...body, email: email.toUpperCase() } }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(results.find((result) => result.status === 409)!.json.message).toBe("A user with this email already exists");
  });

  test("the spec's sign-up rules, each with its message", async () => {
    const valid = {
      full_name: "Val Id",
      email: uniqueEmail("valid"),
      password: "Valid#2026",
      confirm_password: "Valid#2026",
    };
    const signUp = (body: object) => t.call("POST", "/api/auth/signup", { body });
    const blankName = await signUp({ ...valid, full_name: "   " });
    expect(blankName.status).toBe(400);
    expect(blankName.json.message).toBe("full_name is required");
    for (const email of ["no-at-sign", "two@@shop.test", "a b@shop.test", "nodot@shop"]) {
      const invalid = await signUp({ ...valid, email });
      expect(invalid.status).toBe(400);
      expect(invalid.json.message).toBe("email must be a valid email address");
    }
    const mismatch = await signUp({ ...valid, confirm_password: "Valid#2027" });
    expect(mismatch.json.message).toBe("Passwords do not match.");
    const short = await signUp({ ...valid, password: "Sh#1", confirm_password: "Sh#1" });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe("password must be at least 8 characters");
    const unknownRole = await signUp({ ...valid, user_type: "SUPER_ADMIN" });
    expect(unknownRole.status).toBe(400);
    // None of the refused attempts created the account.
    expect((await signUp(valid)).status).toBe(201);
  });
});
