import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Db } from "../db/client.js";
import type { AppOptions } from "../options.js";
import { savedViews } from "../db/schema/index.js";
import { badRequest, notFound, ok } from "../lib/http/http.js";
import { withUniqueName } from "../lib/records/uniqueNames.js";
import {
  createViewSchema,
  deleteViewSchema,
  listViewsSchema,
  MAX_VIEW_STATE_BYTES,
  updateViewSchema,
  type ViewListName,
  type ViewState,
} from "../schemas/views.js";

const shape = (row: typeof savedViews.$inferSelect) => ({
  id: row.id,
  list: row.list,
  name: row.name,
  state: row.state,
  isDefault: row.is_default,
});

/** A view's name as kept: trimmed, runs of spaces as one (the name_key index compares the same way, without case). */
function tidyName(name: string): string {
  const tidy = name.trim().replace(/\s+/g, " ");
  if (!tidy) throw badRequest("Please give the view a name");
  return tidy;
}

function checkState(state: ViewState) {
  if (Buffer.byteLength(JSON.stringify(state)) > MAX_VIEW_STATE_BYTES)
    throw badRequest(`Invalid body.state: must be at most ${MAX_VIEW_STATE_BYTES / 1024} KB as JSON`);
}

const nameTaken = (name: string) => `You already have a view named "${name}" on this list.`;

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

/**
 * Saved views (issue 32): each operator's named states of the lists. Only the operator who saved
 * a view reads or changes it; another operator's id answers 404, as if it did not exist.
 */
const savedViewRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get("/admin/views", { schema: listViewsSchema, preHandler: app.backOffice }, async (request) => {
    const { list } = request.query;
    const rows = await db
      .select()
      .from(savedViews)
      .where(and(eq(savedViews.admin_id, request.auth!.userId), list ? eq(savedViews.list, list) : undefined))
      .orderBy(asc(sql`name_key(${savedViews.name})`), asc(savedViews.id));
    return ok(rows.map(shape), "Saved views");
  });

  app.post("/admin/views", { schema: createViewSchema, preHandler: app.backOffice }, async (request, reply) => {
    const adminId = request.auth!.userId;
    const { list, state, isDefault = false } = request.body;
    const name = tidyName(request.body.name);
    checkState(state);
    const created = await withUniqueName(
      () =>
        db.transaction(async (tx) => {
          if (isDefault) await clearDefault(tx, adminId, list);
          const [row] = await tx
            .insert(savedViews)
            .values({ admin_id: adminId, list, name, state, is_default: isDefault })
            .returning();
          return row;
        }),
      () => nameTaken(name),
    );
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(shape(created), "View saved");
  });

  app.put("/admin/views/:id", { schema: updateViewSchema, preHandler: app.backOffice }, async (request) => {
    const adminId = request.auth!.userId;
    const { id } = request.params;
    const { state, isDefault } = request.body;
    const name = request.body.name === undefined ? undefined : tidyName(request.body.name);
    if (state) checkState(state);
    const updated = await withUniqueName(
      () =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select({ list: savedViews.list })
            .from(savedViews)
            .where(and(eq(savedViews.id, id), eq(savedViews.admin_id, adminId)));
          if (!current) throw notFound("View");
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
          return row;
        }),
      () => nameTaken(name ?? ""),
    );
    return ok(shape(updated), "View updated");
  });

  app.delete("/admin/views/:id", { schema: deleteViewSchema, preHandler: app.backOffice }, async (request) => {
    const deleted = await db
      .delete(savedViews)
      .where(and(eq(savedViews.id, request.params.id), eq(savedViews.admin_id, request.auth!.userId)))
      .returning({ id: savedViews.id });
    if (deleted.length === 0) throw notFound("View");
    return ok(null, "View deleted");
  });
};
export default savedViewRoutes;
