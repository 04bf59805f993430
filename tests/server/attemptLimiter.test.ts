// The counters behind the 429s of sign-in, recovery, password change and sign-up, in the real
// database with the clock moved by the test: how long a refusal says to wait, when a window
// reopens, that parallel attempts each get their own count, and that a refund gives one back.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../../host-demo/server/db/client.js";
import { authAttempts } from "../../host-demo/server/db/schema/index.js";
import { AttemptLimiter, emailDelayMs, type AttemptRule } from "../../host-demo/server/plugins/rateLimit.js";
import { openSeededDatabase } from "./helpers.js";

const MINUTE = 60_000;
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openSeededDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** A limiter whose clock the test moves. */
function limiterAt(start: number, enabled = true) {
  const clock = { now: start };
  return { limiter: new AttemptLimiter(database.db, enabled, () => clock.now), clock };
}

let serial = 0;
const rule = (max: number, windowMs = 15 * MINUTE): AttemptRule => ({ key: `test:${++serial}`, max, windowMs });

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (error) {
    return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
  }
}

describe("AttemptLimiter", () => {
  test("the refusal counts down the minutes left, down to '1 minute', and the window reopens after 15", async () => {
    const start = Date.parse("2026-01-01T10:00:00Z");
    const { limiter, clock } = limiterAt(start);
    const limited = rule(10);
    for (let attempt = 0; attempt < 10; attempt++) await limiter.take([limited]);
    expect(await refusal(limiter.take([limited]))).toEqual({
      status: 429,
      message: "Too many failed attempts. Try again in 15 minutes.",
    });
    clock.now = start + 13 * MINUTE;
    expect((await refusal(limiter.take([limited])))?.message).toBe("Too many failed attempts. Try again in 2 minutes.");
    clock.now = start + 14 * MINUTE + 30_000;
    expect((await refusal(limiter.take([limited])))?.message).toBe("Too many failed attempts. Try again in 1 minute.");
    // Exactly fifteen minutes after the first attempt the window is over: a fresh one starts.
    clock.now = start + 15 * MINUTE;
    for (let attempt = 0; attempt < 10; attempt++) expect(await refusal(limiter.take([limited]))).toBeNull();
    expect((await refusal(limiter.take([limited])))?.status).toBe(429);
  });

  test("100 attempts in parallel on one counter of 10: exactly 10 go through", async () => {
    const { limiter } = limiterAt(Date.now());
    const limited = rule(10);
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => refusal(limiter.take([limited]))));
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome?.status === 429)).toHaveLength(90);
  });

  test("a refunded attempt no longer counts, under every rule it was taken under", async () => {
    const { limiter } = limiterAt(Date.now());
    const pair = rule(3);
    const address = rule(5);
    for (let attempt = 0; attempt < 20; attempt++) await (await limiter.take([pair, address])).refund();
    expect(await refusal(limiter.take([pair, address]))).toBeNull();
    const [row] = await database.db
      .select({ count: authAttempts.count })
      .from(authAttempts)
      .where(sql`${authAttempts.key} = ${address.key}`);
    expect(row.count).toBe(1);
  });

  test("any rule over its limit refuses, and the wait is the longest of the refusing rules", async () => {
    const start = Date.now();
    const { limiter, clock } = limiterAt(start);
    const short = rule(1, 5 * MINUTE);
    const long = rule(1, 60 * MINUTE);
    await limiter.take([short, long]);
    expect((await refusal(limiter.take([short, long])))?.message).toBe(
      "Too many failed attempts. Try again in 60 minutes.",
    );
    clock.now = start + 10 * MINUTE;
    expect(await refusal(limiter.take([short]))).toBeNull();
    expect((await refusal(limiter.take([long])))?.message).toBe("Too many failed attempts. Try again in 50 minutes.");
  });

  test("recorded failures are read back in their window only", async () => {
    const start = Date.now();
    const { limiter, clock } = limiterAt(start);
    const key = `test:${++serial}`;
    for (let attempt = 0; attempt < 4; attempt++) await limiter.record({ key, windowMs: 15 * MINUTE });
    expect(await limiter.failures(key)).toBe(4);
    clock.now = start + 16 * MINUTE;
    expect(await limiter.failures(key)).toBe(0);
  });

  test("switched off, it never refuses and writes nothing", async () => {
    const { limiter } = limiterAt(Date.now(), false);
    const limited = rule(1);
    for (let attempt = 0; attempt < 5; attempt++) expect(await refusal(limiter.take([limited]))).toBeNull();
    const rows = await database.db
      .select()
      .from(authAttempts)
      .where(sql`${authAttempts.key} = ${limited.key}`);
    expect(rows).toEqual([]);
  });

  test("counters whose window ended over an hour ago are dropped; live ones are kept", async () => {
    const start = Date.now();
    const { limiter, clock } = limiterAt(start);
    const old = rule(10);
    await limiter.take([old]);
    clock.now = start + 2 * 60 * MINUTE;
    const live = rule(1000);
    for (let attempt = 0; attempt < 500; attempt++) await limiter.take([live]);
    const keys = (await database.db.select({ key: authAttempts.key }).from(authAttempts)).map((row) => row.key);
    expect(keys).not.toContain(old.key);
    expect(keys).toContain(live.key);
  });
});

describe("the per-email delay", () => {
  test("none under ten failures, then 250 ms doubling per failure, never over 4 s", () => {
    expect([0, 9, 10, 11, 12, 13, 14, 100].map(emailDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 4000]);
  });
});
