// A real server process (host-demo/server/start.ts, as `npm start` runs it) on a free port, for
// the tests of what only a process shows: signals, restarts, a database that goes away, several
// processes on one PostgreSQL.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  /** http://127.0.0.1:<port> (the API is under /api). */
  base: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its JSON log lines so far (stdout). */
  log(): Record<string, unknown>[];
}

export interface ServerProcessOptions {
  /** PostgreSQL; absent or "": PGlite in the data folder. */
  databaseUrl?: string;
  /** A data folder the caller keeps (a restart on the same folder); absent: a new one, removed on stop. */
  dataDir?: string;
  /**
   * PGlite only: start from a copy of the suite's seeded database (default), rather than creating
   * and seeding one, which takes a process about twice as long. A data folder that already holds
   * a database keeps it. False: the process creates its own (with the SEED_* of `env`).
   */
  seeded?: boolean;
  env?: Record<string, string>;
  /** Wait until /api/ready answers 200 (default), or only /api/health (a process whose database is down). */
  until?: "ready" | "live";
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const started = new Set<ServerProcess>();
const ownDataDirs = new WeakSet<ServerProcess>();

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "shop-process-"));
  const pgliteDir = path.join(dataDir, "pglite");
  if (!options.databaseUrl && options.seeded !== false && !fs.existsSync(pgliteDir))
    fs.cpSync(inject("seedDataDir"), pgliteDir, { recursive: true });
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "host-demo/server/start.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      STATIC_ROOT: path.join(dataDir, "no-pages"),
      LOG_LEVEL: "error",
      RATE_LIMIT: "off",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const log: Record<string, unknown>[] = [];
  let pending = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output += text;
    const lines = (pending + text).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines.filter((each) => each.startsWith("{"))) {
      try {
        log.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // a line of another kind that happens to start with a brace
      }
    }
  });
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const server: ServerProcess = {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    dataDir,
    output: () => output,
    log: () => log,
  };
  started.add(server);
  if (!options.dataDir) ownDataDirs.add(server);
  const probe = options.until === "live" ? "/api/health" : "/api/ready";
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) {
      started.delete(server);
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server exited with ${child.exitCode}: ${output}`);
    }
    const answered = await fetch(`${server.base}${probe}`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return server;
    await sleep(150);
  }
  await stopServerProcess(server, "SIGKILL");
  throw new Error(`server did not become ready: ${output}`);
}

/** Stops it (SIGTERM unless told otherwise) and removes the data folder it was given none of. */
export async function stopServerProcess(server: ServerProcess | undefined, signal: NodeJS.Signals = "SIGTERM") {
  if (!server) return;
  started.delete(server);
  if (server.child.exitCode === null && server.child.signalCode === null) {
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill(signal);
    await exited;
  }
  if (ownDataDirs.has(server)) fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** Kills every process a test left running (an afterEach of the files that start them). */
export async function stopAllServerProcesses() {
  await Promise.all([...started].map((server) => stopServerProcess(server, "SIGKILL")));
}
