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
