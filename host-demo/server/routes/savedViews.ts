import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { badRequest, notFound, ok } from "../lib/http/http.js";
import { withUniqueName } from "../lib/records/uniqueNames.js";
import { createView, deleteView, listViews, updateView } from "../repositories/savedViews.js";
import {
  createViewSchema,
  deleteViewSchema,
  listViewsSchema,
  MAX_VIEW_STATE_BYTES,
  updateViewSchema,
  type ViewState,
} from "../schemas/views.js";

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

/**
 * Saved views (issue 32): each operator's named states of the lists. Only the operator who saved
 * a view reads or changes it; another operator's id answers 404, as if it did not exist.
 */
const savedViewRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get("/admin/views", { schema: listViewsSchema, preHandler: app.backOffice }, async (request) =>
    ok(await listViews(db, request.auth!.userId, request.query.list), "Saved views"),
  );

  app.post("/admin/views", { schema: createViewSchema, preHandler: app.backOffice }, async (request, reply) => {
    const { list, state, isDefault = false } = request.body;
    const name = tidyName(request.body.name);
    checkState(state);
    const created = await withUniqueName(
      () => createView(db, request.auth!.userId, { list, name, state, isDefault }),
      () => nameTaken(name),
    );
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(created, "View saved");
  });

  app.put("/admin/views/:id", { schema: updateViewSchema, preHandler: app.backOffice }, async (request) => {
    const { state, isDefault } = request.body;
    const name = request.body.name === undefined ? undefined : tidyName(request.body.name);
    if (state) checkState(state);
    const updated = await withUniqueName(
      () => updateView(db, request.auth!.userId, request.params.id, { name, state, isDefault }),
      () => nameTaken(name ?? ""),
    );
    if (!updated) throw notFound("View");
    return ok(updated, "View updated");
  });

  app.delete("/admin/views/:id", { schema: deleteViewSchema, preHandler: app.backOffice }, async (request) => {
    if (!(await deleteView(db, request.auth!.userId, request.params.id))) throw notFound("View");
    return ok(null, "View deleted");
  });
};
export default savedViewRoutes;
