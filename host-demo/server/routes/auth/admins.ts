import { and, eq, inArray, ne } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../../options.js";
import { users } from "../../db/schema/index.js";
import { accountColumns } from "../../lib/accounts/accounts.js";
import { keepOneSuperAdmin } from "../../lib/accounts/adminRules.js";
import { conflict, forbidden, isReferenced, notFound, ok } from "../../lib/http/http.js";
import { accountStatusSchema, deleteAdminSchema, listAdminsSchema } from "../../schemas/users.js";

const ADMIN_TYPES = ["ADMIN", "SUPER_ADMIN"] as const;
/**
 * Admin-user management, SUPER_ADMIN only. Nobody restricts, bans or deletes their own account
 * (403), and the last active SUPER_ADMIN is never restricted, banned or deleted (409; lib/accounts/adminRules.ts), so
 * the back-office always keeps someone who can manage admins.
 */
const admins: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  app.get("/users/admins", { schema: listAdminsSchema, preHandler: app.superAdmin }, async () => {
    const rows = await db
      .select(accountColumns)
      .from(users)
      .where(inArray(users.user_type, ADMIN_TYPES))
      .orderBy(users.id);
    return ok(rows, "Admins");
  });

  app.put("/user/account/status/:id", { schema: accountStatusSchema, preHandler: app.superAdmin }, async (request) => {
    const { id } = request.params;
    const { status } = request.body;
    if (id === request.auth!.userId && status !== "ACTIVE")
      throw forbidden("You cannot change your own account status");
    const updated = await db.transaction(async (tx) => {
      if (status !== "ACTIVE") await keepOneSuperAdmin(tx, id);
      // Any status but ACTIVE ends the session too, so that an un-ban does not revive the old token.
      const session = status === "ACTIVE" ? {} : { session_id: null };
      return tx
        .update(users)
        .set({ account_status: status, ...session })
        .where(and(eq(users.id, id), inArray(users.user_type, ADMIN_TYPES)))
        .returning(accountColumns);
    });
    if (updated.length === 0) throw notFound("Admin user");
    return ok(updated[0], `Account status set to ${status}`);
  });

  app.delete("/user/admin/delete/:id", { schema: deleteAdminSchema, preHandler: app.superAdmin }, async (request) => {
    const { id } = request.params;
    if (id === request.auth!.userId) throw forbidden("You cannot delete your own account");
    try {
      const deleted = await db.transaction(async (tx) => {
        await keepOneSuperAdmin(tx, id);
        return tx
          .delete(users)
          .where(and(eq(users.id, id), inArray(users.user_type, ADMIN_TYPES), ne(users.id, request.auth!.userId)))
          .returning({ id: users.id });
      });
      if (deleted.length === 0) throw notFound("Admin user");
    } catch (error) {
      if (isReferenced(error)) throw conflict("This admin is referenced by other records and cannot be deleted.");
      throw error;
    }
    return ok(null, "Admin deleted successfully");
  });
};
export default admins;
