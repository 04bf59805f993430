import { and, count, desc, eq, gte, lt, ne } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { changeJournal } from "../db/schema/index.js";
import type { JournalEntity, JournalQuery } from "../schemas/journal.js";

/**
 * Which entries a reader sees: a query's filters, its range as instants (`from` included, `to`
 * the first instant after it), and whether the admin accounts' changes are theirs to read.
 */
export interface JournalFilter extends Pick<JournalQuery, "entity" | "id" | "actor"> {
  superAdmin: boolean;
  from?: string;
  to?: string;
}

function conditions(filter: JournalFilter) {
  return and(
    filter.superAdmin ? undefined : ne(changeJournal.entity, "admin"),
    filter.entity === undefined ? undefined : eq(changeJournal.entity, filter.entity),
    filter.id === undefined ? undefined : eq(changeJournal.record_id, filter.id),
    filter.actor === undefined ? undefined : eq(changeJournal.actor_id, filter.actor),
    filter.from === undefined ? undefined : gte(changeJournal.at, filter.from),
    filter.to === undefined ? undefined : lt(changeJournal.at, filter.to),
  );
}

/** One page of the journal's entries, newest first, and how many entries the filter matches. */
export async function journalPage(db: Db, filter: JournalFilter, page: number, size: number) {
  const where = conditions(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(changeJournal)
      .where(where)
      .orderBy(desc(changeJournal.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(changeJournal).where(where),
  ]);
  const entries = rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor: { id: row.actor_id, name: row.actor_name },
    // Written by the triggers from their fixed list (migration 014).
    entity: row.entity as JournalEntity,
    recordId: row.record_id,
    action: row.action,
    changes: row.changes,
  }));
  return { entries, total };
}
