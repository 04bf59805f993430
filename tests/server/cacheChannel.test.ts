// The read cache across server processes on one PostgreSQL (runs in the PostgreSQL pass, with
// TEST_DATABASE_URL): the LISTEN/NOTIFY channel on its own, then the read cache plugin on two apps
// in this process that share a database as two server processes would.
import crypto from "node:crypto";
import net from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { openDatabase, type Database } from "../../host-demo/server/db/client.js";
import { CACHE_CHANNEL, openCacheChannel, type CacheChannel } from "../../host-demo/server/plugins/cacheChannel.js";
import readCachePlugin from "../../host-demo/server/plugins/readCache.js";
import { templateDatabaseUrl, withDatabase } from "./postgres.js";

const adminUrl = process.env.TEST_DATABASE_URL;

/** Waits until `check` holds (polling), or fails naming what was awaited. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A TCP relay in front of the test PostgreSQL, so a test can cut, hold or refuse the listener's
 * connections: "pass" relays new connections, "hold" keeps them waiting (their connect stays in
 * flight) until `release` or `refuseHeld`, "refuse" closes them at once. Closed when the test ends.
 */
async function relay(databaseUrl: string) {
  const target = new URL(databaseUrl);
  let mode: "pass" | "hold" | "refuse" = "pass";
  let opened = 0;
  const held: net.Socket[] = [];
  const live = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    live.add(socket);
    socket.on("close", () => live.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const pass = (socket: net.Socket) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    track(upstream);
    upstream.on("close", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
    socket.pipe(upstream).pipe(socket);
  };
  const server = net.createServer((socket) => {
    opened++;
    track(socket);
    if (mode === "refuse") socket.destroy();
    else if (mode === "hold") {
      socket.pause();
      held.push(socket);
    } else pass(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(async () => {
    for (const socket of live) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    /** Connections the relay has accepted so far. */
    opened: () => opened,
    held: () => held.length,
    setMode: (next: typeof mode) => {
      mode = next;
    },
    release: () => held.splice(0).forEach(pass),
    refuseHeld: () => held.splice(0).forEach((socket) => socket.destroy()),
    /** Drops every relayed connection, as a network failure would. */
    cut: () => {
      for (const socket of live) socket.destroy();
    },
  };
}

describe.skipIf(!adminUrl)("on PostgreSQL", () => {
  const name = `shop_test_${crypto.randomBytes(6).toString("hex")}`;
  let url: string;
  let pool: pg.Pool;

  beforeAll(async () => {
    await withDatabase(adminUrl!, (client) => client.query(`create database ${name}`));
    url = templateDatabaseUrl(adminUrl!, name);
    pool = new pg.Pool({ connectionString: url, max: 2 });
  });
  afterAll(async () => {
    await pool.end();
    await withDatabase(adminUrl!, (client) => client.query(`drop database if exists ${name} with (force)`));
  });

  const listeners = async () =>
    (
      await pool.query(
        "select count(*)::int as n from pg_stat_activity where application_name = 'shop-cache-listener' and datname = $1",
        [name],
      )
    ).rows[0].n as number;
  const dropListeners = () =>
    pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'shop-cache-listener' and datname = $1",
      [name],
    );

  describe("the cache channel", () => {
    /** A channel whose events the test reads; closed when the test ends. */
    async function open(retryMs?: number, through = url, maxRetryMs?: number) {
      const heard = { writes: 0, health: [] as boolean[], errors: [] as unknown[], errorTimes: [] as number[] };
      const channel: CacheChannel = await openCacheChannel(
        through,
        (channelName, payload) => pool.query("select pg_notify($1, $2)", [channelName, payload]),
        {
          onWrite: () => heard.writes++,
          onHealth: (healthy) => heard.health.push(healthy),
          onError: (error) => {
            heard.errors.push(error);
            heard.errorTimes.push(performance.now());
          },
        },
        retryMs,
        maxRetryMs,
      );
      onTestFinished(() => channel.close());
      return { channel, heard };
    }

    test("opening listens on the database and starts from nothing (one write, healthy); closing stops listening", async () => {
      const { channel, heard } = await open();
      expect(heard).toMatchObject({ writes: 1, health: [true], errors: [] });
      expect(await listeners()).toBe(1);
      await channel.close();
      await until("the listener to leave", async () => (await listeners()) === 0);
      expect(heard.health).toEqual([true]);
    });

    test("a write announced by one process is heard by the other once it syncs, not by itself or from other channels", async () => {
      const a = await open();
      const b = await open();
      await a.channel.publish();
      await pool.query("select pg_notify('another_channel', 'x')");
      await b.channel.sync();
      expect(b.heard.writes).toBe(2);
      await a.channel.sync();
      expect(a.heard.writes).toBe(1);
      // Another process's tag on the cache channel is a write, whatever it is.
      await pool.query("select pg_notify($1, 'another process')", [CACHE_CHANNEL]);
      await a.channel.sync();
      expect(a.heard.writes).toBe(2);
    });

    test("syncs asked for together share one round trip; a later one makes its own", async () => {
      const { channel } = await open();
      const first = channel.sync();
      expect(channel.sync()).toBe(first);
      await first;
      const later = channel.sync();
      expect(later).not.toBe(first);
      await later;
    });

    test("a lost listener reports the loss, refuses to sync, and is back after the retry delay, starting from nothing", async () => {
      const { channel, heard } = await open(400);
      await dropListeners();
      await until("the loss to be reported", () => heard.health.length === 2);
      expect(heard.health).toEqual([true, false]);
      expect(heard.errors).toHaveLength(1);
      await expect(channel.sync()).rejects.toThrow("The cache channel is down");
      await until("the listener to be back", () => heard.health.length === 3);
      expect(heard.health).toEqual([true, false, true]);
      expect(heard.writes).toBe(2);
      expect(await listeners()).toBe(1);
      await pool.query("select pg_notify($1, 'another process')", [CACHE_CHANNEL]);
      await channel.sync();
      expect(heard.writes).toBe(3);
    });

    test("once closed, a lost channel does not come back", async () => {
      const { channel, heard } = await open(50);
      await channel.close();
      await dropListeners();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await listeners()).toBe(0);
      expect(heard.health).toEqual([true]);
    });

    test("while the listener cannot reconnect, each failed try is reported and tried again; once it can, the listener is back", async () => {
      const through = await relay(url);
      const { channel, heard } = await open(50, through.url);
      through.setMode("refuse");
      through.cut();
      await until("three failures (the loss and two refused tries)", () => heard.errors.length >= 3);
      expect(heard.health.length).toBeGreaterThanOrEqual(3);
      expect(heard.health[0]).toBe(true);
      expect(heard.health.slice(1).filter((healthy) => healthy)).toEqual([]);
      await expect(channel.sync()).rejects.toThrow("The cache channel is down");
      through.setMode("pass");
      await until("the listener to be back", () => heard.health.at(-1) === true);
      expect(await listeners()).toBe(1);
      expect(heard.writes).toBe(2);
      await pool.query("select pg_notify($1, 'another process')", [CACHE_CHANNEL]);
      await channel.sync();
      expect(heard.writes).toBe(3);
    });

    test("while the listener cannot reconnect, its tries back off: each waits twice as long as the last, up to the cap, never a tight loop", async () => {
      const through = await relay(url);
      const { heard } = await open(50, through.url, 200);
      through.setMode("refuse");
      through.cut();
      // The loss, then tries 50, 100, 200, 200, 200 and 200 ms apart.
      await until("six refused tries", () => heard.errors.length >= 7);
      const gaps = heard.errorTimes.slice(1, 7).map((at, index) => at - heard.errorTimes[index]);
      const planned = [50, 100, 200, 200, 200, 200];
      // A timer never fires early (1 ms of rounding allowed); a busy machine may make it late.
      gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(planned[index] - 1));
      // Capped: doubling on would have waited 1.6 s before the sixth try.
      expect(gaps[5]).toBeLessThan(800);
      const opened = through.opened();
      await new Promise((resolve) => setTimeout(resolve, 500));
      // One try at a time: about two more in half a second at the cap, not a loop per failure.
      expect(through.opened() - opened).toBeLessThanOrEqual(3);
      through.setMode("pass");
      await until("the listener to be back", () => heard.health.at(-1) === true);
      expect(await listeners()).toBe(1);
    });

    test("closed while reconnecting: a connection that opens afterwards is ended, one that fails is not tried again", async () => {
      const through = await relay(url);
      const first = await open(50, through.url);
      through.setMode("hold");
      through.cut();
      await until("the reconnection to be under way", () => through.held() === 1);
      await first.channel.close();
      through.setMode("pass");
      through.release();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await listeners()).toBe(0);
      expect(first.heard.health).toEqual([true, false]);
      expect(first.heard.writes).toBe(1);

      const second = await open(50, through.url);
      through.setMode("hold");
      through.cut();
      await until("the reconnection to be under way", () => through.held() === 1);
      await second.channel.close();
      const opened = through.opened();
      through.setMode("pass");
      through.refuseHeld();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(through.opened()).toBe(opened);
      expect(await listeners()).toBe(0);
    });
  });

  describe("the read cache of two apps on one database", () => {
    type LogLine = { level: number; msg: string } & Record<string, unknown>;

    /** An app with the read cache on this database, a cached counter at GET /answer and a POST /write. */
    async function server(database?: Database) {
      const logs: LogLine[] = [];
      const app: FastifyInstance = Fastify({
        logger: { level: "info", stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) } },
      });
      const own = database ?? (await openDatabase({ databaseUrl: url }));
      onTestFinished(async () => {
        await app.close();
        if (!database) await own.close();
      });
      await app.register(
        fp(
          async (instance) => {
            instance.decorate("database", own);
          },
          { name: "database" },
        ),
      );
      await app.register(readCachePlugin, { enabled: true, databaseUrl: url, channelRetryMs: 1000 });
      let computed = 0;
      app.get("/answer", async () => ({ answer: await app.readCache.get("answer", async () => ++computed) }));
      app.post("/write", async () => ({ written: true }));
      await app.ready();
      const read = async () => (await app.inject({ method: "GET", url: "/answer" })).json().answer as number;
      return { app, logs, read };
    }

    test("a write answered by one app drops the other's stored answer before its next read", async () => {
      const a = await server();
      const b = await server();
      expect(await b.read()).toBe(1);
      expect(await b.read()).toBe(1);
      expect((await a.app.inject({ method: "POST", url: "/write" })).statusCode).toBe(200);
      expect(await b.read()).toBe(2);
      expect(await b.read()).toBe(2);
      expect(await listeners()).toBe(2);
      await a.app.close();
      await b.app.close();
      await until("both listeners to leave", async () => (await listeners()) === 0);
    });

    test("while the channel is lost nothing is stored (a warning says so); once it is back, answers are stored again", async () => {
      const { logs, read } = await server();
      expect(logs.map((line) => line.msg)).toContain("read cache on: listening to the other processes' writes");
      expect(await read()).toBe(1);
      expect(await read()).toBe(1);
      await dropListeners();
      await until("the warning", () =>
        logs.some((line) => line.msg === "read cache suspended: the PostgreSQL notification channel is lost"),
      );
      expect(logs.find((line) => line.msg === "read cache notification channel failed")).toMatchObject({
        level: 40,
        err: expect.objectContaining({ message: expect.any(String) }),
      });
      expect([await read(), await read()]).toEqual([2, 3]);
      await until(
        "the channel to be back",
        () =>
          logs.filter((line) => line.msg === "read cache on: listening to the other processes' writes").length === 2,
      );
      expect([await read(), await read()]).toEqual([4, 4]);
    });

    test("a write that cannot be announced is still answered, and logged as an error", async () => {
      // A pool that fails every query: the announcement (pg_notify) cannot go out.
      const failing = {
        kind: "postgres",
        db: { execute: () => Promise.reject(new Error("the pool is gone")) },
      } as unknown as Database;
      const { app, logs } = await server(failing);
      const answer = await app.inject({ method: "POST", url: "/write" });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ written: true });
      expect(logs.filter((line) => line.msg === "could not announce a write to the other server processes")).toEqual([
        expect.objectContaining({ level: 50, err: expect.objectContaining({ message: "the pool is gone" }) }),
      ]);
    });
  });
});
