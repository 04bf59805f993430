import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readEventStream, type SseEvent } from "../../src/core/live/sseParser.js";
import type { ChangeEvent } from "../../host-demo/server/lib/journal/changeFeed.js";
import { createTestApp, DEMO, uniqueEmail, type Account, type TestApp } from "./helpers.js";
import { templateDatabaseUrl, withDatabase } from "./postgres.js";
import { startServerProcess, stopServerProcess, type ServerProcess } from "./serverProcess.js";

/**
 * GET /api/events (issue 33, changes reach open screens): each change journal row reaches every
 * open stream as a server-sent event, on this process and (PostgreSQL) from another one.
 */

type Notice = Omit<ChangeEvent, "id">;

/** One open stream: its events as they come, and a way to wait for one. */
interface Stream {
  status: number;
  contentType: string | null;
  events: SseEvent[];
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

async function openStream(
  base: string,
  token: string | null,
  headers: Record<string, string> = {},
  query = "",
): Promise<Stream> {
  const aborter = new AbortController();
  const response = await fetch(`${base}/api/events${query}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    signal: aborter.signal,
  });
  const events: SseEvent[] = [];
  let waiters: (() => void)[] = [];
  if (response.ok && response.body) {
    // Ends when close() aborts it.
    readEventStream(response.body, (event) => {
      events.push(event);
      for (const wake of waiters) wake();
    }).catch(() => {});
  }
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    events,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters = waiters.filter((wake) => wake !== check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((wake) => wake !== check);
          reject(new Error(`no such event in ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.push(check);
      });
    },
    close: () => aborter.abort(),
  };
}

const notice = (event: SseEvent) => JSON.parse(event.data) as Notice;
const changeOf = (entity: string, recordId: number) => (event: SseEvent) =>
  event.event === "change" && notice(event).entity === entity && notice(event).recordId === recordId;

