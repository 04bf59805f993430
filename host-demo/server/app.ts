import cors from "@fastify/cors";
import Fastify, { type FastifyInstance } from "fastify";
import { ensureSeedImages } from "./db/seed/images.js";
import { seedIfEmpty } from "./db/seed/index.js";
import authPlugin from "./plugins/auth.js";
import databasePlugin from "./plugins/database.js";
import envelopePlugin from "./plugins/envelope.js";
import rateLimitPlugin from "./plugins/rateLimit.js";
import readCachePlugin from "./plugins/readCache.js";
import securityHeadersPlugin from "./plugins/securityHeaders.js";
import swaggerPlugin from "./plugins/swagger.js";
import { Mailbox } from "./lib/mailbox.js";
import { apiRoutes } from "./routes/index.js";
import { corsOptions } from "./config.js";
import { serveHost } from "./plugins/static.js";
import type { AppOptions } from "./options.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Outgoing mail of the reference host: logged, and readable at /api/dev/mailbox outside production. */
    mailbox: Mailbox;
  }
}

export type { AppOptions };

/** Builds the whole reference server. Tests call this and use `inject`; start.ts listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.loggerLevel ?? "info", redact: ["req.headers.authorization", "body.password"] },
    bodyLimit: 1024 * 1024,
    // PGlite's first start takes ~3 s alone, and over Fastify's 10 s default on a busy machine.
    pluginTimeout: 60_000,
    ajv: { customOptions: { allErrors: false, coerceTypes: "array", removeAdditional: false } },
    // Proxies are not assumed; request.ip is the socket's address (rate limits key on it).
    trustProxy: false,
  });

  try {
    await registerEverything(app, options);
  } catch (error) {
    // Fastify runs the onClose hooks of the plugins registered so far (the database, the read
    // cache's listening connection on PostgreSQL) only when the app is closed: a caller that
    // catches this error would otherwise keep them open for the life of its process.
    await app.close().catch((closeError: unknown) => app.log.error({ err: closeError }, "closing a failed build"));
    throw error;
  }
  return app;
}

async function registerEverything(app: FastifyInstance, options: AppOptions): Promise<void> {
  await app.register(envelopePlugin, { spaRoot: options.hostRoot });
  await app.register(securityHeadersPlugin, { frameAncestors: options.frameAncestors });
  await app.register(swaggerPlugin);
  await app.register(databasePlugin, {
    database: options.database,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
  });
  await app.register(readCachePlugin, {
    enabled: options.readCache ?? true,
    // Other processes may write to a PostgreSQL server (heard through LISTEN/NOTIFY); PGlite has
    // this process alone.
    databaseUrl: app.database.kind === "postgres" ? (options.databaseUrl ?? options.database?.url) : undefined,
  });
  await app.register(authPlugin, { tokenSecret: options.tokenSecret, dataDir: options.secretDir });
  await app.register(rateLimitPlugin, { enabled: options.rateLimit ?? true });
  app.decorate("mailbox", new Mailbox((mail) => app.log.info({ mail }, `mail to ${mail.to}: ${mail.subject}`)));

  await app.register(
    async (api) => {
      if (options.corsOrigins?.length) await api.register(cors, corsOptions(options.corsOrigins));
      for (const routes of apiRoutes) await api.register(routes, options);
    },
    { prefix: "/api" },
  );

  // Seeded rows point at generated images; (re)write them so every uploads folder has them.
  ensureSeedImages(options.uploadsDir);
  let seeded = false;
  if (options.seedScale !== 0) {
    seeded = await seedIfEmpty(app.database, {
      scale: options.seedScale ?? 1,
      counts: options.seedCounts,
      uploadsDir: options.uploadsDir,
      log: app.log,
    });
  }
  // PGlite runs no autovacuum: refresh the planner's statistics of a data folder written by
  // earlier runs, so the list queries keep their index plans.
  if (!seeded && !options.database && app.database.kind === "pglite") await app.database.exec("analyze");
  if (options.hostRoot) await serveHost(app, options.hostRoot, options.elementsRoot);
}
