import { and, count, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { banners } from "../../db/schema/index.js";
import { badRequest, conflict } from "../http/http.js";

/** Name and image are required (the spec's messages); text is trimmed by the caller. */
export function checkNamed(nameField: string, nameValue: string, imageUrl: string) {
  if (!nameValue.trim()) throw badRequest(`${nameField} is required`);
  if (!imageUrl.trim()) throw badRequest("Please select At least 1 image");
}

interface GuardedDelete {
  /** The row's table, its id column, and the banner target type that points at it. */
  table: PgTable;
  id: PgColumn;
  bannerTarget: "BRAND" | "CATEGORY";
  /** The child rows that must be gone first, and how the refusal names them. */
  children: { table: PgTable; parentId: PgColumn; describe: (count: number) => string };
}

/**
 * Deletes a brand or category only when nothing hangs below it (409 naming how many), together
 * with the banners that point at it, in one transaction. Returns false when no row had the id.
 */
export async function guardedDelete(db: Db, id: number, what: GuardedDelete): Promise<boolean> {
  const [{ value }] = await db
    .select({ value: count() })
    .from(what.children.table)
    .where(eq(what.children.parentId, id));
  if (value > 0) throw conflict(what.children.describe(value));
  const deleted = await db.transaction(async (tx) => {
    await tx.delete(banners).where(and(eq(banners.target_type, what.bannerTarget), eq(banners.target_id, id)));
    return tx.delete(what.table).where(eq(what.id, id)).returning({ id: what.id });
  });
  return deleted.length > 0;
}
