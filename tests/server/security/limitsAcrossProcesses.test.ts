// Two server processes on one PostgreSQL share one count of attempts: a burst split between them
// gets no more checks than one process would give. Runs in the PostgreSQL pass (TEST_DATABASE_URL).
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO } from "../helpers.js";
import { codeIn, startMailServer, type TestMailServer } from "../mailServer.js";
import { templateDatabaseUrl, withDatabase } from "../postgres.js";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../serverProcess.js";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("attempt limits across two processes on one PostgreSQL", () => {
  const name = `shop_test_${crypto.randomBytes(6).toString("hex")}`;
  let servers: ServerProcess[] = [];
  let mail: TestMailServer;

  /** `client`: the address the (trusted) proxy in front says the request came from. */
  const post = async (server: ServerProcess, url: string, body: object, client = "192.0.2.1") => {
    const response = await fetch(`${server.base}/api${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify(body),
    });
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  };

  beforeAll(async () => {
    mail = await startMailServer();
    await withDatabase(adminUrl!, (client) => client.query(`create database ${name} template shop_test_template`));
    const url = templateDatabaseUrl(adminUrl!, name);
    const secret = crypto.randomBytes(16).toString("hex");
    // Behind one trusted proxy hop, so the test can speak as many clients (a distributed attacker).
    const env = { RATE_LIMIT: "on", SMTP_URL: mail.url, TRUST_PROXY: "1" };
    const options = { databaseUrl: url, env: { TOKEN_SECRET: secret, ...env } };
    servers = await Promise.all([startServerProcess(options), startServerProcess(options)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await withDatabase(adminUrl!, (client) => client.query(`drop database if exists ${name}`));
    await mail?.close();
  });

  test("100 parallel wrong passwords split over two processes: at most 10 are checked", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        post(servers[index % 2], "/auth/signin", { email: DEMO.customer.email, password: "wrong-password" }).then(
          (answer) => answer.status,
        ),
      ),
    );
    const checked = statuses.filter((status) => status === 401).length;
    console.log(`two processes, 100 parallel wrong passwords: ${checked} checked, ${100 - checked} refused (429)`);
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checked);
  });

  test("a code sent through one process verifies through the other; 200 guesses over both read it at most 5 times", async () => {
    const [a, b] = servers;
    // The code of the first ask is verified through the other process (a shared pepper).
    expect((await post(a, "/auth/otp/send", { email: DEMO.superAdmin.email })).status).toBe(200);
    const first = codeIn(await mail.next(DEMO.superAdmin.email));
    expect((await post(b, "/auth/otp/verify", { email: DEMO.superAdmin.email, otp: first })).status).toBe(200);

    expect((await post(b, "/auth/otp/send", { email: DEMO.admin.email })).status).toBe(200);
    const code = codeIn(await mail.next(DEMO.admin.email));
    const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, "0");
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post(
          servers[index % 2],
          "/auth/otp/verify",
          { email: DEMO.admin.email, otp: wrong(index) },
          `198.51.100.${index % 250}`,
        ),
      ),
    );
    const compared = answers.filter((answer) => answer.message.startsWith("The code is wrong")).length;
    console.log(`two processes, 200 parallel code guesses: ${compared} answered "wrong", the rest refused`);
    expect(compared).toBeLessThanOrEqual(4);
    const late = await post(a, "/auth/otp/verify", { email: DEMO.admin.email, otp: code }, "203.0.113.9");
    expect(late.status).toBe(400);
    expect(late.message).toBe("Too many wrong codes. Request a new one.");
  });
});
