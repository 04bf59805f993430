// What every benchmark shares: the reference server started as its own process on a free
// loopback port (so the figures include a real HTTP hop), and Chromium's launch options here.
import type { Page, Request } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Debian's Chromium, with the flags this network needs (no downloads, no dialling out); the Playwright configs use it too. */
export const CHROMIUM = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
};

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface BenchServer {
  child: ChildProcess;
  /** http://127.0.0.1:<port> (the API is under /api). */
  base: string;
  /** From spawn to /api/ready answering, seeding included. */
  startMs: number;
  stop(): Promise<void>;
}

/**
 * Starts host-demo/server/start.ts with rate limits off and quiet logs, plus `env` (DATA_DIR,
 * SEED_PRODUCTS, DATABASE_URL, ...), and waits until it answers (seeding 100,000 products takes
 * a minute). tsx runs as a loader in the server's own process, so stop() reaches the server.
 */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  await copySeededShop(env);
  return launch(env);
}

async function launch(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "host-demo/server/start.ts")], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), RATE_LIMIT: "off", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 2400; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return { child, base, startMs: Date.now() - started, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error("server did not become ready");
}

/**
 * At tiny scale (CI) the benchmarks time nothing of the seed, and most of them ask for one of two
 * shops: each shop is seeded once per change of the schema or seed code, and a benchmark starts
 * from a copy of its PGlite folder and images (a start without seeding takes about half as long).
 */
async function copySeededShop(env: Record<string, string>): Promise<void> {
  const dataDir = env.DATA_DIR;
  if (process.env.BENCH_SCALE !== "tiny" || !dataDir || env.DATABASE_URL) return;
  if (fs.existsSync(path.join(dataDir, "pglite"))) return;
  const sizes = Object.entries(env)
    .filter(([name]) => name.startsWith("SEED_"))
    .sort(([a], [b]) => a.localeCompare(b));
  const key = crypto
    .createHash("sha256")
    .update(JSON.stringify(sizes))
    .update(seedSourceHash())
    .digest("hex")
    .slice(0, 16);
  const shop = path.join(repoRoot, ".tmp", "bench-seeds", key);
  if (!fs.existsSync(path.join(shop, "pglite"))) {
    const seeding = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-seed-"));
    const server = await launch({ ...env, DATA_DIR: seeding });
    await server.stop();
    // Put in place whole, by one rename: a run stopped mid-copy leaves no half shop to copy later.
    fs.mkdirSync(path.dirname(shop), { recursive: true });
    const complete = fs.mkdtempSync(`${shop}.partial-`);
    for (const part of ["pglite", "uploads"])
      if (fs.existsSync(path.join(seeding, part)))
        fs.cpSync(path.join(seeding, part), path.join(complete, part), { recursive: true });
    fs.rmSync(seeding, { recursive: true, force: true });
    fs.rmSync(shop, { recursive: true, force: true });
    fs.renameSync(complete, shop);
  }
  for (const part of ["pglite", "uploads"])
    if (fs.existsSync(path.join(shop, part)))
      fs.cpSync(path.join(shop, part), path.join(dataDir, part), { recursive: true });
}

/** What a seeded shop depends on: the schema, the migrations and the seed. */
function seedSourceHash(): string {
  const hash = crypto.createHash("sha256");
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(fs.readFileSync(file));
    }
  };
  walk(path.join(repoRoot, "host-demo", "server", "db"));
  return hash.digest("hex");
}

/** The page's change stream (GET /api/events): open for as long as someone is signed in. */
const CHANGE_STREAM = /\/api\/events(?:\?|$)/;

/**
 * Playwright's "networkidle" for a signed-in page: it counts the change stream, which never ends,
 * so it would never come. Call when the page is made; `quiet()` then resolves once no other
 * request has been in flight for `quietMs`.
 */
export function watchNetwork(page: Page, quietMs = 500) {
  const inFlight = new Set<Request>();
  let changed = Date.now();
  const done = (request: Request) => {
    if (inFlight.delete(request)) changed = Date.now();
  };
  page.on("request", (request) => {
    if (CHANGE_STREAM.test(request.url())) return;
    inFlight.add(request);
    changed = Date.now();
  });
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    async quiet(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - changed < quietMs) {
        if (Date.now() > until) throw new Error(`network not quiet after ${timeoutMs} ms (${inFlight.size} in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

// issue 33 live
/** The Authorization header of the seeded super admin, signed in on `base`. */
export async function signInAsSuperAdmin(base: string): Promise<{ authorization: string }> {
  const response = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "superadmin@shop.test", password: "SuperAdmin#2026" }),
  });
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/**
 * Process A (writes) and process B (watches) of one shop, for the live-updates benchmarks: on one
 * PostgreSQL (`databaseUrl`), sharing a token secret so a sign-in on one is good on the other;
 * without it one PGlite process (with B's env) is both. Each has its own data folder; both are
 * stopped and their folders removed when `run` ends.
 */
export async function withWriterAndWatcher(
  databaseUrl: string | undefined,
  env: { shared: Record<string, string>; writer: Record<string, string>; watcher: Record<string, string> },
  run: (writer: BenchServer, watcher: BenchServer, twoProcesses: boolean) => Promise<void>,
): Promise<void> {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-live-"));
    dirs.push(dir);
    return dir;
  };
  try {
    if (databaseUrl) {
      const shared = { ...env.shared, DATABASE_URL: databaseUrl, TOKEN_SECRET: crypto.randomBytes(16).toString("hex") };
      // The first process seeds an empty database; the second starts once it is there.
      const a = await startBenchServer({ ...shared, ...env.writer, DATA_DIR: dataDir() });
      try {
        const b = await startBenchServer({ ...shared, ...env.watcher, DATA_DIR: dataDir() });
        try {
          await run(a, b, true);
        } finally {
          await b.stop();
        }
      } finally {
        await a.stop();
      }
    } else {
      const only = await startBenchServer({ ...env.shared, ...env.watcher, DATA_DIR: dataDir() });
      try {
        await run(only, only, false);
      } finally {
        await only.stop();
      }
    }
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}
