import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";
import type { PreparedRead } from "../db/preparedRead.js";
import type { ReadCache } from "../plugins/readCache.js";

/**
 * What a repository reads and writes through: the journaled database (inside a journaled write,
 * that write's transaction), its prepared reads, and the read cache that keeps hot answers until
 * the next write.
 */
export interface Store {
  db: Db;
  preparedRead: PreparedRead;
  readCache: ReadCache;
}

/** The app's store, as its route plugins hand it to the repositories. */
export const storeOf = (app: FastifyInstance): Store => ({
  db: app.database.db,
  preparedRead: app.database.preparedRead,
  readCache: app.readCache,
});
