/** The response envelope every endpoint answers with, and the error type routes throw. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  body: T;
}

export function ok<T>(body: T, message = "Success"): Envelope<T> {
  return { success: true, message, body };
}

/** Thrown by routes and plugins; the envelope plugin turns it into `{ success: false, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** What the envelope's body carries (null unless said: a 412 carries the current record). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message = "You are not allowed to do this") => new HttpError(403, message);

/** The PostgreSQL SQLSTATE of a failed query, on both drivers (drizzle may wrap it in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A delete or update refused because other rows still reference the row (restrict or FK). */
export const isReferenced = (error: unknown) => ["23503", "23001"].includes(pgErrorCode(error) ?? "");

/**
 * Thrown without trying the database while it is known to be away (db/availability.ts): the
 * envelope answers 503 `Database unavailable`, with `Retry-After` set to when the next try is due.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    /** Whole seconds until the server tries the database again (at least 1). */
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super("The database is unavailable", options);
    this.name = "DatabaseUnavailableError";
  }
}

/** Socket failures: nothing answers at the database's address, or the connection broke. */
const CONNECTION_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/**
 * SQLSTATEs of a server that is going away or not taking connections: admin_shutdown (57P01,
 * also pg_terminate_backend), crash_shutdown, cannot_connect_now (starting or stopping) and
 * too_many_connections. Class 08 (connection exceptions) is matched as a class.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** node-postgres and its pool say these without a code. */
const CONNECTION_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

/**
 * Whether a failure means the database cannot be reached (stopped, restarting, the connection
 * cut), rather than a fault of the statement or the server: those answer 503, not 500. Drizzle
 * and the pool wrap the driver's error in `cause`, so the chain is followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === "string" && CONNECTION_MESSAGES.some((text) => message.startsWith(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** `Retry-After` for a failure isDatabaseUnavailable accepts: the pool's next try, or 1 s for a connection cut in flight. */
export function databaseRetryAfterSeconds(error: unknown): number {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return current.retryAfterSeconds;
    current = (current as { cause?: unknown }).cause;
  }
  return 1;
}
