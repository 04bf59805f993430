import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema/index.js";
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
  /** For tests: a tarball of the PGlite data folder (undefined on PostgreSQL). */
  dump(): Promise<Blob | File | undefined>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PGlite data folder; undefined = in memory. Ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  /** PGlite only: start from a dumped data folder (fast fresh database per test file). */
  loadDataDir?: Blob | File;
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
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Trigram indexes for the product name search (migration 005).
    extensions: { pg_trgm },
  });
  await client.waitReady;
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
