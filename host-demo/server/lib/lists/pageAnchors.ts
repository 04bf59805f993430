import { and, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import type { PreparedRead } from "../../db/preparedRead.js";

/** Rows between two anchors: a deep page skips fewer than this many index entries. */
export const ANCHOR_EVERY = 1000;

/** Keeps a value until the next write (the read cache's get). */
export type Memo = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

interface Anchor {
  created_at: string;
  id: number;
}
/** anchors[j - 1] is the row at 0-based position j × ANCHOR_EVERY of one filter, newest first. */
interface Anchors {
  list: Anchor[];
  /** The last row has been reached: no anchor beyond the list. */
  complete: boolean;
  /** Extensions run one after another (two requests must not append the same anchor twice). */
  extending: Promise<void>;
}

/**
 * Where a page of a newest-first list (ordered by created_at desc, id desc) starts. OFFSET skips
 * index entries one by one, so page 2,000 of 100,000 rows costs ~10 ms on PGlite. Instead, the
 * position of every ANCHOR_EVERY-th row of a filter is remembered until the next write: a deep
 * page starts at its anchor, `(created_at, id) <= anchor`, and skips fewer than ANCHOR_EVERY
 * rows. Anchors are found as pages ask for them, each from the one before, so no request costs
 * more than the plain OFFSET would.
 */
export interface NewestFirstList {
  db: Db;
  read: PreparedRead;
  memo: Memo;
  /** The filter's identity in the memo (its conditions in words). */
  key: string;
  table: PgTable;
  createdAt: PgColumn;
  id: PgColumn;
  where: SQL | undefined;
}

/** The ids of one page of a newest-first list, read from where the page starts. */
export async function newestFirstPageIds(list: NewestFirstList, offset: number, limit: number): Promise<number[]> {
  const rows = await list.read<{ id: number }>(await newestFirstPageIdsQuery(list, offset, limit));
  return rows.map((row) => Number(row.id));
}

/**
 * The statement that selects one page's ids in order, for a caller that reads the rows in the
 * same statement (one round trip instead of two; finding where the page starts may read anchors).
 */
export async function newestFirstPageIdsQuery(list: NewestFirstList, offset: number, limit: number): Promise<SQL> {
  const start = await pageStart({ ...list, offset });
  return list.db
    .select({ id: list.id })
    .from(list.table)
    .where(start.where)
    .orderBy(desc(list.createdAt), desc(list.id))
    .limit(limit)
    .offset(start.offset)
    .getSQL();
}

export async function pageStart(
  options: NewestFirstList & { offset: number },
): Promise<{ where: SQL | undefined; offset: number }> {
  const { db, read, table, createdAt, id, where, offset } = options;
  const wanted = Math.floor(offset / ANCHOR_EVERY);
  if (wanted === 0) return { where, offset };
  const anchors = await options.memo(`anchors:${options.key}`, async (): Promise<Anchors> => ({
    list: [],
    complete: false,
    extending: Promise.resolve(),
  }));
  const after = (anchor: Anchor) => sql`(${createdAt}, ${id}) <= (${anchor.created_at}::timestamptz, ${anchor.id})`;
  const extend = async () => {
    while (anchors.list.length < wanted && !anchors.complete) {
      const previous = anchors.list.at(-1);
      const [next] = await read<Anchor>(
        db
          .select({ created_at: sql<string>`${createdAt}::text`.as("created_at"), id })
          .from(table)
          .where(previous ? and(where, after(previous)) : where)
          .orderBy(desc(createdAt), desc(id))
          .limit(1)
          .offset(ANCHOR_EVERY)
          .getSQL(),
      );
      if (next) anchors.list.push({ created_at: next.created_at, id: Number(next.id) });
      else anchors.complete = true;
    }
  };
  anchors.extending = anchors.extending.then(extend, extend);
  await anchors.extending;
  const reached = Math.min(wanted, anchors.list.length);
  if (reached === 0) return { where, offset };
  return {
    where: and(where, after(anchors.list[reached - 1])),
    offset: offset - reached * ANCHOR_EVERY,
  };
}
