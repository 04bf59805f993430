import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.js";
import { configFromEnv } from "./config.js";
import { DEMO_ACCOUNTS } from "./db/seed/core.js";
import { lockDataDir } from "./plugins/lock.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function main() {
  const config = configFromEnv();
  // PGlite: one process per data folder. With PostgreSQL several processes may share DATA_DIR
  // (uploads, token secret): the database is theirs to share.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const hostRoot = config.staticRoot ?? path.join(repoRoot, "dist", "host");
  const app = await buildApp({
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pglite"),
    databaseUrl: config.databaseUrl,
    uploadsDir: path.join(config.dataDir, "uploads"),
    tokenSecret: config.tokenSecret,
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
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close().catch(() => {});
    unlock();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

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
