// Attacks on accounts, tried against a real app on a real database: each test fails if the attack
// works again. Reading a code over HTTP, setting a password with the email alone, parallel bursts
// that slip past the limits, a stranger locking the operator out, spoofed proxy headers.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp, type AppOptions } from "../../../host-demo/server/app.js";
import { createTestApp, uniqueEmail, type TestApp } from "../helpers.js";
import { codeIn, startMailServer, type TestMailServer } from "../mailServer.js";

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

const post = (url: string, payload: object, remoteAddress = "127.0.0.1", headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress, headers });
/** A second app on the test app's database and token secret (as a second process would be). */
const anotherAppOnTheSameDatabase = (options: Partial<AppOptions> = {}) =>
  buildApp({
    database: t.database,
    uploadsDir: t.uploadsDir,
    tokenSecret: t.tokenSecret,
    rateLimit: true,
    seedScale: 0,
    loggerLevel: "silent",
    ...options,
  });
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe("no HTTP route reveals a one-time code", () => {
  test("the development mailbox is gone, from the routes and from the document", async () => {
    const admin = await t.account("SUPER_ADMIN");
    expect((await post("/api/auth/otp/send", { email: admin.email })).statusCode).toBe(200);
    const code = codeIn(await mail.next(admin.email));
    const mailbox = await t.app.inject({ method: "GET", url: `/api/dev/mailbox?email=${admin.email}` });
    expect(mailbox.statusCode).toBe(404);
    expect(mailbox.body).not.toContain(code);
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(document.paths).filter((path) => /\/dev\/|mail/i.test(path))).toEqual([]);
  });
});

describe("recovery is bound to whoever verified the code", () => {
  test("after the victim verified, the email alone (or a made-up token) sets nothing; the victim's token does", async () => {
    const victim = await t.account("SUPER_ADMIN");
    await post("/api/auth/otp/send", { email: victim.email });
    const verified = await post("/api/auth/otp/verify", {
      email: victim.email,
      otp: codeIn(await mail.next(victim.email)),
    });
    expect(verified.statusCode).toBe(200);
    const attacker = { email: victim.email, newPassword: "Attacker#2026", confirmNewPassword: "Attacker#2026" };
    const emailAlone = await post("/api/auth/password/update", attacker);
    expect(emailAlone.statusCode).toBe(400);
    expect(emailAlone.json().message).toContain("resetToken");
    expect((await post("/api/auth/password/update", { ...attacker, resetToken: "guess" })).statusCode).toBe(400);
    expect((await post("/api/auth/signin", { email: victim.email, password: "Attacker#2026" })).statusCode).toBe(401);
    const own = await post("/api/auth/password/update", {
      email: victim.email,
      resetToken: verified.json().body.resetToken,
      newPassword: "Victim#20266",
      confirmNewPassword: "Victim#20266",
    });
    expect(own.statusCode).toBe(200);
  });
});

