import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../helpers.js";

/**
 * Sign-out ends the session on the server: the token that signed out, a token from before a ban
 * (even once the account is active again) and a token that never expires are all refused.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: false });
});
afterAll(() => t.close());

const currentUser = (token: string) => t.call("GET", "/api/user", { token });

describe("POST /api/auth/signout", () => {
  test("ends the token's session: the same token is refused afterwards, a new sign-in works", async () => {
    const admin = await t.account("ADMIN");
    expect((await currentUser(admin.token)).status).toBe(200);
    const signOut = await t.call("POST", "/api/auth/signout", { token: admin.token });
    expect(signOut.status).toBe(200);
    expect(signOut.json).toEqual({ success: true, message: "Signed out", body: null });
    const after = await currentUser(admin.token);
    expect(after.status).toBe(401);
    expect(after.json).toMatchObject({ success: false, message: "This session was signed out." });
    // Every call refuses it, a second sign-out too.
    expect((await t.call("GET", "/api/dashboard", { token: admin.token })).status).toBe(401);
    expect((await t.call("POST", "/api/auth/signout", { token: admin.token })).status).toBe(401);
    const again = await t.signIn(admin);
    expect((await currentUser(again)).status).toBe(200);
  });

  test("works for every role that signs in: USER, ADMIN and SUPER_ADMIN", async () => {
    for (const role of ["USER", "ADMIN", "SUPER_ADMIN"] as const) {
      const account = await t.account(role);
      expect((await t.call("POST", "/api/auth/signout", { token: account.token })).status).toBe(200);
      expect((await currentUser(account.token)).status).toBe(401);
    }
  });

  test("a token already superseded by a newer sign-in does not end the newer session", async () => {
    const admin = await t.account("ADMIN");
    const newer = await t.signIn(admin);
    const stale = await t.call("POST", "/api/auth/signout", { token: admin.token });
    expect(stale.status).toBe(401);
    expect(stale.json.message).toBe("Token is invalid due to a new login.");
    expect((await currentUser(newer)).status).toBe(200);
  });

  test("a forged token of the account with an old session id ends nothing", async () => {
    const admin = await t.account("ADMIN");
    const forged = await new SignJWT({ sid: "an-older-session" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(admin.id))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(t.tokenSecret));
    expect((await t.call("POST", "/api/auth/signout", { token: forged })).status).toBe(401);
    expect((await currentUser(admin.token)).status).toBe(200);
  });

  test("without a token, or with a malformed one, it is 401 and ends nothing", async () => {
    const admin = await t.account("ADMIN");
    const missing = await t.call("POST", "/api/auth/signout");
    expect(missing.status).toBe(401);
    expect(missing.json.message).toBe("Authentication required");
    expect((await t.call("POST", "/api/auth/signout", { token: "abc.def.ghi" })).status).toBe(401);
    expect((await currentUser(admin.token)).status).toBe(200);
  });

  test("a token held in the server's cache of verified tokens is refused once signed out", async () => {
    const admin = await t.account("ADMIN");
    // Many reads first: the token is verified once, remembered, and its session look-up cached.
    for (let i = 0; i < 3; i++) expect((await currentUser(admin.token)).status).toBe(200);
    expect((await t.call("POST", "/api/auth/signout", { token: admin.token })).status).toBe(200);
    expect((await currentUser(admin.token)).status).toBe(401);
  });

  test("is in the OpenAPI document: auth tag, bearer security, 200 and 401", async () => {
    const { json } = await t.call("GET", "/api/docs/json");
    const paths = (json as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> }).paths;
    const operation = paths["/api/auth/signout"]?.post;
    expect(operation).toMatchObject({ operationId: "signOut", tags: ["auth"], security: [{ bearer: [] }] });
    expect(Object.keys(operation.responses as object)).toEqual(expect.arrayContaining(["200", "401"]));
  });
});

describe("an ended session stays ended", () => {
  test("ban, then un-ban: the token from before the ban is still refused; a new sign-in works", async () => {
    const superAdmin = await t.account("SUPER_ADMIN");
    for (const status of ["BANNED", "RESTRICTED"] as const) {
      const admin = await t.account("ADMIN");
      const setStatus = (value: string) =>
        t.call("PUT", `/api/user/account/status/${admin.id}`, { token: superAdmin.token, body: { status: value } });
      expect((await setStatus(status)).status).toBe(200);
      const whileBanned = await currentUser(admin.token);
      expect(whileBanned.status).toBe(401);
      expect(whileBanned.json.message).toBe(`Account is ${status.toLowerCase()}`);
      expect((await setStatus("ACTIVE")).status).toBe(200);
      const afterUnban = await currentUser(admin.token);
      expect(afterUnban.status).toBe(401);
      expect(afterUnban.json.message).toBe("This session was signed out.");
      expect((await currentUser(await t.signIn(admin))).status).toBe(200);
    }
  });

  test("setting ACTIVE on an active account ends nothing", async () => {
    const superAdmin = await t.account("SUPER_ADMIN");
    const admin = await t.account("ADMIN");
    const active = await t.call("PUT", `/api/user/account/status/${admin.id}`, {
      token: superAdmin.token,
      body: { status: "ACTIVE" },
    });
    expect(active.status).toBe(200);
    expect((await currentUser(admin.token)).status).toBe(200);
  });

  test("a token without `exp`, signed with the server's own secret and naming the live session, is refused", async () => {
    const admin = await t.account("ADMIN");
    const { sid } = decodeJwt(admin.token);
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT({ sid, ...claims })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(admin.id))
        .setIssuedAt()
        .sign(new TextEncoder().encode(t.tokenSecret));
    for (const token of [await sign({}), await sign({ exp: "9999999999" }), await sign({ exp: null })]) {
      // Twice: the second time would come from the server's memory of verified tokens.
      for (let i = 0; i < 2; i++) {
        const refused = await currentUser(token);
        expect(refused.status).toBe(401);
        expect(refused.json.message).toBe("Token is invalid or expired");
      }
    }
    // The same claims with an exp are accepted: only the missing exp was refused.
    const withExp = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(admin.id))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(t.tokenSecret));
    expect((await currentUser(withExp)).status).toBe(200);
  });
});
