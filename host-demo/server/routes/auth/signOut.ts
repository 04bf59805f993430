import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../../options.js";
import { ok } from "../../lib/http/http.js";
import { endSession } from "../../repositories/accounts.js";
import { signOutSchema } from "../../schemas/users.js";

/**
 * Sign-out: ends the token's session on the server, so a copied or leftover token is refused
 * (401) from then on. Being a POST, it also drops the read cache's session look-ups (readCache.ts).
 */
const signOut: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  app.post(
    "/auth/signout",
    { schema: signOutSchema, preHandler: app.requireRole(["USER", "ADMIN", "SUPER_ADMIN"]) },
    async (request) => {
      const { userId, sessionId } = request.auth!;
      // Only this token's session: a sign-in that superseded it between the check and now keeps its own.
      await endSession(app.database.db, userId, sessionId);
      return ok(null, "Signed out");
    },
  );
};
export default signOut;
