import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { devices, flavours, nicotines } from "../db/schema/index.js";
import { atVersion } from "../lib/records/versions.js";

/** The attribute tables by the path segment of their calls: colours, tags and nicotine strengths. */
const TABLES = { flavour: flavours, device: devices, nicotine: nicotines };
export type AttributeKind = keyof typeof TABLES;

/** An attribute's text fields, as the route has checked them. */
type Values = Record<string, string>;

/** Every attribute of a kind, newest first. */
export function listAttributes(db: Db, kind: AttributeKind) {
  const table = TABLES[kind];
  return db.select().from(table).orderBy(desc(table.created_at), desc(table.id));
}

/** One attribute, or undefined. */
export async function findAttribute(db: Db, kind: AttributeKind, id: number) {
  const table = TABLES[kind];
  const [current] = await db.select().from(table).where(eq(table.id, id));
  return current;
}

/** Adds an attribute; answers its row. */
export async function createAttribute(db: Db, kind: AttributeKind, values: Values) {
  const [created] = await db.insert(TABLES[kind]).values(values).returning();
  return created;
}

/** Changes an attribute, only at `version` when one is given (the If-Match); undefined when no row matched. */
export async function updateAttribute(db: Db, kind: AttributeKind, id: number, values: Values, version?: number) {
  const table = TABLES[kind];
  const [updated] = await db
    .update(table)
    .set(values)
    .where(and(eq(table.id, id), atVersion(table.version, version)))
    .returning();
  return updated;
}

/** Deletes an attribute (its product links cascade); false when there is no such attribute. */
export async function deleteAttribute(db: Db, kind: AttributeKind, id: number) {
  const table = TABLES[kind];
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}
