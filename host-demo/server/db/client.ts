import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema/index.js";
import { keepTypesAsText, PgliteThread } from "./pgliteThread.js";
import { pglitePreparedRead, postgresPreparedRead, type PreparedRead } from "./preparedRead.js";

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: "pglite" | "postgres";
  /** PostgreSQL: the connection string (the read cache's notification channel opens its own connection). */
  url?: string;
  db: Db;
  /** A hot read, planned once per connection (preparedRead.ts). */
  preparedRead: PreparedRead;
  /** Runs SQL text that may hold several statements (migrations, seed helpers). */
  exec(sqlText: string): Promise<void>;
  /** For tests: a tarball of an in-memory PGlite database (undefined otherwise). */
  dump(): Promise<Blob | File | undefined>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * PGlite data folder: PGlite then runs on its own worker thread (pgliteThread.ts), as the
   * server and the server tests use it. Undefined = in memory, on this thread (the tests' seeded
   * dump is built so). Ignored when databaseUrl is set.
   */
  dataDir?: string;
  databaseUrl?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Keep numeric/bigint columns as JS numbers where drizzle asks for "number" mode.
    await pool.query("select 1");
    return {
      kind: "postgres",
      url: options.databaseUrl,
      db: drizzlePg(pool, { schema }) as unknown as Db,
      preparedRead: postgresPreparedRead(pool),
      exec: async (text) => {
        await pool.query(text);
      },
      dump: async () => undefined,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const thread = await PgliteThread.start({ dataDir: options.dataDir });
    return {
      kind: "pglite",
      // Drizzle's PGlite driver calls query, exec and transaction, which the thread answers.
      db: drizzlePglite(thread as unknown as PGlite, { schema }) as unknown as Db,
      preparedRead: pglitePreparedRead(thread),
      exec: async (text) => {
        await thread.exec(text);
      },
      dump: async () => undefined,
      close: () => thread.close(),
    };
  }
  const client = new PGlite({
    // Trigram indexes for the product name search (migration 005).
    extensions: { pg_trgm },
  });
  await client.waitReady;
  await keepTypesAsText(client);
  return {
    kind: "pglite",
    db: drizzlePglite(client, { schema }) as unknown as Db,
    preparedRead: pglitePreparedRead(client),
    exec: async (text) => {
      await client.exec(text);
    },
    dump: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}
