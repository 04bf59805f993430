import type { FastifyPluginAsync } from "fastify";
import type { AppOptions } from "../app.js";
import { ok } from "../lib/http.js";

/** Answers once the app is built, i.e. after the database is open and migrated. */
const health: FastifyPluginAsync<AppOptions> = async (app) => {
  app.get("/health", async () => {
    await app.database.db.execute("select 1");
    return ok(null, "OK");
  });
};
export default health;
