// Data safety of the real server process: acknowledged writes survive `kill -9` in the middle of
// a burst of writes; a second process on the same PGlite data folder is refused, while on one
// PostgreSQL several processes serve side by side. Runs on PGlite, or
// on PostgreSQL when TEST_DATABASE_URL is set (the suite's second run in CI).
import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { templateDatabaseUrl, withDatabase } from "./postgres.js";
import { startServerProcess } from "./serverProcess.js";

const adminUrl = process.env.TEST_DATABASE_URL;

interface Server {
  child: ChildProcess;
  /** http://127.0.0.1:<port>/api */
  base: string;
}

/** The server on this data folder (PGlite starts from the suite's seeded database), or on PostgreSQL. */
async function startServer(dataDir: string, databaseUrl?: string): Promise<Server> {
  const server = await startServerProcess({
    dataDir,
    databaseUrl,
    env: { SEED_PRODUCTS: "20", SEED_ORDERS: "10", LOG_LEVEL: "warn" },
  });
  return { child: server.child, base: `${server.base}/api` };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@shop.test", password: "Admin#2026" }),
  });
  const json = (await response.json()) as { accessToken: string };
  return json.accessToken;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

describe.each(adminUrl ? ["postgres"] : ["pglite"])("data safety on %s", (kind) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let databaseName: string | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-durability-"));
    if (kind === "postgres" && adminUrl) {
      databaseName = `shop_durability_${crypto.randomBytes(5).toString("hex")}`;
      await withDatabase(adminUrl, (client) => client.query(`create database ${databaseName}`));
      databaseUrl = templateDatabaseUrl(adminUrl, databaseName);
    }
  });

  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseName && adminUrl)
      await withDatabase(adminUrl, (client) => client.query(`drop database if exists ${databaseName}`));
  });

  test.runIf(kind === "pglite")(
    "a second process on the same data folder is refused (PGlite would corrupt it)",
    async () => {
      const first = await startServer(dataDir, databaseUrl);
      try {
        await expect(startServer(dataDir, databaseUrl)).rejects.toThrow(/in use by another server process/);
      } finally {
        first.child.kill("SIGTERM");
        await exited(first.child);
      }
    },
    120_000,
  );

  test.runIf(kind === "postgres")(
    "a second process on the same PostgreSQL and data folder starts and serves beside the first (several processes share one database)",
    async () => {
      const first = await startServer(dataDir, databaseUrl);
      try {
        const second = await startServer(dataDir, databaseUrl);
        try {
          const token = await signIn(second.base);
          const answer = await fetch(`${second.base}/flavour/get`, { headers: { authorization: `Bearer ${token}` } });
          expect(answer.status).toBe(200);
          expect((await fetch(`${first.base}/health`)).ok).toBe(true);
        } finally {
          second.child.kill("SIGTERM");
          await exited(second.child);
        }
      } finally {
        first.child.kill("SIGTERM");
        await exited(first.child);
      }
    },
    120_000,
  );

  test("every acknowledged write survives kill -9 during a burst", async () => {
    const first = await startServer(dataDir, databaseUrl);
    try {
      const token = await signIn(first.base);
      const acknowledged: string[] = [];
      const attempted: Promise<void>[] = [];
      let killed = false;
      // A burst of 8 concurrent writers; the process is killed once 40 writes were acknowledged.
      const writer = async (lane: number) => {
        for (let index = 0; !killed; index++) {
          const name = `durable-${lane}-${index}`;
          let response: Response;
          try {
            response = await fetch(`${first.base}/flavour`, {
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
              body: JSON.stringify({ flavour_name: name, description: "written before kill -9" }),
            });
          } catch (error) {
            // Once the process is killed its connections die; before that, a failure is real.
            if (killed) return;
            throw error;
          }
          // Every answer the server gave before it died must be an acknowledged write.
          expect(response.status).toBe(201);
          acknowledged.push(name);
          if (acknowledged.length >= 40 && !killed) {
            killed = true;
            first.child.kill("SIGKILL");
          }
        }
      };
      for (let lane = 0; lane < 8; lane++) attempted.push(writer(lane));
      await Promise.all(attempted);
      await exited(first.child);
      expect(first.child.signalCode).toBe("SIGKILL");
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);

      // Restart on the same folder (the dead process's lock is taken over) and read everything back.
      const second = await startServer(dataDir, databaseUrl);
      try {
        const fresh = await signIn(second.base);
        const list = (await (
          await fetch(`${second.base}/flavour/get`, { headers: { authorization: `Bearer ${fresh}` } })
        ).json()) as { body: { flavour_name: string }[] };
        const stored = new Set(list.body.map((flavour) => flavour.flavour_name));
        const lost = acknowledged.filter((name) => !stored.has(name));
        expect(lost).toEqual([]);
      } finally {
        second.child.kill("SIGTERM");
        await exited(second.child);
      }
    } finally {
      if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill("SIGKILL");
    }
  }, 120_000);
});
