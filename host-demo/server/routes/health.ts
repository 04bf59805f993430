import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { ok } from "../lib/http/http.js";
import { healthSchema } from "../schemas/settings.js";

/**
 * Answers once the app is built, i.e. after the database is open and migrated; while the database
 * cannot be reached, 503 `Database unavailable` (the envelope), so a load balancer can tell.
 */
const health: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  app.get("/health", { schema: healthSchema }, async () => {
    await app.database.db.execute("select 1");
    return ok(null, "OK");
  });
};
export default health;
