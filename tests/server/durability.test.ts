// Data safety of the real server process: acknowledged writes survive `kill -9` in the middle of
// a burst of writes; a second process on the same PGlite data folder is refused, while on one
// PostgreSQL several processes serve side by side. Runs on PGlite, or
// on PostgreSQL when TEST_DATABASE_URL is set (the suite's second run in CI).
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { templateDatabaseUrl, withDatabase } from "./postgres.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const adminUrl = process.env.TEST_DATABASE_URL;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function startServer(dataDir: string, databaseUrl?: string): Promise<Server> {
  const port = await freePort();
  let output = "";
  // tsx as a loader inside the server's own process (not the tsx CLI, which runs the server in a
  // child process), so SIGKILL reaches the process that holds the database.
  const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "host-demo/server/start.ts")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      SEED_PRODUCTS: "20",
      SEED_ORDERS: "10",
      RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
      STATIC_ROOT: path.join(dataDir, "no-pages"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}/api`;
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`${base}/ready`)).ok) return { child, base, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready: ${output}`);
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
