import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { openDatabase, type Database, type OpenOptions } from "../db/client.js";
import { migrate } from "../db/migrate.js";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabaseOptions extends OpenOptions {
  /** An already-open database (tests hand one in); the app then does not close it. */
  database?: Database;
}

/** Opens PGlite or PostgreSQL, runs the migrations, and closes the database with the app. */
export default fp(
  async function database(app: FastifyInstance, options: DatabaseOptions) {
    const database = options.database ?? (await openDatabase(options));
    const ran = await migrate(database);
    if (ran.length) app.log.info({ migrations: ran }, "migrations applied");
    app.decorate("database", database);
    if (!options.database) app.addHook("onClose", () => database.close());
  },
  { name: "database" },
);
