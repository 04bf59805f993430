import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../../options.js";
import { conflict, forbidden, isReferenced, notFound, ok } from "../../lib/http/http.js";
import { deleteAdmin, listAdmins, setAdminStatus } from "../../repositories/accounts.js";
import { accountStatusSchema, deleteAdminSchema, listAdminsSchema } from "../../schemas/users.js";

/**
 * Admin-user management, SUPER_ADMIN only. Nobody restricts, bans or deletes their own account
 * (403), and the last active SUPER_ADMIN is never restricted, banned or deleted (409; lib/accounts/adminRules.ts), so
 * the back-office always keeps someone who can manage admins.
 */
const admins: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  app.get("/users/admins", { schema: listAdminsSchema, preHandler: app.superAdmin }, async () =>
    ok(await listAdmins(db), "Admins"),
  );

  app.put("/user/account/status/:id", { schema: accountStatusSchema, preHandler: app.superAdmin }, async (request) => {
    const { id } = request.params;
    const { status } = request.body;
    if (id === request.auth!.userId && status !== "ACTIVE")
      throw forbidden("You cannot change your own account status");
    const updated = await setAdminStatus(db, id, status);
    if (!updated) throw notFound("Admin user");
    return ok(updated, `Account status set to ${status}`);
  });

  app.delete("/user/admin/delete/:id", { schema: deleteAdminSchema, preHandler: app.superAdmin }, async (request) => {
    const { id } = request.params;
    if (id === request.auth!.userId) throw forbidden("You cannot delete your own account");
    try {
      if (!(await deleteAdmin(db, id, request.auth!.userId))) throw notFound("Admin user");
    } catch (error) {
      if (isReferenced(error)) throw conflict("This admin is referenced by other records and cannot be deleted.");
      throw error;
    }
    return ok(null, "Admin deleted successfully");
  });
};
export default admins;