describe("GET /api/events on one process", () => {
  let t: TestApp;
  let base: string;
  let admin: Account;
  let superAdmin: Account;
  const streams: Stream[] = [];
  const open = async (token: string | null, headers?: Record<string, string>) => {
    const stream = await openStream(base, token, headers);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    admin = await t.account("ADMIN", { full_name: "Alex Admin" });
    superAdmin = await t.account("SUPER_ADMIN", { full_name: "Sam Super" });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  }, 120_000);

  test("without a token: 401, no stream", async () => {
    const stream = await open(null);
    expect(stream.status).toBe(401);
  });

  test("a status change reaches an open stream: which record, the action, who, when, the field names", async () => {
    const stream = await open(admin.token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await stream.next((event) => event.event === "ready");
    const order = await t.order("PENDING");
    const before = Date.now();
    expect((await t.call("PUT", `/api/admin/order/confirm/${order.id}`, { token: admin.token })).status).toBe(200);

    const event = await stream.next(changeOf("order", order.id));
    const data = notice(event);
    expect(data).toMatchObject({ entity: "order", recordId: order.id, action: "status", actorName: "Alex Admin" });
    expect(data.fields).toEqual(["order_status"]);
    expect(Math.abs(new Date(data.at).getTime() - before)).toBeLessThan(10_000);
    // The id is the journal's: the same entry GET /api/journal lists.
    const journal = await t.call("GET", `/api/journal?entity=order&id=${order.id}`, { token: admin.token });
    expect(Number(event.id)).toBe(journal.json.body.entries[0].id);
    // Names only, never values.
    expect(event.data).not.toContain("CONFIRMED");
  });

  test("an ADMIN is not sent changes of admin accounts; a SUPER_ADMIN is", async () => {
    const asAdmin = await open(admin.token);
    const asSuper = await open(superAdmin.token);
    await Promise.all([asAdmin, asSuper].map((stream) => stream.next((event) => event.event === "ready")));
    const made = await t.call("POST", "/api/auth/signup", {
      token: superAdmin.token,
      body: {
        full_name: "Streamed Admin",
        email: uniqueEmail("streamed-admin"),
        password: "Seen#Admin2026",
        confirm_password: "Seen#Admin2026",
        user_type: "ADMIN",
      },
    });
    expect(made.status, made.json.message).toBe(201);
    const adminId = made.json.body.id as number;
    const brand = await t.call("POST", "/api/brand", {
      token: superAdmin.token,
      body: {
        brand_name: `Streamed ${crypto.randomBytes(3).toString("hex")}`,
        image_url: "/api/upload/files/seed-01.png",
      },
    });
    const brandId = brand.json.body.id as number;

    const superSaw = notice(await asSuper.next(changeOf("admin", adminId)));
    expect(superSaw).toMatchObject({ action: "create", actorName: "Sam Super" });
    expect(superSaw.fields).toContain("email");
    expect(superSaw.fields.join()).not.toMatch(/password/);
    // The brand came after the admin account: once the ADMIN has it, the account was not sent.
    await asAdmin.next(changeOf("brand", brandId));
    expect(
      asAdmin.events.filter((event) => event.event === "change").map((event) => notice(event).entity),
    ).not.toContain("admin");
  });

  test("a reconnection with Last-Event-ID (or ?lastEventId=) first receives what it missed, in order", async () => {
    const first = await open(admin.token);
    const ready = await first.next((event) => event.event === "ready");
    first.close();
    const [a, b] = [await t.order("PENDING"), await t.order("PENDING")];
    await t.call("PUT", `/api/admin/order/confirm/${a.id}`, { token: admin.token });
    await t.call("PUT", `/api/admin/order/cancel/${b.id}`, { token: admin.token });

    const byHeader = await open(admin.token, { "last-event-id": ready.id });
    // For clients that cannot set the header.
    const byQuery = await openStream(base, admin.token, {}, `?lastEventId=${ready.id}`);
    streams.push(byQuery);
    for (const resumed of [byHeader, byQuery]) {
      await resumed.next(changeOf("order", b.id));
      const changed = resumed.events.filter((event) => event.event === "change").map((event) => notice(event).recordId);
      expect(changed.slice(0, 2)).toEqual([a.id, b.id]);
      expect(resumed.events.some((event) => event.event === "ready")).toBe(false);
    }
  });

  test("more missed than a reconnection replays: one reset, so the page loads everything again", async () => {
    // 501 changes more than the stream saw (written straight into the journal).
    await t.database.db.execute(
      sql`insert into change_journal (actor_name, entity, record_id, action) select 'Bulk', 'brand', g, 'update' from generate_series(1, 501) g`,
    );
    const stream = await open(admin.token, { "last-event-id": "0" });
    const reset = await stream.next((event) => event.event === "reset");
    expect(reset.data).toBe("{}");
    // Nothing missed is sent one by one: the reset comes first (later changes may follow it).
    expect(stream.events[0]).toBe(reset);
  });

  test("a stream whose client leaves is let go; the server still closes with streams open", async () => {
    const leaving = await open(admin.token);
    await leaving.next((event) => event.event === "ready");
    leaving.close();
    const order = await t.order("PENDING");
    const staying = streams.find((stream) => stream.status === 200)!;
    await t.call("PUT", `/api/admin/order/cancel/${order.id}`, { token: admin.token });
    await staying.next(changeOf("order", order.id));
    expect(leaving.events.some(changeOf("order", order.id))).toBe(false);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("GET /api/events across two server processes on one PostgreSQL", () => {
  const name = `shop_test_${crypto.randomBytes(6).toString("hex")}`;
  let a: ServerProcess;
  let b: ServerProcess;
  /** Writes with its read cache off: it announces its writes itself, not with the cache's announcement. */
  let c: ServerProcess;
  let token: string;

  beforeAll(async () => {
    await withDatabase(adminUrl!, (client) => client.query(`create database ${name} template shop_test_template`));
    const url = templateDatabaseUrl(adminUrl!, name);
    const secret = crypto.randomBytes(16).toString("hex");
    [a, b, c] = await Promise.all([
      startServerProcess({ databaseUrl: url, env: { TOKEN_SECRET: secret } }),
      startServerProcess({ databaseUrl: url, env: { TOKEN_SECRET: secret } }),
      startServerProcess({ databaseUrl: url, env: { TOKEN_SECRET: secret, READ_CACHE: "off" } }),
    ]);
    const signIn = await fetch(`${a.base}/api/auth/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(DEMO.admin),
    });
    token = ((await signIn.json()) as { accessToken: string }).accessToken;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServerProcess(a), stopServerProcess(b), stopServerProcess(c)]);
    await withDatabase(adminUrl!, (client) => client.query(`drop database if exists ${name}`));
  }, 120_000);

  test.each([
    ["A", () => a],
    ["C (read cache off)", () => c],
  ])("a write through process %s reaches a stream open on process B", async (_, writer) => {
    const stream = await openStream(b.base, token);
    try {
      await stream.next((event) => event.event === "ready");
      const list = await fetch(`${writer().base}/api/admin/orders?status=PENDING&limit=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const [order] = ((await list.json()) as { body: { orders: { id: number }[] } }).body.orders;
      const confirmed = await fetch(`${writer().base}/api/admin/order/confirm/${order.id}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(confirmed.status).toBe(200);
      const event = notice(await stream.next(changeOf("order", order.id)));
      expect(event).toMatchObject({ action: "status", fields: ["order_status"] });
    } finally {
      stream.close();
    }
  });
});
