import type { ServerLimits } from "./config.js";
import type { Database } from "./db/client.js";

/** How the reference server is built (app.ts); every route module receives these. */
export interface AppOptions {
  /** PGlite data folder (undefined = in memory). Uploads and the token secret live here too. */
  dataDir?: string;
  databaseUrl?: string;
  /** An open database handed in by tests (fresh per test file). */
  database?: Database;
  /** Where uploaded files are stored; defaults to `<dataDir>/uploads`. */
  uploadsDir: string;
  tokenSecret?: string;
  /** Kilobytes of images one operator may store per hour (UPLOAD_QUOTA_MB_PER_HOUR; default 500 MB). */
  uploadQuotaKbPerHour?: number;
  /** The bearer token that reads GET /api/metrics (METRICS_TOKEN); absent: that route answers 404. */
  metricsToken?: string;
  /** Where a generated token secret is kept when TOKEN_SECRET is not set (the data folder). */
  secretDir?: string;
  rateLimit?: boolean;
  /** Which proxies' X-Forwarded-For names the client (TRUST_PROXY): a hop count or their addresses. */
  trustProxy?: number | string[];
  /** SMTP_URL: send mail through this SMTP server; without it mail is written to the log. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of the mail the server sends. */
  mailFrom?: string;
  /** Seed demo data when the database is empty; the number multiplies its size. 0 = no seed. */
  seedScale?: number;
  seedCounts?: { products?: number; orders?: number; customers?: number };
  /** Built host pages (dist/host) to serve at the spec's routes; absent = API only. */
  hostRoot?: string;
  /** The built elements bundle (dist/elements), served at /elements/. */
  elementsRoot?: string;
  loggerLevel?: string;
  /** Cache the hot read answers until the next write (default true; READ_CACHE=off). */
  readCache?: boolean;
  /**
   * Record back-office writes in the change journal (default true). JOURNAL=off exists to measure
   * what the journal costs a write (bench/journal.ts); a shop should keep it.
   */
  journal?: boolean;
  /** CSP frame-ancestors of the host pages (FRAME_ANCESTORS; default 'none'). */
  frameAncestors?: string;
  /** The shop's IANA time zone: its days, weeks and months on the overview (default Europe/Paris). */
  shopTimeZone?: string;
  /** Published products at or under this stock are low on stock on the overview (default 5). */
  lowStockThreshold?: number;
  /**
   * Origins whose pages may call /api from the browser (CORS_ORIGINS): exact origins, answered
   * with CORS headers, preflight included. Empty or absent: no CORS headers at all.
   */
  corsOrigins?: readonly string[];
  /**
   * Timeouts, connection caps and overload limits (config.ts). Absent (tests that inject), the
   * server keeps Fastify's and Node's defaults and sheds no load.
   */
  limits?: ServerLimits;
}
