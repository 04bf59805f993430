import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One field's values around a change (absent on the side where the record did not exist). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/**
 * The change journal (migration 014): one row per record a back-office write created, changed or
 * deleted, written by the database's triggers in the write's own transaction.
 */
export const changeJournal = pgTable(
  "change_journal",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    actor_id: integer("actor_id"),
    actor_name: text("actor_name").notNull().default(""),
    entity: text("entity").notNull(),
    record_id: integer("record_id").notNull(),
    action: text("action").$type<"create" | "update" | "status" | "delete">().notNull(),
    changes: jsonb("changes").$type<Record<string, FieldChange>>().notNull(),
  },
  (t) => [
    index("change_journal_record_idx").on(t.entity, t.record_id, t.id),
    index("change_journal_actor_idx").on(t.actor_id, t.id),
    index("change_journal_at_idx").on(t.at),
  ],
);
