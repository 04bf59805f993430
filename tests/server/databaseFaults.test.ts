// The server survives its database. What a client sees of a database that cannot be reached (503
// `Database unavailable` with Retry-After, never a 500), the capped backoff of the tries to reach
// it again, and, in the PostgreSQL pass, a real server process under load while its PostgreSQL is
// stopped for 10 s and started again, and while its connections are terminated. That PostgreSQL is
// a throw-away cluster of this file's own (initdb in a temporary folder): stopping the shared CI
// cluster would break the other test files running beside this one.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { DatabaseAvailability, type AvailabilityEvent } from "../../host-demo/server/db/availability.js";
import { Backoff } from "../../host-demo/server/lib/database/backoff.js";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "../../host-demo/server/lib/http/http.js";
import envelopePlugin from "../../host-demo/server/plugins/envelope.js";
import { DEMO } from "./helpers.js";
import { withDatabase } from "./postgres.js";
import { freePort, startServerProcess, stopServerProcess, type ServerProcess } from "./serverProcess.js";

const adminUrl = process.env.TEST_DATABASE_URL;
const PG_BIN = "/usr/lib/postgresql/15/bin";
const hasPostgresBinaries = fs.existsSync(path.join(PG_BIN, "pg_ctl")) && fs.existsSync(path.join(PG_BIN, "initdb"));
const execFileAsync = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An error as node-postgres reports it: a message, and a SQLSTATE or a socket errno in `code`. */
const driverError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
/** Drizzle wraps the driver's error: "Failed query: ..." with the driver's error in `cause`. */
const wrapped = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });

describe("a database that cannot be reached answers 503 Database unavailable, a genuine fault 500", () => {
  const unavailable: [string, unknown, string][] = [
    ["refused while the database is away", wrapped(new DatabaseUnavailableError(2)), "2"],
    ["connection refused", driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"), "1"],
    ["connection reset", wrapped(driverError("read ECONNRESET", "ECONNRESET")), "1"],
    ["terminated (57P01)", wrapped(driverError("terminating connection due to administrator command", "57P01")), "1"],
    [
      "crash shutdown (57P02)",
      driverError("terminating connection because of crash of another server process", "57P02"),
      "1",
    ],
    ["starting or stopping (57P03)", driverError("the database system is shutting down", "57P03"), "1"],
    ["connection failure (08006)", driverError("connection failure", "08006"), "1"],
    ["no connection in time", wrapped(new Error("timeout exceeded when trying to connect")), "1"],
    ["cut in flight", wrapped(new Error("Connection terminated unexpectedly")), "1"],
    [
      "cut while connecting",
      new Error("Connection terminated due to connection timeout", { cause: new Error("Connection terminated") }),
      "1",
    ],
  ];
  const faults: [string, unknown][] = [
    ["a unique violation nobody caught (23505)", wrapped(driverError("duplicate key value", "23505"))],
    ["an undefined column (42703)", wrapped(driverError('column "nope" does not exist', "42703"))],
    ["a statement timeout (57014)", driverError("canceling statement due to statement timeout", "57014")],
    ["a bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
  ];

  async function answer(error: unknown) {
    const app = Fastify({ logger: false });
    await app.register(envelopePlugin, {});
    app.get("/fails", async () => {
      throw error;
    });
    const response = await app.inject({ method: "GET", url: "/fails" });
    await app.close();
    return { status: response.statusCode, retryAfter: response.headers["retry-after"], json: response.json() };
  }

  test.each(unavailable)("%s: 503 with Retry-After", async (_what, error, retryAfter) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await answer(error)).toEqual({
      status: 503,
      retryAfter,
      json: { success: false, message: "Database unavailable", body: null },
    });
  });

  test.each(faults)("%s: 500, not hidden as the database's absence", async (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(await answer(error)).toEqual({
      status: 500,
      retryAfter: undefined,
      json: { success: false, message: "Internal server error", body: null },
    });
  });
});

