import type { FastifyCorsOptions } from "@fastify/cors";
import path from "node:path";
import v8 from "node:v8";
import { isTimeZone } from "./lib/orders/salesBuckets.js";
import { parseFrameAncestors } from "./plugins/securityHeaders.js";

/** Everything the reference server reads from its environment, parsed once. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for the PGlite database, uploads, the token secret and the lock file. */
  dataDir: string;
  /** When set (postgres://...), the server uses PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** RATE_LIMIT=off disables sign-in/OTP rate limiting (benchmarks only). */
  rateLimit: boolean;
  /** TRUST_PROXY: off (default), a hop count, or a comma-separated list of proxy addresses/CIDRs. */
  trustProxy: number | string[] | undefined;
  /** SMTP_URL: mail through nodemailer; without it mail is written to the log. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender address of outgoing mail. */
  mailFrom?: string;
  /** Multiplies the demo data (SEED_SCALE=50 gives 10,000 orders and 100,000 products). */
  seedScale: number;
  /** SEED_PRODUCTS / SEED_ORDERS / SEED_CUSTOMERS: exact sizes for benchmarks. */
  seedCounts: { products?: number; orders?: number; customers?: number };
  tokenSecret?: string;
  /** UPLOAD_QUOTA_MB_PER_HOUR: megabytes of images one operator may store per hour (default 500). */
  uploadQuotaMbPerHour: number;
  /** METRICS_TOKEN: the bearer token that reads GET /api/metrics (unset: the route answers 404). */
  metricsToken?: string;
  /** Folder with the built host pages (index.html, embed.html, assets); absent = API only. */
  staticRoot?: string;
  logLevel: string;
  /** READ_CACHE=off: no cache of hot read answers (to measure the database alone). */
  readCache: boolean;
  /** JOURNAL=off: writes are not journaled (to measure the journal's cost). */
  journal: boolean;
  /** FRAME_ANCESTORS: who may frame the host pages (`'none'`, `'self'`, origins); default `'none'`. */
  frameAncestors: string;
  /** SHOP_TIME_ZONE: the shop's days on the overview (IANA name; default Europe/Paris). */
  shopTimeZone: string;
  /** LOW_STOCK_THRESHOLD: stock at or under which a published product is low (default 5). */
  lowStockThreshold: number;
  /** CORS_ORIGINS: the exact origins whose pages may call the API (comma-separated); empty = none. */
  corsOrigins: string[];
  /** What one process accepts from its clients before it refuses or drops them. */
  limits: ServerLimits;
  /** SHUTDOWN_GRACE_S: how long in-flight requests may take to finish after SIGTERM (default 10). */
  shutdownGraceSeconds: number;
}

/**
 * The limits that keep one process answering under hostile or excessive load (README, "Running in
 * production"). Every figure comes from the environment; 0 turns a limit off.
 */
export interface ServerLimits {
  /** REQUEST_TIMEOUT_S: the whole request, body included, must arrive within this (default 30). */
  requestTimeoutSeconds: number;
  /** HEADERS_TIMEOUT_S: the request's headers must arrive within this (default 10). */
  headersTimeoutSeconds: number;
  /** KEEP_ALIVE_TIMEOUT_S: an idle keep-alive connection is closed after this (default 5). */
  keepAliveTimeoutSeconds: number;
  /** MAX_REQUESTS_PER_SOCKET: requests one connection may carry (default 0: no limit; past it Node answers 503). */
  maxRequestsPerSocket: number;
  /** MAX_CONNECTIONS: open connections of the whole process (default 4000). */
  maxConnections: number;
  /**
   * MAX_CONNECTIONS_PER_IP: open connections from one address (default 200). Not applied behind a
   * trusted proxy (TRUST_PROXY), whose own connections carry every client's.
   */
  maxConnectionsPerAddress: number;
  /** OVERLOAD_EVENT_LOOP_DELAY_MS: past this mean event-loop delay, answer 503 (default 1000). */
  maxEventLoopDelayMs: number;
  /** OVERLOAD_HEAP_MB: past this heap in use, answer 503 (default: 90 % of the heap's limit). */
  maxHeapUsedMegabytes: number;
}

/** A whole number ≥ 0 from the environment, or the default when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text.trim() === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, got ${text}`);
  return value;
}

/** The limits from REQUEST_TIMEOUT_S, HEADERS_TIMEOUT_S, … (see ServerLimits). */
export function limitsFromEnv(env: NodeJS.ProcessEnv, defaultHeapLimitMegabytes: number): ServerLimits {
  return {
    requestTimeoutSeconds: wholeNumber(env, "REQUEST_TIMEOUT_S", 30),
    headersTimeoutSeconds: wholeNumber(env, "HEADERS_TIMEOUT_S", 10),
    keepAliveTimeoutSeconds: wholeNumber(env, "KEEP_ALIVE_TIMEOUT_S", 5),
    maxRequestsPerSocket: wholeNumber(env, "MAX_REQUESTS_PER_SOCKET", 0),
    maxConnections: wholeNumber(env, "MAX_CONNECTIONS", 4000),
    maxConnectionsPerAddress: wholeNumber(env, "MAX_CONNECTIONS_PER_IP", 200),
    maxEventLoopDelayMs: wholeNumber(env, "OVERLOAD_EVENT_LOOP_DELAY_MS", 1000),
    maxHeapUsedMegabytes: wholeNumber(env, "OVERLOAD_HEAP_MB", Math.floor(defaultHeapLimitMegabytes * 0.9)),
  };
}

