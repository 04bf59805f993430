import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { badRequest, isDatabaseUnavailable } from "./http.js";
import { actorOf } from "../journal/journal.js";

/**
 * What every bulk call shares (issue 32): the selection (given ids or a list's filter), the work
 * in batches, and the streamed answer. Each batch is one statement or transaction whose outcome is
 * per record (a record that cannot change is refused, never the batch); a batch that fails anyway
 * is done again one record at a time, so one bad record cannot undo the others. Each batch is one
 * journaled write (lib/journal/journal.ts): its journal rows commit with it.
 */

/** Records per batch: one progress line, one statement, one announcement to the read caches each. */
export const BULK_BATCH = 500;

export interface BulkRefusal {
  id: number;
  /** What the list shows for the record: the order number, the name, the code. */
  label: string;
  reason: string;
}

export interface BatchOutcome {
  changed: number[];
  refused: BulkRefusal[];
}

export interface BulkSelection<F> {
  ids?: number[];
  filter?: F;
}

/** The ids a bulk call acts on: exactly one of the given ids and the filter's matches (else 400). */
export async function selectedIds<F>(
  body: BulkSelection<F>,
  matching: (filter: F) => Promise<number[]>,
): Promise<number[]> {
  if ((body.ids === undefined) === (body.filter === undefined)) {
    throw badRequest("Send either ids or filter, not both and not neither");
  }
  return body.ids ?? matching(body.filter!);
}

/** "3 orders confirmed, 1 refused" (nothing about refusals when there are none). */
export function bulkMessage(noun: readonly [one: string, other: string], done: string, outcome: BatchOutcome): string {
  const count = outcome.changed.length;
  const changed = `${count} ${count === 1 ? noun[0] : noun[1]} ${done}`;
  return outcome.refused.length ? `${changed}, ${outcome.refused.length} refused` : changed;
}

/** Ids that the batch's statements did not find (deleted meanwhile, or never there). */
export const notFoundRefusals = (batch: number[], seen: Iterable<number>): BulkRefusal[] => {
  const found = new Set(seen);
  return batch.filter((id) => !found.has(id)).map((id) => ({ id, label: `#${id}`, reason: "Not found" }));
};

export interface BulkWork {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  ids: number[];
  /** The records' name, one and many: ["order", "orders"]. */
  noun: readonly [one: string, other: string];
  /** What happened to the changed ones: "confirmed". */
  done: string;
  /** Changes one batch, in one transaction; every id of it comes back changed or refused. */
  apply(batch: number[]): Promise<BatchOutcome>;
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/**
 * Answers 200 with NDJSON: a progress line first and after each batch, then the outcome (the
 * usual success and message, with `data`). Caches are dropped and the other processes told after
 * every batch, so a list read while the work goes never keeps an answer older than the last batch.
 * A database that goes away stops the work: the last line then says so, with what was done.
 */
export function sendBulk(work: BulkWork): FastifyReply {
  const { app, request, reply, ids } = work;
  const total = ids.length;

  async function applyAlone(batch: number[]): Promise<BatchOutcome> {
    try {
      return await app.journal.write(actorOf(request), () => work.apply(batch));
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      if (batch.length > 1) {
        request.log.warn({ err: error }, "bulk batch failed; trying its records one by one");
        const outcome: BatchOutcome = { changed: [], refused: [] };
        for (const id of batch) {
          const one = await applyAlone([id]);
          outcome.changed.push(...one.changed);
          outcome.refused.push(...one.refused);
        }
        return outcome;
      }
      request.log.error({ err: error, id: batch[0] }, "bulk record failed");
      return { changed: [], refused: [{ id: batch[0], label: `#${batch[0]}`, reason: "Could not be changed" }] };
    }
  }

  async function* lines() {
    const outcome: BatchOutcome = { changed: [], refused: [] };
    yield line({ progress: { done: 0, total } });
    try {
      for (let start = 0; start < total; start += BULK_BATCH) {
        const batch = ids.slice(start, start + BULK_BATCH);
        const done = await applyAlone(batch);
        // In the order the records were selected (a statement's RETURNING keeps no order).
        const position = new Map(batch.map((id, index) => [id, index]));
        outcome.changed.push(...done.changed.sort((a, b) => position.get(a)! - position.get(b)!));
        outcome.refused.push(...done.refused.sort((a, b) => position.get(a.id)! - position.get(b.id)!));
        await app.announceWrite();
        yield line({ progress: { done: start + batch.length, total } });
      }
    } catch (error) {
      request.log.warn({ err: error }, "bulk work stopped");
      await app.announceWrite();
      yield line({
        success: false,
        message: `Database unavailable: stopped after ${bulkMessage(work.noun, work.done, outcome)}`,
        data: { total, ...outcome },
      });
      return;
    }
    request.log.info(
      { changed: outcome.changed.length, refused: outcome.refused.length, by: request.auth?.userId },
      `bulk: ${work.noun[1]} ${work.done}`,
    );
    yield line({ success: true, message: bulkMessage(work.noun, work.done, outcome), data: { total, ...outcome } });
  }

  return reply
    .type("application/x-ndjson; charset=utf-8")
    .header("cache-control", "no-store")
    .send(Readable.from(lines()));
}

/** `column = any('{1,2,3}'::int[])`: one bound parameter for a whole batch, not one per id. */
export const anyId = (column: PgColumn, ids: number[]) => sql`${column} = any(${`{${ids.join(",")}}`}::int[])`;
