import closeWithGrace from "close-with-grace";
import type { FastifyInstance } from "fastify";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp, type AppOptions } from "./app.js";
import { configFromEnv } from "./config.js";
import { Backoff } from "./lib/database/backoff.js";
import { isDatabaseUnavailable } from "./lib/http/http.js";
import { DEMO_ACCOUNTS } from "./db/seed/core.js";
import { lockDataDir } from "./plugins/lock.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** One JSON log line, as the app's logger writes them, for the time before the app exists. */
function logLine(level: "info" | "warn" | "error", message: string, fields: Record<string, unknown> = {}) {
  const levels = { info: 30, warn: 40, error: 50 };
  console.log(JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, ...fields, msg: message }));
}

/**
 * Answers on the port while the app is being built: `/api/health` 200 (the process is alive, so an
 * orchestrator does not restart it), everything else 503 with `Retry-After` (readiness included).
 * Each answer closes its connection, so clients come back to the app once it took the port over.
 */
function startingServer(): http.Server {
  return http.createServer((request, response) => {
    const alive = request.url === "/api/health" || request.url?.startsWith("/api/health?");
    response.writeHead(alive ? 200 : 503, {
      "content-type": "application/json; charset=utf-8",
      connection: "close",
      ...(alive ? {} : { "retry-after": "2" }),
    });
    response.end(
      JSON.stringify(
        alive
          ? { success: true, message: "OK", body: null }
          : { success: false, message: "Starting: not ready yet", body: null },
      ),
    );
  });
}

const listenOn = (server: http.Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });

async function main() {
  const config = configFromEnv();
  // PGlite: one process per data folder. With PostgreSQL several processes may share DATA_DIR
  // (uploads, token secret): the database is theirs to share.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const hostRoot = config.staticRoot ?? path.join(repoRoot, "dist", "host");
  const options: AppOptions = {
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pglite"),
    databaseUrl: config.databaseUrl,
    uploadsDir: path.join(config.dataDir, "uploads"),
    tokenSecret: config.tokenSecret,
    metricsToken: config.metricsToken,
    uploadQuotaKbPerHour: config.uploadQuotaMbPerHour * 1024,
    secretDir: config.dataDir,
    rateLimit: config.rateLimit,
    trustProxy: config.trustProxy,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    seedScale: config.seedScale,
    seedCounts: config.seedCounts,
    hostRoot: fs.existsSync(hostRoot) ? hostRoot : undefined,
    elementsRoot: path.join(repoRoot, "dist", "elements"),
    loggerLevel: config.logLevel,
    readCache: config.readCache,
    journal: config.journal,
    frameAncestors: config.frameAncestors,
    shopTimeZone: config.shopTimeZone,
    lowStockThreshold: config.lowStockThreshold,
    corsOrigins: config.corsOrigins,
    limits: config.limits,
  };

  let app: FastifyInstance | undefined;
  let stopping = false;
  let wakeRetry = () => {};
  const starting = startingServer();
  // SIGTERM (a deploy, a scale-down): the app stops taking connections, answers 503 to readiness
  // and `Connection: close` to every request, ends the change streams (browsers reconnect to
  // another process), lets in-flight requests finish and closes the database; past the grace
  // period the process exits anyway (with 1), so an orchestrator's own deadline is never reached.
  closeWithGrace(
    {
      delay: config.shutdownGraceSeconds > 0 ? config.shutdownGraceSeconds * 1000 : false,
      logger: { error: (message: unknown) => logLine("error", String(message)) },
    },
    async ({ signal, err }) => {
      stopping = true;
      wakeRetry();
      if (err) logLine("error", "shutting down after an uncaught error", { err: String(err.stack ?? err) });
      else logLine("info", "shutting down", { signal });
      if (starting.listening) await new Promise((resolve) => starting.close(resolve));
      await app?.close();
      unlock();
    },
  );

  await listenOn(starting, config.port, config.host);
  // A PostgreSQL that cannot be reached at start is waited for, not a reason to exit (an
  // orchestrator would restart the process in a loop): tries on a capped backoff, as the pool does.
  const backoff = new Backoff(250, 2000);
  while (!app) {
    try {
      app = await buildApp(options);
    } catch (error) {
      if (!config.databaseUrl || !isDatabaseUnavailable(error) || stopping) throw error;
      const retryInMs = backoff.next();
      logLine("warn", "the database is unavailable at start; trying again", {
        err: error instanceof Error ? error.message : String(error),
        retryInMs,
      });
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, retryInMs);
        wakeRetry = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (stopping) return;
    }
  }
  if (stopping) return;
  await new Promise((resolve) => {
    starting.close(resolve);
    starting.closeAllConnections();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const base = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
  const lines = [
    "",
    `Shop back-office reference host: ${base}/`,
    fs.existsSync(hostRoot)
      ? `  embedded elements demo: ${base}/embed.html`
      : "  (no built pages found: run `npm run build` for the back-office UI)",
    `  API: ${base}/api (OpenAPI at ${base}/api/docs/json)`,
    `  database: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`}`,
    config.smtpUrl
      ? "  mail: sent through SMTP_URL"
      : '  mail: not configured (SMTP_URL unset); recovery codes appear in this log after "mail is not configured"',
    "  demo accounts:",
    ...DEMO_ACCOUNTS.map((account) => `    ${account.user_type.padEnd(11)} ${account.email} / ${account.password}`),
    "",
  ];
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
