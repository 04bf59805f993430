import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { savedViews } from "../db/schema/index.js";
import type { ViewListName, ViewState } from "../schemas/views.js";

/** A view as the calls answer it. */
const shape = (row: typeof savedViews.$inferSelect) => ({
  id: row.id,
  list: row.list,
  name: row.name,
  state: row.state,
  isDefault: row.is_default,
});

/** The operator's other views of the list stop being the default (one default per list: a partial unique index). */
const clearDefault = (db: Pick<Db, "update">, adminId: number, list: ViewListName, except?: number) =>
  db
    .update(savedViews)
    .set({ is_default: false })
    .where(
      and(
        eq(savedViews.admin_id, adminId),
        eq(savedViews.list, list),
        eq(savedViews.is_default, true),
        except === undefined ? undefined : ne(savedViews.id, except),
      ),
    );

/** An operator's views (of one list when named), by name (as the name_key index compares them). */
export async function listViews(db: Db, adminId: number, list: ViewListName | undefined) {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.admin_id, adminId), list ? eq(savedViews.list, list) : undefined))
    .orderBy(asc(sql`name_key(${savedViews.name})`), asc(savedViews.id));
  return rows.map(shape);
}

/** Saves a view; as the default, the operator's other views of its list stop being it. */
export function createView(
  db: Db,
  adminId: number,
  view: { list: ViewListName; name: string; state: ViewState; isDefault: boolean },
) {
  return db.transaction(async (tx) => {
    if (view.isDefault) await clearDefault(tx, adminId, view.list);
    const [row] = await tx
      .insert(savedViews)
      .values({ admin_id: adminId, list: view.list, name: view.name, state: view.state, is_default: view.isDefault })
      .returning();
    return shape(row);
  });
}

/** Changes what is given of an operator's view; undefined when the operator has no such view. */
export function updateView(
  db: Db,
  adminId: number,
  id: number,
  changes: { name?: string; state?: ViewState; isDefault?: boolean },
) {
  const { name, state, isDefault } = changes;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ list: savedViews.list })
      .from(savedViews)
      .where(and(eq(savedViews.id, id), eq(savedViews.admin_id, adminId)));
    if (!current) return undefined;
    if (isDefault) await clearDefault(tx, adminId, current.list, id);
    const [row] = await tx
      .update(savedViews)
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(state !== undefined ? { state } : {}),
        ...(isDefault !== undefined ? { is_default: isDefault } : {}),
        updated_at: sql`now()`,
      })
      .where(and(eq(savedViews.id, id), eq(savedViews.admin_id, adminId)))
      .returning();
    return shape(row);
  });
}

/** Deletes an operator's view; false when the operator has no such view. */
export async function deleteView(db: Db, adminId: number, id: number) {
  const deleted = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.admin_id, adminId)))
    .returning({ id: savedViews.id });
  return deleted.length > 0;
}
