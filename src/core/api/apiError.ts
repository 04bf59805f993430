import type { ApiError } from "./baseQuery.js";

/** The message of a failed call (baseQuery's ApiError, an Error), or undefined when it carries none. */
export function errorMessageOf(error: unknown): string | undefined {
  if (error && typeof error === "object" && "message" in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
  }
  return undefined;
}

/** The message of a failed call, or `fallback` when the server gave none. */
export const messageOf = (error: unknown, fallback: string): string => errorMessageOf(error) ?? fallback;

/** The HTTP status of a failed call (or baseQuery's network/parse kind), if it had one. */
export function statusOf(error: unknown): ApiError["status"] | undefined {
  return error && typeof error === "object" && "status" in error
    ? ((error as { status: unknown }).status as ApiError["status"])
    : undefined;
}

/** The server refused because of the record's current state or a name already used (409). */
export const isConflict = (error: unknown): boolean => statusOf(error) === 409;
