// A real server process (host-demo/server/start.ts through tsx) on a free port, for the tests of
// what several processes on one PostgreSQL share: the read cache's notifications, attempt limits.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  dataDir: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a server on this PostgreSQL database; `env` adds to (or overrides) its environment. */
export async function startServerProcess(
  databaseUrl: string,
  tokenSecret: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-process-"));
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "host-demo/server/start.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      TOKEN_SECRET: tokenSecret,
      STATIC_ROOT: path.join(dataDir, "no-pages"),
      LOG_LEVEL: "error",
      RATE_LIMIT: "off",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 400; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return { base, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error("server did not start");
}

export async function stopServerProcess(server: ServerProcess | undefined) {
  if (!server) return;
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
