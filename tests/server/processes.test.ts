// Several server processes on one PostgreSQL: a write acknowledged by one process is never hidden
// from the next read of another by a cached answer (LISTEN/NOTIFY), also while the notification
// channel is lost and after it is back. Runs in the PostgreSQL pass (TEST_DATABASE_URL).
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO } from "./helpers.js";
import { templateDatabaseUrl, withDatabase } from "./postgres.js";
import {
  startServerProcess as startServer,
  stopServerProcess as stopServer,
  type ServerProcess as Server,
} from "./serverProcess.js";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("two server processes on one PostgreSQL", () => {
  const name = `shop_test_${crypto.randomBytes(6).toString("hex")}`;
  let a: Server;
  let b: Server;
  let token: string;

  const call = async (server: Server, method: string, url: string) => {
    const response = await fetch(`${server.base}/api${url}`, { method, headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, json: (await response.json()) as { body: any } };
  };
  const listeners = async () =>
    withDatabase(adminUrl!, async (client) => {
      const result = await client.query(
        "select count(*)::int as n from pg_stat_activity where application_name = 'shop-cache-listener' and datname = $1",
        [name],
      );
      return result.rows[0].n as number;
    });

  beforeAll(async () => {
    await withDatabase(adminUrl!, (client) => client.query(`create database ${name} template shop_test_template`));
    const url = templateDatabaseUrl(adminUrl!, name);
    const secret = crypto.randomBytes(16).toString("hex");
    [a, b] = await Promise.all([
      startServer({ databaseUrl: url, env: { TOKEN_SECRET: secret } }),
      startServer({ databaseUrl: url, env: { TOKEN_SECRET: secret } }),
    ]);
    const signIn = await fetch(`${a.base}/api/auth/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(DEMO.admin),
    });
    token = ((await signIn.json()) as { accessToken: string }).accessToken;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await withDatabase(adminUrl!, (client) => client.query(`drop database if exists ${name}`));
  });

  /** Reads on B (twice, so the second is a cached answer), writes on A, reads on B at once. */
  async function writeOnAReadOnB(action: "confirm" | "cancel") {
    const pending = (await call(b, "GET", "/admin/orders?status=PENDING&limit=1")).json.body;
    const before = (await call(b, "GET", "/admin/orders?status=PENDING&limit=1")).json.body;
    expect(before).toEqual(pending);
    const dashboard = (await call(b, "GET", "/dashboard")).json.body;
    const [order] = pending.orders;
    expect((await call(a, "PUT", `/admin/order/${action}/${order.id}`)).status).toBe(200);
    const after = (await call(b, "GET", "/admin/orders?status=PENDING&limit=1")).json.body;
    expect(after.total).toBe(pending.total - 1);
    expect(after.orders[0]?.id).not.toBe(order.id);
    const detail = (await call(b, "GET", `/admin/order/byid/${order.id}`)).json.body;
    expect(detail.order_status).toBe(action === "confirm" ? "CONFIRMED" : "CANCELED");
    // Canceling takes the order out of the sales total; confirming leaves the total as it was.
    const totals = (await call(b, "GET", "/dashboard")).json.body;
    expect(totals.totalSales < dashboard.totalSales).toBe(action === "cancel");
  }

  test("both processes listen; a write through one shows at once in the other's cached answers", async () => {
    expect(await listeners()).toBe(2);
    for (let round = 0; round < 5; round++) await writeOnAReadOnB(round % 2 ? "cancel" : "confirm");
  });

  test("with the notification channel lost, nothing stale is served; once it is back, caching resumes correctly", async () => {
    await withDatabase(adminUrl!, (client) =>
      client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'shop-cache-listener' and datname = $1",
        [name],
      ),
    );
    // At once, before the listeners are back: the caches are suspended.
    await writeOnAReadOnB("confirm");
    for (let wait = 0; wait < 100 && (await listeners()) < 2; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await listeners()).toBe(2);
    for (let round = 0; round < 3; round++) await writeOnAReadOnB(round % 2 ? "cancel" : "confirm");
  });
});
