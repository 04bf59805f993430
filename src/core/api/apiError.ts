/** What every failed call resolves to (baseQuery): the HTTP status (or a network/parse kind) and a message to show. */
export interface ApiError {
  status: number | "FETCH_ERROR" | "PARSING_ERROR" | "TIMEOUT_ERROR" | "CUSTOM_ERROR";
  message: string;
  /** A 412's record as it is now on the server (the update named an older version: issue 33). */
  current?: unknown;
}

/** Where a request validator says a field sits: "body.name", "body/name", "querystring.page", "params.id". */
const FIELD_PLACE = /^(?:Invalid\s+)?(?:body|params|querystring|query|headers|request)[./](\S+?):?\s+(?=\S)/;
/** A value glued after a refusal that names its subject already ("Brand not found: 12"). */
const GLUED_VALUE = /^(.*\b(?:not found|already exists|already in use|already used|does not exist))\s*[:=-]\s*\S.*$/i;

/**
 * A server's message as an operator should read it: without where the validator found the field
 * ("body/name must be …" and "Invalid body.name: must be …" read "name must be …") and without a
 * value glued after it ("Brand not found: 12" reads "Brand not found"). Other texts are kept.
 */
export function cleanServerMessage(message: string): string {
  const trimmed = message.trim();
  const glued = GLUED_VALUE.exec(trimmed);
  if (glued) return glued[1];
  const place = FIELD_PLACE.exec(trimmed);
  if (place) return `${place[1].replace(/[./]/g, " ")} ${trimmed.slice(place[0].length)}`;
  return trimmed;
}

/** The message of a failed call (baseQuery's ApiError, an Error), or undefined when it carries none. */
export function errorMessageOf(error: unknown): string | undefined {
  if (error && typeof error === "object" && "message" in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string" && message.trim()) return cleanServerMessage(message);
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
