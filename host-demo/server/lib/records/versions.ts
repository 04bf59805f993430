import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { badRequest, HttpError, notFound } from "../http/http.js";

/**
 * No silent lost update (issue 33). Every editable record has a version (migration 014): the
 * database raises it on each update that changes something. A read of one record answers it as
 * the ETag (plugins/versions.ts); an update sent with `If-Match: <that ETag>` applies only while
 * the record is still at that version, checked in the update's own statement, so two updates
 * made from one version cannot both pass. A stale one is answered 412 with the current record.
 * Without If-Match an update applies as before (the spec's clients send none).
 */

/** The ETag of a record at this version: the number, quoted. */
export const etagOf = (version: number) => `"${version}"`;

const ETAG = /^(?:W\/)?"?(\d{1,9})"?$/;

/** The version an update was made from (its If-Match), or undefined when it names none (absent or `*`). */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers["if-match"];
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header.join(",") : header).trim();
  if (value === "*") return undefined;
  const match = ETAG.exec(value);
  if (!match) throw badRequest(`Invalid If-Match: send the ETag a read of the record answered (like "3")`);
  return Number(match[1]);
}

/** An update's condition on the version it was made from: none without If-Match (and() skips undefined). */
export const atVersion = (column: PgColumn, version: number | undefined): SQL | undefined =>
  version === undefined ? undefined : eq(column, version);

export const STALE_MESSAGE = "This record was changed by someone else since you opened it; here is the current one.";

/** 412 with the record as it is now, for the client to show beside what the operator typed. */
export class StaleRecordError extends HttpError {
  constructor(readonly current: unknown) {
    super(412, STALE_MESSAGE, current);
    this.name = "StaleRecordError";
  }
}

/**
 * An update that matched no row: 412 with the current record when it still exists and the update
 * named a version (the record moved on), else 404 as before.
 */
export async function missedUpdate(
  request: FastifyRequest,
  what: string,
  current: () => Promise<unknown>,
): Promise<never> {
  if (ifMatchVersion(request) !== undefined) {
    const record = await current();
    if (record !== undefined) throw new StaleRecordError(record);
  }
  throw notFound(what);
}
