// Rate limits on sign-in and OTP calls (per email and address, per address, and the per-email delay) and the
// OpenAPI document integrators read.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, uniqueEmail, type TestApp } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/signin", payload: { email, password }, remoteAddress: ip });

describe("rate limits", () => {
  test("ten failed sign-ins for one email from one address lock that pair out (429), even with the right password", async () => {
    const locked = await t.account("SUPER_ADMIN");
    const other = await t.account("ADMIN");
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signIn(locked.email, "wrong", "10.1.0.1")).statusCode).toBe(401);
    }
    // Another spelling of the same email counts as the same email.
    const refused = await signIn(` ${locked.email.toUpperCase()}`, locked.password, "10.1.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      message: "Too many failed attempts. Try again in 15 minutes.",
    });
    // Another account is not affected, from the same address; the operator at another address is not either.
    expect((await signIn(other.email, other.password, "10.1.0.1")).statusCode).toBe(200);
    expect((await signIn(locked.email, locked.password, "10.1.0.2")).statusCode).toBe(200);
  });

  test("a stranger's failures from many addresses slow the email's checks down but never refuse the right password", async () => {
    const operator = await t.account("ADMIN");
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await signIn(operator.email, "wrong", `10.8.0.${attempt}`)).statusCode).toBe(401);
    }
    // Twelve failures: each further check of this email waits 1 s (250 ms doubling from the tenth).
    const started = Date.now();
    const answer = await signIn(operator.email, operator.password, "10.8.1.1");
    const waited = Date.now() - started;
    expect(answer.statusCode).toBe(200);
    expect(waited).toBeGreaterThanOrEqual(1000);
  });

  test("nine failed sign-ins do not lock an email out", async () => {
    const user = await t.account("ADMIN");
    for (let attempt = 0; attempt < 9; attempt++) {
      expect((await signIn(user.email, "wrong", `10.4.0.${attempt}`)).statusCode).toBe(401);
    }
    expect((await signIn(user.email, user.password, "10.4.0.99")).statusCode).toBe(200);
  });

  test("thirty failures from one address lock that address out for every email", async () => {
    const user = await t.account("ADMIN");
    for (let attempt = 0; attempt < 29; attempt++) {
      expect((await signIn(uniqueEmail(`nobody${attempt}`), "wrong", "10.2.0.1")).statusCode).toBe(401);
    }
    // 29 failures: the address may still try.
    expect((await signIn(user.email, "wrong", "10.2.0.1")).statusCode).toBe(401);
    expect((await signIn(user.email, user.password, "10.2.0.1")).statusCode).toBe(429);
    expect((await signIn(user.email, user.password, "10.2.0.2")).statusCode).toBe(200);
  });

  test("successful sign-ins do not count", async () => {
    const user = await t.account("ADMIN");
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await signIn(user.email, user.password, "10.5.0.1")).statusCode).toBe(200);
    }
  });

  test("wrong OTP codes count too", async () => {
    const user = await t.account("USER");
    const verify = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/otp/verify",
        payload: { email: user.email, otp: "000000" },
        remoteAddress: "10.3.0.1",
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await verify()).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  test("wrong guesses at a live code count too: after ten over two codes, the eleventh try is refused", async () => {
    const user = await t.account("USER");
    const post = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, payload, remoteAddress: "10.7.0.1" });
    const statuses: number[] = [];
    for (const round of [1, 2]) {
      expect([round, (await post("/api/auth/otp/send", { email: user.email })).statusCode]).toEqual([round, 200]);
      // Five wrong guesses burn a code; "0000000" is never a six-digit code.
      for (let attempt = 0; attempt < 5; attempt++)
        statuses.push((await post("/api/auth/otp/verify", { email: user.email, otp: "0000000" })).statusCode);
    }
    statuses.push((await post("/api/auth/otp/verify", { email: user.email, otp: "0000000" })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  test("asking for codes counts as an attempt: the eleventh for one email is refused", async () => {
    const user = await t.account("USER");
    const send = (ip: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/otp/send", payload: { email: user.email }, remoteAddress: ip });
    for (let attempt = 0; attempt < 10; attempt++) expect((await send(`10.6.0.${attempt}`)).statusCode).toBe(200);
    const refused = await send("10.6.0.99");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many failed attempts/);
  });
});

describe("a server started without rate limits", () => {
  // Built in beforeAll, not inside the test: mutation testing then treats the route setup as
  // start-up code, as it does for every other test file's app.
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ rateLimit: false });
  });
  afterAll(() => open.close());

  test("never answers 429", async () => {
    const user = await open.account("ADMIN");
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await open.app.inject({
        method: "POST",
        url: "/api/auth/signin",
        payload: { email: user.email, password: "wrong" },
      });
      expect(response.statusCode).toBe(401);
    }
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