describe("the tries to reach a lost database back off, capped", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test("the delay doubles from the first to the cap, stays there, and starts again after a success", () => {
    const backoff = new Backoff(200, 2000);
    expect(Array.from({ length: 8 }, () => backoff.next())).toEqual([200, 400, 800, 1600, 2000, 2000, 2000, 2000]);
    backoff.reset();
    expect(backoff.next()).toBe(200);
    expect(() => new Backoff(0, 100)).toThrow();
    expect(() => new Backoff(500, 100)).toThrow();
  });

  test("one terminated connection is checked once and changes nothing; a server that is away is refused at once and tried on the backoff until it answers", async () => {
    vi.useFakeTimers();
    let serverUp = true;
    const tries: number[] = [];
    const probe = vi.fn(async () => {
      tries.push(Date.now());
      if (!serverUp) throw driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    });
    const availability = new DatabaseAvailability({ probe, firstRetryMs: 100, maxRetryMs: 1000 });
    const events: AvailabilityEvent["kind"][] = [];
    availability.watch((event) => events.push(event.kind));

    // pg_terminate_backend of one pooled connection: the server still answers.
    availability.connectionLost(driverError("terminating connection due to administrator command", "57P01"));
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(availability.available).toBe(true);
    expect(availability.refusal()).toBeUndefined();
    expect(events).toEqual(["connection-lost"]);

    // The server is stopped: the first failed connection marks it away.
    serverUp = false;
    tries.length = 0;
    const lostAt = Date.now();
    availability.connectFailed();
    await vi.advanceTimersByTimeAsync(0);
    expect(availability.available).toBe(false);
    const refusal = availability.refusal();
    expect(refusal).toBeInstanceOf(DatabaseUnavailableError);
    expect(refusal?.retryAfterSeconds).toBe(1);
    // Requests refused meanwhile do not add tries: the backoff's timer owns them.
    for (let request = 0; request < 100; request++) availability.connectFailed();
    await vi.advanceTimersByTimeAsync(10_000);
    const gaps = tries.map((at, index) => at - (index === 0 ? lostAt : tries[index - 1]));
    // At once, then 100, 200, 400, 800 ms, then every 1000 ms (the cap): 13 tries in 10 s, not thousands.
    expect(gaps.slice(0, 6)).toEqual([0, 100, 200, 400, 800, 1000]);
    expect(Math.max(...gaps)).toBe(1000);
    expect(tries.length).toBe(13);
    expect(availability.retryAfterSeconds()).toBe(1);

    serverUp = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(availability.available).toBe(true);
    expect(availability.refusal()).toBeUndefined();
    expect(events).toEqual(["connection-lost", "unavailable", ...Array(12).fill("retry-failed"), "available"]);

    // Away again: the backoff starts from its first delay again, and a closed database stops trying.
    serverUp = false;
    tries.length = 0;
    availability.connectFailed();
    await vi.advanceTimersByTimeAsync(150);
    expect(tries.length).toBe(2);
    availability.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tries.length).toBe(2);
  });
});

/** PostgreSQL's own tools, run as the postgres user when this runs as root (as CI does). */
function pgTool(tool: string, args: string[]) {
  const binary = path.join(PG_BIN, tool);
  return process.getuid?.() === 0
    ? execFileAsync("runuser", ["-u", "postgres", "--", binary, ...args])
    : execFileAsync(binary, args);
}

interface Cluster {
  /** The cluster's `postgres` database. */
  url: string;
  start(): Promise<unknown>;
  stop(mode: "fast" | "immediate"): Promise<unknown>;
  remove(): Promise<void>;
}

