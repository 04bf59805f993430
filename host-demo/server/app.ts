import cors from "@fastify/cors";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { randomUUID } from "node:crypto";
import type http from "node:http";
import { ensureSeedImages } from "./db/seed/images.js";
import { seedIfEmpty } from "./db/seed/index.js";
import authPlugin from "./plugins/auth.js";
import databasePlugin from "./plugins/database.js";
import envelopePlugin from "./plugins/envelope.js";
import lifecyclePlugin from "./plugins/lifecycle.js";
import metricsPlugin from "./plugins/metrics.js";
import rateLimitPlugin from "./plugins/rateLimit.js";
import readCachePlugin from "./plugins/readCache.js";
import securityHeadersPlugin from "./plugins/securityHeaders.js";
import swaggerPlugin from "./plugins/swagger.js";
import { createMailer, type Mailer } from "./lib/accounts/mail.js";
import { buildRequestValidators } from "./lib/http/requestValidation.js";
import { apiRoutes } from "./routes/index.js";
import { corsOptions, type ServerLimits } from "./config.js";
import { serveHost } from "./plugins/static.js";
import type { AppOptions } from "./options.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Outgoing mail: SMTP through nodemailer when SMTP_URL is set, else the server's own log. */
    mailer: Mailer;
  }
}

export type { AppOptions };

/** Fastify's own reading of a hop count (its types accept only the function form). */
function trustedProxies(setting: AppOptions["trustProxy"]) {
  if (typeof setting !== "number") return setting ?? false;
  return (_address: string, hop: number) => hop < setting;
}

/** Fastify's type describes a compiler taking a bare schema; at run time it is given
 * `{ schema, method, url, httpPart }`, which buildRequestValidators reads. */
type BuildValidator = NonNullable<
  NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]
>["buildValidator"];

/**
 * Node's and Fastify's timeouts from the server's limits. Fastify keeps an idle keep-alive
 * connection 72 s by default, which a shutdown would wait out; and Node looks for requests past
 * their timeout every 30 s unless told otherwise, so a slow body would outlive its timeout.
 */
function timeouts(limits: ServerLimits | undefined): Partial<FastifyServerOptions> & { http?: http.ServerOptions } {
  if (!limits) return {};
  return {
    requestTimeout: limits.requestTimeoutSeconds * 1000,
    keepAliveTimeout: limits.keepAliveTimeoutSeconds * 1000,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    // Read by Fastify when it creates the server (its types do not list it).
    http: { connectionsCheckingInterval: 1000 },
  };
}

/** An id a proxy may hand on: short, and nothing a log reader could mistake for something else. */
const FORWARDED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Request ids: the trusted proxy's X-Request-Id when it sent a sound one, otherwise a UUID. */
function requestIds(behindProxy: boolean) {
  return (request: http.IncomingMessage): string => {
    const forwarded = behindProxy ? request.headers["x-request-id"] : undefined;
    return typeof forwarded === "string" && FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
  };
}

/** Builds the whole reference server. Tests call this and use `inject`; start.ts listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.loggerLevel ?? "info", redact: ["req.headers.authorization", "body.password"] },
    // Every log line of a request carries its id, and the answer says it (X-Request-Id, set in
    // plugins/lifecycle.ts): a load balancer's id when it is trusted, else a new one.
    requestIdHeader: false,
    genReqId: requestIds(options.trustProxy !== undefined),
    bodyLimit: 1024 * 1024,
    // PGlite's first start takes ~3 s alone, and over Fastify's 10 s default on a busy machine.
    pluginTimeout: 60_000,
    ajv: { customOptions: { allErrors: false, coerceTypes: "array", removeAdditional: false } },
    // Paths and query strings are read from text; bodies are not coerced (lib/http/requestValidation.ts).
    schemaController: { compilersFactory: { buildValidator: buildRequestValidators as unknown as BuildValidator } },
    // Proxies are not assumed (TRUST_PROXY): request.ip is the socket's address unless the
    // operator names the proxies in front, whose X-Forwarded-For then says who the client is.
    trustProxy: trustedProxies(options.trustProxy),
    ...timeouts(options.limits),
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
  await app.register(lifecyclePlugin, { limits: options.limits, behindProxy: options.trustProxy !== undefined });
  await app.register(securityHeadersPlugin, { frameAncestors: options.frameAncestors });
  await app.register(swaggerPlugin);
  await app.register(databasePlugin, {
    database: options.database,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
  });
  await app.register(metricsPlugin, { enabled: Boolean(options.metricsToken) });
  await app.register(readCachePlugin, {
    enabled: options.readCache ?? true,
    // Other processes may write to a PostgreSQL server (heard through LISTEN/NOTIFY); PGlite has
    // this process alone.
    databaseUrl: app.database.kind === "postgres" ? (options.databaseUrl ?? options.database?.url) : undefined,
  });
  await app.register(authPlugin, { tokenSecret: options.tokenSecret, dataDir: options.secretDir });
  await app.register(rateLimitPlugin, { enabled: options.rateLimit ?? true });
  const mailer = createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom, log: app.log });
  app.decorate("mailer", mailer);
  app.addHook("onClose", () => mailer.close());

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