describe("limits hold under parallel requests", () => {
  test("100 parallel wrong passwords from one address: at most 10 are checked", async () => {
    const admin = await t.account("ADMIN");
    const statuses = await Promise.all(
      Array.from({ length: 100 }, () =>
        post("/api/auth/signin", { email: admin.email, password: "wrong-password" }, "10.20.0.1").then(
          (answer) => answer.statusCode,
        ),
      ),
    );
    console.log(`100 parallel wrong passwords: ${JSON.stringify(tally(statuses))} (401 = checked)`);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(
      statuses.filter((status) => status === 401).length + statuses.filter((status) => status === 429).length,
    ).toBe(100);
  });

  test("200 parallel code guesses from 200 addresses: at most 5 are checked, and the right code afterwards is refused", async () => {
    const victim = await t.account("SUPER_ADMIN");
    await post("/api/auth/otp/send", { email: victim.email });
    const code = codeIn(await mail.next(victim.email));
    const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, "0");
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post("/api/auth/otp/verify", { email: victim.email, otp: wrong(index) }, `10.21.${index >> 8}.${index & 255}`),
      ),
    );
    const checked = answers.filter((answer) => /^The code is wrong|^Too many wrong codes/.test(answer.json().message));
    const compared = answers.filter((answer) => answer.json().message.startsWith("The code is wrong")).length;
    // Tries 1–4 answer "N tries left", the fifth "Too many wrong codes" like every try after it.
    console.log(`200 parallel code guesses: ${compared} + 1 compared with the code, the rest refused unread`);
    expect(compared).toBeLessThanOrEqual(4);
    expect(checked.length).toBe(200);
    const late = await post("/api/auth/otp/verify", { email: victim.email, otp: code }, "10.22.0.1");
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("Too many wrong codes. Request a new one.");
  });

  test("a burst with the right code inside succeeds only if the code was among the first five tries", async () => {
    const victim = await t.account("ADMIN");
    await post("/api/auth/otp/send", { email: victim.email });
    const code = codeIn(await mail.next(victim.email));
    const guesses = Array.from({ length: 60 }, (_, index) =>
      index === 34 ? code : String((Number(code) + 1 + index) % 1_000_000).padStart(6, "0"),
    );
    const answers = await Promise.all(
      guesses.map((otp, index) => post("/api/auth/otp/verify", { email: victim.email, otp }, `10.23.0.${index}`)),
    );
    const readTries = answers.filter(
      (answer) => answer.statusCode === 200 || /^The code is wrong/.test(answer.json().message),
    );
    expect(readTries.length).toBeLessThanOrEqual(5);
  });

  test("wrong current passwords on password change are limited to 10 per account", async () => {
    const admin = await t.account("ADMIN");
    const change = (currentPassword: string) =>
      t.call("POST", "/api/auth/password/change", {
        token: admin.token,
        body: { currentPassword, newPassword: "Changed#2026", confirmNewPassword: "Changed#2026" },
      });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => change("wrong-password").then((a) => a.status)),
    );
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    const right = await change(admin.password);
    expect(right.status).toBe(429);
    expect(right.json.message).toMatch(/^Too many failed attempts/);
  });

  test("public sign-ups are limited per address: ten an hour", async () => {
    const signUp = (address: string) =>
      post(
        "/api/auth/signup",
        {
          full_name: "Flood",
          email: uniqueEmail("flood"),
          password: "Flood#20266",
          confirm_password: "Flood#20266",
        },
        address,
      ).then((answer) => answer.statusCode);
    const statuses = await Promise.all(Array.from({ length: 25 }, () => signUp("10.24.0.1")));
    expect(tally(statuses)).toEqual({ 201: 10, 429: 15 });
    expect(await signUp("10.24.0.2")).toBe(201);
    // A refused sign-up (a duplicate) is given back: it does not use up the address's allowance.
    const taken = uniqueEmail("taken");
    const body = { full_name: "Taken", email: taken, password: "Taken#20266", confirm_password: "Taken#20266" };
    expect((await post("/api/auth/signup", body, "10.24.0.3")).statusCode).toBe(201);
    for (let attempt = 0; attempt < 12; attempt++)
      expect((await post("/api/auth/signup", body, "10.24.0.3")).statusCode).toBe(409);
  });
});

describe("a stranger cannot lock the operator out", () => {
  test("ten failures from elsewhere leave the operator's own address able to sign in", async () => {
    const operator = await t.account("SUPER_ADMIN");
    for (let attempt = 0; attempt < 10; attempt++)
      expect(
        (await post("/api/auth/signin", { email: operator.email, password: "wrong" }, "10.25.0.1")).statusCode,
      ).toBe(401);
    expect((await post("/api/auth/signin", { email: operator.email, password: "wrong" }, "10.25.0.1")).statusCode).toBe(
      429,
    );
    const own = await post("/api/auth/signin", { email: operator.email, password: operator.password }, "10.25.9.9");
    expect(own.statusCode).toBe(200);
  });

  test("without TRUST_PROXY a forged X-Forwarded-For is ignored: it cannot dodge the address's limit", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const answer = await post("/api/auth/signin", { email: uniqueEmail("nobody"), password: "wrong" }, "10.26.0.1", {
        "x-forwarded-for": `203.0.113.${attempt}`,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  test("with TRUST_PROXY=1 each client behind the proxy has its own count", async () => {
    const proxied = await anotherAppOnTheSameDatabase({ trustProxy: 1 });
    try {
      const operator = await t.account("ADMIN");
      const viaProxy = (client: string, password: string) =>
        proxied.inject({
          method: "POST",
          url: "/api/auth/signin",
          payload: { email: operator.email, password },
          remoteAddress: "10.27.0.1",
          headers: { "x-forwarded-for": client },
        });
      for (let attempt = 0; attempt < 10; attempt++)
        expect((await viaProxy("198.51.100.7", "wrong")).statusCode).toBe(401);
      expect((await viaProxy("198.51.100.7", operator.password)).statusCode).toBe(429);
      // The operator behind the same proxy, at another client address, is not locked out.
      expect((await viaProxy("198.51.100.8", operator.password)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe("codes work through any process", () => {
  test("a code sent through one app verifies through another sharing the token secret", async () => {
    const second = await anotherAppOnTheSameDatabase();
    try {
      const user = await t.account("USER");
      await post("/api/auth/otp/send", { email: user.email });
      const code = codeIn(await mail.next(user.email));
      const verified = await second.inject({
        method: "POST",
        url: "/api/auth/otp/verify",
        payload: { email: user.email, otp: code },
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().body.resetToken).toEqual(expect.any(String));
    } finally {
      await second.close();
    }
  });
});