/** A PostgreSQL 15 cluster in a temporary folder, on a free port, with fsync on (as CI's). */
async function throwAwayCluster(): Promise<Cluster> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "shop-faults-pg-"));
  if (process.getuid?.() === 0) await execFileAsync("chown", ["postgres:postgres", folder]);
  const data = path.join(folder, "data");
  const port = await freePort();
  await pgTool("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgTool("pg_ctl", ["-D", data, "-l", path.join(folder, "log"), "-o", options, "-w", "start"]),
    stop: (mode) => pgTool("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]),
    remove: async () => {
      await cluster.stop("immediate").catch(() => {});
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

/** The server as `npm start` runs it (start.ts), in its own process, logging at info. */
const startServer = (databaseUrl: string) =>
  startServerProcess({
    databaseUrl,
    env: { LOG_LEVEL: "info", SEED_PRODUCTS: "30", SEED_ORDERS: "30", SEED_CUSTOMERS: "10" },
  });

/** The process's log lines that mention the database. */
const databaseLog = (server: ServerProcess) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.includes("database"));

interface Outcome {
  kind: "brand" | "product" | "products page" | "dashboard";
  /** performance.now() when the request was sent and when its answer was read. */
  started: number;
  ended: number;
  /** 0: no HTTP answer at all (a network error or a 15 s hang). */
  status: number;
  message: string;
  retryAfter: string | null;
  /** A write's id, when it was acknowledged. */
  id?: number;
}

const isSuccess = (outcome: Outcome) => outcome.status === 200 || outcome.status === 201;

/** The seeded rows a product needs: a category of a brand, a colour, a tag and two images. */
async function catalogOf(databaseUrl: string) {
  return withDatabase(databaseUrl, async (client) => {
    const one = async (text: string) => (await client.query(text)).rows[0] as Record<string, number>;
    const category = await one("select id, brand_id from categories order by id limit 1");
    const images = (await client.query("select id from files order by id limit 2")).rows as { id: number }[];
    return {
      category_id: category.id,
      brand_id: category.brand_id,
      flavour_ids: [(await one("select id from flavours order by id limit 1")).id],
      device_ids: [(await one("select id from devices order by id limit 1")).id],
      images: images.map((image, index) => ({ image_id: image.id, display_order: index + 1 })),
    };
  });
}

/**
 * Keeps reads and writes going until stopped: brands created one statement at a time, products
 * in a transaction of several statements, and two cached reads. Each worker pauses 25 ms between
 * requests (so refusals answered at once do not become a flood on a two-core machine).
 */
/** Names stay unique across every load of this file (brand names are unique on the server). */
let serial = 0;

function load(server: ServerProcess, token: string, catalog: Awaited<ReturnType<typeof catalogOf>>) {
  const outcomes: Outcome[] = [];
  let running = true;
  const request = (kind: Outcome["kind"]): { method: string; url: string; body?: unknown } => {
    const name = `Fault load ${process.pid}.${++serial}`;
    switch (kind) {
      case "brand":
        return {
          method: "POST",
          url: "/api/brand",
          body: { brand_name: name, image_url: "/api/upload/files/seed-01.png" },
        };
      case "product":
        return {
          method: "POST",
          url: "/api/product",
          body: { ...catalog, product_name: name, description: "", nicotine_ids: [], stock: 3, price: 4.5 },
        };
      case "products page":
        return { method: "GET", url: "/api/products?page=1&limit=10" };
      case "dashboard":
        return { method: "GET", url: "/api/dashboard" };
    }
  };
  const worker = async (kind: Outcome["kind"]) => {
    while (running) {
      const { method, url, body } = request(kind);
      const started = performance.now();
      const outcome: Outcome = { kind, started, ended: 0, status: 0, message: "", retryAfter: null };
      try {
        const response = await fetch(`${server.base}${url}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(15_000),
        });
        const json = (await response.json()) as { message: string; body: { id?: number } | null };
        outcome.status = response.status;
        outcome.message = json.message;
        outcome.retryAfter = response.headers.get("retry-after");
        if (method === "POST" && isSuccess(outcome)) outcome.id = json.body?.id;
      } catch (error) {
        outcome.message = String(error);
      }
      outcome.ended = performance.now();
      outcomes.push(outcome);
      await sleep(25);
    }
  };
  const workers = (["brand", "product", "products page", "dashboard"] as const).map(worker);
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Waits until `check` holds (polling), or fails naming what was awaited. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const skipReason = !adminUrl
  ? " (skipped: runs in the PostgreSQL pass, with TEST_DATABASE_URL)"
  : !hasPostgresBinaries
    ? ` (skipped: no PostgreSQL 15 binaries in ${PG_BIN})`
    : "";

describe.skipIf(skipReason !== "")(`a server process whose PostgreSQL goes away and comes back${skipReason}`, () => {
  let cluster: Cluster;
  let server: ServerProcess;
  let shopUrl: string;
  let token: string;
  let catalog: Awaited<ReturnType<typeof catalogOf>>;

  const alive = () => server.child.exitCode === null && server.child.signalCode === null;
  const get = async (url: string) => {
    const response = await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, json: (await response.json()) as { message: string; body: any } };
  };
  /** The read cache's listening connections whose LISTEN has run. */
  const listening = () =>
    withDatabase(shopUrl, async (client) => {
      const result = await client.query(
        // Its last statement is its LISTEN, or a sync's round trip, which only a listening connection makes.
        "select count(*)::int as n from pg_stat_activity where application_name = 'shop-cache-listener' and state = 'idle' and query in ('listen shop_read_cache', 'select 1')",
      );
      return result.rows[0].n as number;
    });
  /** Every acknowledged write of this load is in the database, and each product has both its images. */
  async function expectAcknowledgedWritesKept(outcomes: Outcome[]) {
    const ids = (kind: Outcome["kind"]) =>
      outcomes.filter((outcome) => outcome.kind === kind && outcome.id !== undefined).map((outcome) => outcome.id!);
    const brandIds = ids("brand");
    const productIds = ids("product");
    expect(brandIds.length).toBeGreaterThan(0);
    expect(productIds.length).toBeGreaterThan(0);
    await withDatabase(shopUrl, async (client) => {
      const brands = await client.query("select id from brands where id = any($1::int[])", [brandIds]);
      expect(brands.rowCount).toBe(brandIds.length);
      const images = await client.query(
        "select product_id, count(*)::int as n from product_images where product_id = any($1::int[]) group by product_id",
        [productIds],
      );
      expect(images.rows).toHaveLength(productIds.length);
      expect(images.rows.every((row: { n: number }) => row.n === 2)).toBe(true);
    });
    return { brands: brandIds.length, products: productIds.length };
  }

  beforeAll(async () => {
    cluster = await throwAwayCluster();
    await withDatabase(cluster.url, (client) => client.query("create database shop"));
    shopUrl = new URL("/shop", cluster.url).toString();
    server = await startServer(shopUrl);
    const signIn = await fetch(`${server.base}/api/auth/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(DEMO.admin),
    });
    token = ((await signIn.json()) as { accessToken: string }).accessToken;
    catalog = await catalogOf(shopUrl);
  }, 120_000);

  afterAll(async () => {
    await stopServerProcess(server);
    await cluster?.remove();
  });

  test("terminated connections: the process lives, only requests under way answer 503, the next succeed, and the read cache hears other processes' writes again", async () => {
    const traffic = load(server, token, catalog);
    await sleep(1000);
    const terminated = await withDatabase(shopUrl, (client) =>
      client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      ),
    );
    const terminatedAt = performance.now();
    await sleep(2500);
    await traffic.stop();

    expect(alive()).toBe(true);
    // The pool's connections and the listener's.
    expect(terminated.rowCount).toBeGreaterThanOrEqual(2);
    const failed = traffic.outcomes.filter((outcome) => !isSuccess(outcome));
    for (const outcome of failed) {
      expect({ status: outcome.status, message: outcome.message }).toEqual({
        status: 503,
        message: "Database unavailable",
      });
    }
    // Only a request already under way may have met a terminated connection.
    expect(failed.filter((outcome) => outcome.started > terminatedAt + 500)).toEqual([]);
    const after = traffic.outcomes.filter((outcome) => outcome.started > terminatedAt + 500);
    expect(after.length).toBeGreaterThan(8);
    expect(after.every(isSuccess)).toBe(true);
    const kept = await expectAcknowledgedWritesKept(traffic.outcomes);
    expect(databaseLog(server).some((line) => line.includes("a database connection was lost"))).toBe(true);

    // The listener is back; a stored answer is served until another process announces a write,
    // and then no more: the announcement is heard.
    await until("the read cache to listen again", async () => (await listening()) === 1);
    const page = "/api/products?page=1&limit=10";
    const before = (await get(page)).json.body.products[0] as { id: number; product_name: string };
    expect((await get(page)).json.body.products[0].product_name).toBe(before.product_name);
    const renamed = `${before.product_name} (renamed by another process)`;
    await withDatabase(shopUrl, (client) =>
      client.query("update products set product_name = $1 where id = $2", [renamed, before.id]),
    );
    expect((await get(page)).json.body.products[0].product_name).toBe(before.product_name);
    await withDatabase(shopUrl, (client) => client.query("select pg_notify('shop_read_cache', 'another process')"));
    expect((await get(page)).json.body.products[0]).toMatchObject({ id: before.id, product_name: renamed });

    console.log(
      `[database faults] pg_terminate_backend of ${terminated.rowCount} connections under load: ` +
        `${traffic.outcomes.length} requests, ${failed.length} answered 503 (all under way), ` +
        `${kept.brands} brands and ${kept.products} products acknowledged and kept`,
    );
  }, 30_000);

  test("PostgreSQL stopped for 10 s under load: 503 Database unavailable within 5 s, the same process serves again once it is back, no acknowledged write lost", async () => {
    const traffic = load(server, token, catalog);
    await sleep(1000);
    const stopAsked = performance.now();
    await cluster.stop("fast");
    const stopped = performance.now();
    await sleep(5000);
    // The readiness probe of whoever runs the server says so too, while liveness stays 200 (a
    // database outage is no reason to restart the process).
    const ready = await fetch(`${server.base}/api/ready`);
    const readyDuringOutage = { status: ready.status, json: await ready.json() };
    const healthDuringOutage = (await fetch(`${server.base}/api/health`)).status;
    await sleep(10_000 - (performance.now() - stopAsked));
    const startAsked = performance.now();
    await cluster.start();
    const started = performance.now();
    await until("a success after the restart", () =>
      traffic.outcomes.some((outcome) => outcome.started > started && isSuccess(outcome)),
    );
    const backAt = Math.min(
      ...traffic.outcomes.filter((outcome) => outcome.started > started && isSuccess(outcome)).map((o) => o.ended),
    );
    await sleep(2000);
    await traffic.stop();

    expect(alive()).toBe(true);
    expect(readyDuringOutage).toEqual({
      status: 503,
      json: { success: false, message: "Database unavailable", body: null },
    });
    expect(healthDuringOutage).toBe(200);
    expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);
    const { outcomes } = traffic;
    // Every answer is a success or a 503 Database unavailable with Retry-After: no 500, no hang.
    for (const outcome of outcomes.filter((each) => !isSuccess(each))) {
      expect({ status: outcome.status, message: outcome.message }).toEqual({
        status: 503,
        message: "Database unavailable",
      });
      expect(Number(outcome.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(outcome.retryAfter)).toBeLessThanOrEqual(2);
    }
    expect(outcomes.filter((outcome) => outcome.ended < stopAsked).every(isSuccess)).toBe(true);
    const first503 = Math.min(...outcomes.filter((outcome) => outcome.status === 503).map((o) => o.ended));
    const timeTo503 = first503 - stopAsked;
    expect(timeTo503).toBeLessThan(5000);
    // While it is stopped, every request is refused, each within 5 s.
    const duringOutage = outcomes.filter((outcome) => outcome.started >= stopped && outcome.started < startAsked);
    expect(duringOutage.length).toBeGreaterThan(20);
    expect(duringOutage.every((outcome) => outcome.status === 503)).toBe(true);
    const touchingOutage = outcomes.filter((outcome) => outcome.ended >= stopAsked && outcome.started <= started);
    const maxLatency = Math.max(...touchingOutage.map((outcome) => outcome.ended - outcome.started));
    expect(maxLatency).toBeLessThan(5000);
    // Back without a restart of the process, and from then on every request succeeds.
    const timeBack = backAt - started;
    expect(timeBack).toBeLessThan(5000);
    const afterward = outcomes.filter((outcome) => outcome.started > backAt + 500);
    expect(afterward.length).toBeGreaterThan(8);
    expect(afterward.every(isSuccess)).toBe(true);
    const kept = await expectAcknowledgedWritesKept(outcomes);
    // The log says it went away and came back, once each.
    const said = (text: string) => databaseLog(server).filter((line) => line.includes(text)).length;
    expect(said("the database is unavailable")).toBe(1);
    expect(said("the database is back")).toBe(1);
    // Meanwhile the pool refused without dialling (Retry-After up to the 2 s cap) and tried again
    // on its backoff: 0.2, 0.4, 0.8, 1.6, then every 2 s, about 7 tries in 10 s, not one a request.
    expect(duringOutage.some((outcome) => outcome.retryAfter === "2")).toBe(true);
    const retries = said("the database is still unavailable");
    expect(retries).toBeGreaterThanOrEqual(3);
    expect(retries).toBeLessThanOrEqual(12);
    await until("the read cache to listen again", async () => (await listening()) === 1, 5000);

    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `[database faults] PostgreSQL stopped (pg_ctl stop -m fast) for ${seconds(startAsked - stopAsked)} under load: ` +
        `${outcomes.length} requests, ${duringOutage.length} sent while it was down, all 503; ` +
        `first 503 ${seconds(timeTo503)} after the stop was asked; slowest answer around the outage ${seconds(maxLatency)}; ` +
        `first 200 ${seconds(timeBack)} after pg_ctl start returned (${seconds(backAt - startAsked)} after it was asked); ` +
        `${kept.brands} brands and ${kept.products} products acknowledged, all kept; ${retries} failed tries to reconnect; ` +
        `${outcomes.filter((outcome) => outcome.status === 503 && (outcome.kind === "brand" || outcome.kind === "product")).length} writes refused`,
    );
  }, 60_000);

  test("a process started while PostgreSQL is down stays up (health 200, ready 503 with Retry-After) and serves once it is back, without a restart", async () => {
    await cluster.stop("fast");
    const server = await startServerProcess({ databaseUrl: shopUrl, env: { LOG_LEVEL: "info" }, until: "live" });
    const { base, child } = server;
    try {
      const readyWhileDown = await fetch(`${base}/api/ready`);
      expect(readyWhileDown.status).toBe(503);
      expect(Number(readyWhileDown.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      const apiWhileDown = await fetch(`${base}/api/auth/signin`, { method: "POST" });
      expect(apiWhileDown.status).toBe(503);
      // Several tries on the backoff, and the process is still there.
      await sleep(3000);
      expect(child.exitCode).toBe(null);
      expect(
        server.output().match(/the database is unavailable at start; trying again/g)?.length ?? 0,
      ).toBeGreaterThanOrEqual(2);

      const startAsked = performance.now();
      await cluster.start();
      // Refused for a moment too, while the app takes the port over from the starting answerer.
      await until(
        "the process to be ready",
        () =>
          fetch(`${base}/api/ready`).then(
            (response) => response.status === 200,
            () => false,
          ),
        15_000,
      );
      const readyAfterMs = performance.now() - startAsked;
      // A call that needs the database: signing in reads the account.
      const signIn = await fetch(`${base}/api/auth/signin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(DEMO.admin),
      });
      expect(`${signIn.status} ${await signIn.text()}`).toMatch(/^200 /);
      expect(child.exitCode).toBe(null);
      console.log(
        `[database faults] started with PostgreSQL down: ready ${(readyAfterMs / 1000).toFixed(2)} s after pg_ctl start was asked`,
      );
    } finally {
      await stopServerProcess(server);
    }
  }, 60_000);
});