/**
 * Checks CORS_ORIGINS: a comma-separated list of exact origins (`https://portal.example.com`,
 * `http://localhost:5173`), compared as the browser sends them in `Origin`: scheme, host and
 * port, no path, no trailing slash, no wildcard.
 */
export function parseCorsOrigins(value: string): string[] {
  const origins = value
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin))
      throw new Error(
        `CORS_ORIGINS: "${origin}" is not an origin like https://portal.example.com (no path, no wildcard)`,
      );
  }
  // As browsers write them: lower-case host, no default port.
  return origins.map((origin) => new URL(origin).origin);
}

/**
 * CORS for a portal on another origin calling /api (CORS_ORIGINS). The token travels in the
 * Authorization header, never in a cookie the API reads, so no credentials are allowed. An origin
 * outside the list gets no CORS header at all (and its preflight the usual 404).
 */
export function corsOptions(origins: readonly string[]): FastifyCorsOptions {
  const allowed = new Set(origins);
  return {
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
    methods: ["GET", "POST", "PUT", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type"],
    // The orders export reads its count and file name from these.
    exposedHeaders: ["X-Total-Count", "Content-Disposition"],
    credentials: false,
    maxAge: 600,
  };
}

/** At least 16 characters: a short token would be guessed by anyone who can reach the route. */
function parseMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new Error("METRICS_TOKEN must be at least 16 characters long");
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const seedScale = Number(env.SEED_SCALE ?? 1);
  if (!(seedScale > 0)) throw new Error(`SEED_SCALE must be a positive number, got ${env.SEED_SCALE}`);
  const shopTimeZone = env.SHOP_TIME_ZONE || "Europe/Paris";
  if (!isTimeZone(shopTimeZone)) throw new Error(`SHOP_TIME_ZONE must be an IANA time zone, got ${shopTimeZone}`);
  const lowStockThreshold = Number(env.LOW_STOCK_THRESHOLD ?? 5);
  if (!Number.isInteger(lowStockThreshold) || lowStockThreshold < 0)
    throw new Error(`LOW_STOCK_THRESHOLD must be a whole number ≥ 0, got ${env.LOW_STOCK_THRESHOLD}`);
  return {
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    port,
    host: env.HOST ?? "127.0.0.1",
    dataDir: path.resolve(env.DATA_DIR ?? "./.data"),
    databaseUrl: env.DATABASE_URL || undefined,
    rateLimit: env.RATE_LIMIT !== "off",
    seedScale,
    seedCounts: {
      products: env.SEED_PRODUCTS ? Number(env.SEED_PRODUCTS) : undefined,
      orders: env.SEED_ORDERS ? Number(env.SEED_ORDERS) : undefined,
      customers: env.SEED_CUSTOMERS ? Number(env.SEED_CUSTOMERS) : undefined,
    },
    tokenSecret: env.TOKEN_SECRET || undefined,
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    uploadQuotaMbPerHour: wholeNumber(env, "UPLOAD_QUOTA_MB_PER_HOUR", 500),
    staticRoot: env.STATIC_ROOT ? path.resolve(env.STATIC_ROOT) : undefined,
    logLevel: env.LOG_LEVEL ?? "info",
    readCache: env.READ_CACHE !== "off",
    journal: env.JOURNAL !== "off",
    frameAncestors: parseFrameAncestors(env.FRAME_ANCESTORS ?? "'none'"),
    shopTimeZone,
    lowStockThreshold,
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS ?? ""),
    limits: limitsFromEnv(env, v8.getHeapStatistics().heap_size_limit / 1024 / 1024),
    shutdownGraceSeconds: wholeNumber(env, "SHUTDOWN_GRACE_S", 10),
  };
}

/**
 * TRUST_PROXY: unset, empty or `off` trusts no proxy (the socket's address is the client's); a
 * whole number trusts that many hops of X-Forwarded-For; otherwise a comma-separated list of the
 * proxies' addresses or CIDR ranges. `true` is refused: trusting every hop lets any client pick
 * the address its limits are counted under.
 */
export function parseTrustProxy(value: string | undefined): number | string[] | undefined {
  const text = value?.trim() ?? "";
  if (text === "" || text === "off" || text === "false") return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const proxies = text.split(",").map((part) => part.trim());
  const address = /^(?:[\d.]+|[\da-fA-F:]+)(?:\/\d{1,3})?$/;
  if (proxies.some((proxy) => !address.test(proxy)))
    throw new Error(`TRUST_PROXY must be off, a hop count, or proxy addresses separated by commas, got ${value}`);
  return proxies;
}
