import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AvailabilityEvent } from "../db/availability.js";
import { openDatabase, type Database, type OpenOptions } from "../db/client.js";
import { migrate } from "../db/migrate.js";
import { Journal } from "../lib/journal/journal.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Its `db` is the journal's (lib/journal/journal.ts): inside a journaled write, that write's transaction. */
    database: Database;
    /** Runs a write in one transaction that the change journal records as an admin's. */
    journal: Journal;
  }
}

export interface DatabaseOptions extends OpenOptions {
  /** An already-open database (tests hand one in); the app then does not close it. */
  database?: Database;
}

/** Says in the log what the PostgreSQL connections went through (db/availability.ts). */
function logAvailability(app: FastifyInstance, event: AvailabilityEvent): void {
  switch (event.kind) {
    case "connection-lost":
      app.log.warn({ err: event.error }, "a database connection was lost; it is dropped from the pool");
      break;
    case "unavailable":
      app.log.error(
        { err: event.error, retryInMs: event.retryInMs },
        "the database is unavailable: requests answer 503 until it is back",
      );
      break;
    case "retry-failed":
      app.log.warn(
        { err: event.error, attempt: event.attempt, retryInMs: event.retryInMs },
        "the database is still unavailable",
      );
      break;
    case "available":
      app.log.info({ downForMs: event.downForMs }, "the database is back");
      break;
  }
}

const UNIQUE_NAMES_MIGRATION = "011_unique_names.sql";

/** Names made unique by migration 011 (the later of two "Vapor King" became "Vapor King (12)"): said once, as it ran. */
async function logRenamedDuplicates(app: FastifyInstance, database: Database) {
  const { rows } = (await database.db.execute(
    "select table_name, record_id, old_name, new_name from renamed_duplicates order by id",
  )) as unknown as { rows: { table_name: string; record_id: number; old_name: string; new_name: string }[] };
  for (const row of rows) {
    app.log.warn(
      row,
      `duplicate name renamed: ${row.table_name} ${row.record_id} "${row.old_name}" → "${row.new_name}"`,
    );
  }
}

/** Opens PGlite or PostgreSQL, runs the migrations, and closes the database with the app. */
export default fp(
  async function database(app: FastifyInstance, options: DatabaseOptions) {
    const database = options.database ?? (await openDatabase(options));
    const unwatch = database.availability?.watch((event) => logAvailability(app, event));
    try {
      const ran = await migrate(database);
      if (ran.length) app.log.info({ migrations: ran }, "migrations applied");
      if (ran.includes(UNIQUE_NAMES_MIGRATION)) await logRenamedDuplicates(app, database);
    } catch (error) {
      // Not decorated yet, so no onClose hook of this plugin would close it.
      unwatch?.();
      if (!options.database) await database.close().catch(() => {});
      throw error;
    }
    const journal = new Journal(database);
    app.decorate("database", { ...database, db: journal.db, preparedRead: journal.reads(database.preparedRead) });
    app.decorate("journal", journal);
    app.addHook("onClose", async () => {
      unwatch?.();
      if (!options.database) await database.close();
    });
  },
  { name: "database" },
);
