import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { ok } from "../lib/http/http.js";
import { undoDelete } from "../lib/journal/undo.js";
import type { JournalEntity } from "../schemas/journal.js";
import { undoSchema } from "../schemas/undo.js";

/**
 * POST /journal/{id}/undo: undoes the delete journaled as entry {id} (lib/journal/undo.ts). A back-office
 * write, so the journal plugin runs it in one transaction naming the admin: the restored rows are
 * journaled as creates, and a refused undo leaves no row.
 */
const undoRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  app.post("/journal/:id/undo", { schema: undoSchema, preHandler: app.backOffice }, async (request) => {
    const auth = request.auth!;
    const restored = await undoDelete(db, request.params.id, {
      userId: auth.userId,
      superAdmin: auth.role === "SUPER_ADMIN",
    });
    // The journal's entity names (migration 014); lib/journal/undo.ts restores only those.
    return ok({ restored: restored as { entity: JournalEntity; recordId: number }[] }, "Restored");
  });
};
export default undoRoutes;
