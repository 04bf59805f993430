import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

/**
 * The change feed behind GET /api/events (issue 33): the change journal's new rows, as they
 * commit, handed to every open stream of this process. Something wakes the feed after a commit
 * (this process's journaled writes, and on PostgreSQL the other processes' through LISTEN on
 * `shop_changes`, announced after each commit: routes/events.ts); it then reads the rows after the last one it read.
 *
 * Journal ids are taken when a row is inserted, not when its transaction commits: id 11 can
 * commit before id 10. An id skipped over is kept as a gap and asked for again on every read,
 * until it turns up or GAP_WAIT_MS passes (a rolled-back write leaves its id unused for ever).
 */

/** One journal row as a stream sends it: which record changed, how, by whom; the field names, never values. */
export interface ChangeEvent {
  id: number;
  entity: string;
  recordId: number;
  action: string;
  actorName: string;
  at: string;
  fields: string[];
}

/** A stream's own receiver: its events, and `reset` when it missed more than a replay carries. */
export interface ChangeSubscriber {
  send(event: ChangeEvent): void;
  reset(): void;
}

/** Rows one read takes at most; a fuller read is followed at once by another. */
const READ_BATCH = 1000;
/** Missed rows a stream is sent again on reconnect; more, and it is told to load everything again. */
export const REPLAY_CAP = 500;
/** How long an id skipped over is looked for (a write's transaction lasts far less). */
const GAP_WAIT_MS = 60_000;
const MAX_GAPS = 1000;

interface JournalEventRow {
  id: string | number;
  at: string | Date;
  actor_name: string;
  entity: string;
  record_id: number;
  action: string;
  fields: string[] | string;
}

function eventOf(row: JournalEventRow): ChangeEvent {
  return {
    id: Number(row.id),
    entity: row.entity,
    recordId: Number(row.record_id),
    action: row.action,
    actorName: row.actor_name,
    at: new Date(row.at).toISOString(),
    // json comes back parsed from node-postgres and PGlite alike; text only if a driver leaves it.
    fields: typeof row.fields === "string" ? (JSON.parse(row.fields) as string[]) : row.fields,
  };
}

/** The journal rows after `afterId`, and those of the ids in `also`, by id, at most `limit`. */
export async function journalEventsAfter(db: Db, afterId: number, also: number[], limit: number) {
  const { rows } = (await db.execute(sql`
    select id, at, actor_name, entity, record_id, action,
           (select coalesce(json_agg(k order by k), '[]'::json) from jsonb_object_keys(changes) k) as fields
    from change_journal
    where id > ${afterId} or id = any(${`{${also.join(",")}}`}::bigint[])
    order by id
    limit ${limit}`)) as unknown as { rows: JournalEventRow[] };
  return rows.map(eventOf);
}

async function latestJournalId(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`select coalesce(max(id), 0) as id from change_journal`)) as unknown as {
    rows: { id: string | number }[];
  };
  return Number(rows[0].id);
}

export class ChangeFeed {
  #cursor = 0;
  /** Ids skipped over, and when they were first missed. */
  readonly #gaps = new Map<number, number>();
  readonly #subscribers = new Set<(event: ChangeEvent) => void>();
  /** With nobody listening the feed reads nothing; the next stream starts it from the newest row. */
  #stale = true;
  #closed = false;
  #queued = false;
  #chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Something committed: read the new rows (reads run one at a time; wakes meanwhile make one more). */
  wake(): void {
    if (this.#queued || this.#closed) return;
    this.#queued = true;
    void this.#serial(() => {
      this.#queued = false;
      return this.#read();
    });
  }

  /** The id the feed has read up to: a stream opened now has seen everything up to it. */
  get cursor(): number {
    return this.#cursor;
  }

  /**
   * Starts sending this process's changes to `subscriber`. With `lastEventId`, the rows after it
   * come first (or one reset when more than REPLAY_CAP were missed). Resolves with the function
   * that stops it.
   */
  async open(
    subscriber: ChangeSubscriber,
    lastEventId: number | null,
    visible: (event: ChangeEvent) => boolean,
  ): Promise<() => void> {
    // Live rows wait while the missed ones are sent, so none comes twice or out of turn.
    let buffered: ChangeEvent[] | null = [];
    const receive = (event: ChangeEvent) => {
      if (!visible(event)) return;
      if (buffered) buffered.push(event);
      else subscriber.send(event);
    };
    this.#subscribers.add(receive);
    const stop = () => {
      this.#subscribers.delete(receive);
    };
    try {
      await this.#serial(() => (this.#stale ? this.#resync() : undefined));
      const sent = new Set<number>();
      if (lastEventId !== null) {
        const missed = await journalEventsAfter(this.db, lastEventId, [], REPLAY_CAP + 1);
        if (missed.length > REPLAY_CAP) subscriber.reset();
        else
          for (const event of missed) {
            sent.add(event.id);
            if (visible(event)) subscriber.send(event);
          }
      }
      const waiting = buffered;
      buffered = null;
      for (const event of waiting) if (!sent.has(event.id)) subscriber.send(event);
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  }

  close(): void {
    this.#closed = true;
    this.#subscribers.clear();
  }

  #serial(step: () => Promise<void> | void): Promise<void> {
    const next = this.#chain.then(step);
    this.#chain = next.catch((error: unknown) => {
      // A read that failed (the database away) leaves the cursor: the next wake reads them.
      if (!this.#closed) this.onError(error);
    });
    return next;
  }

  async #resync(): Promise<void> {
    this.#cursor = await latestJournalId(this.db);
    this.#gaps.clear();
    this.#stale = false;
  }

  async #read(): Promise<void> {
    if (this.#closed) return;
    if (this.#subscribers.size === 0) {
      this.#stale = true;
      return;
    }
    if (this.#stale) return this.#resync();
    const now = Date.now();
    for (const [id, since] of this.#gaps) if (now - since > GAP_WAIT_MS) this.#gaps.delete(id);
    const events = await journalEventsAfter(this.db, this.#cursor, [...this.#gaps.keys()], READ_BATCH);
    for (const event of events) {
      if (event.id <= this.#cursor) {
        // A write that committed after a later one: sent now, no longer looked for.
        this.#gaps.delete(event.id);
      } else {
        for (let id = this.#cursor + 1; id < event.id && this.#gaps.size < MAX_GAPS; id++) this.#gaps.set(id, now);
        this.#cursor = event.id;
      }
      for (const receive of this.#subscribers) receive(event);
    }
    if (events.length === READ_BATCH) this.wake();
  }
}
