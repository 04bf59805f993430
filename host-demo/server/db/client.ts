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
import { DatabaseAvailability } from "./availability.js";
import {
  pgliteThreadTransactionWith,
  pgliteTransactionWith,
  postgresTransactionWith,
  type TransactionWith,
} from "./transactionWith.js";

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
  /** A transaction that begins with transaction-local settings, in BEGIN's round trip (transactionWith.ts). */
  transactionWith: TransactionWith;
  /** Runs SQL text that may hold several statements (migrations, seed helpers). */
  exec(sqlText: string): Promise<void>;
  /**
   * PostgreSQL: whether the server is there. While it is away the pool refuses at once
   * (DatabaseUnavailableError, answered 503) and tries to reach it again on a capped backoff.
   */
  availability?: DatabaseAvailability;
  /** PostgreSQL: the connection pool, for the metrics (PGlite has one connection and no pool). */
  pool?: PoolWatch;
  /** For tests: a tarball of an in-memory PGlite database (undefined otherwise). */
  dump(): Promise<Blob | File | undefined>;
  close(): Promise<void>;
}

/** What the pool is doing now, and how long each checkout waited for its connection. */
export interface PoolWatch {
  stats(): { max: number; open: number; idle: number; waiting: number };
  onWait(listener: (seconds: number) => void): void;
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

/**
 * How long a request waits for a pooled connection, or for a new one to open, before it gives up
 * (a 503): short enough that a client hears within 5 s that the database is away, long enough
 * for a busy pool (10 connections) to hand one over.
 */
export const CONNECT_TIMEOUT_MS = 3000;
const POOL_SIZE = 10;

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * The pool, with what it lacks to survive its database: while the server is known to be away a
 * connection is refused at once instead of being dialled, and a connection that cannot be opened
 * makes the availability check the server. (pg-pool's own `query` takes its connection through
 * `connect`, and so does Drizzle's transaction.)
 */
class GuardedPool extends pg.Pool {
  /** Told how long each checkout waited for its connection (the metrics' histogram). */
  waitListener: (seconds: number) => void = () => {};

  constructor(
    config: pg.PoolConfig,
    private readonly availability: DatabaseAvailability,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const refusal = this.availability.refusal();
    const asked = performance.now();
    const waited = () => this.waitListener((performance.now() - asked) / 1000);
    if (callback) {
      if (refusal) return process.nextTick(() => callback(refusal, undefined, () => {}));
      return super.connect((error, client, done) => {
        if (error) this.availability.connectFailed();
        else waited();
        callback(error, client, done);
      });
    }
    if (refusal) return Promise.reject(refusal);
    return super.connect().then(
      (client) => {
        waited();
        return client;
      },
      (error: unknown) => {
        this.availability.connectFailed();
        throw error;
      },
    );
  }
}

/** Opens a connection of its own and asks for nothing: whether the server takes connections now. */
async function probe(connectionString: string): Promise<void> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: CONNECT_TIMEOUT_MS,
    application_name: "shop-availability-probe",
  });
  // A failure rejects connect or query below; an error emitted besides has no one else to tell.
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
  } finally {
    await client.end().catch(() => {});
  }
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const availability = new DatabaseAvailability({ probe: () => probe(databaseUrl) });
  const pool = new GuardedPool(
    {
      connectionString: databaseUrl,
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A peer that vanished without closing (a network cut) is noticed instead of awaited forever.
      keepAlive: true,
    },
    availability,
  );
  // Every pooled connection has an 'error' listener for its whole life: pg-pool listens only while
  // a connection is idle, so one checked out (a transaction between two statements) that is
  // terminated would emit 'error' to no one, which ends the process. The pool's own 'error' (an
  // idle connection broke) is the same error, already reported here once.
  const reported = new WeakSet<pg.ClientBase>();
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      if (reported.has(client)) return;
      reported.add(client);
      availability.connectionLost(error);
    });
  });
  pool.on("error", () => {});
  try {
    await pool.query("select 1");
  } catch (error) {
    availability.close();
    await pool.end().catch(() => {});
    throw error;
  }
  return {
    kind: "postgres",
    url: databaseUrl,
    db: drizzlePg(pool, { schema }) as unknown as Db,
    preparedRead: postgresPreparedRead(pool),
    transactionWith: postgresTransactionWith(pool),
    availability,
    pool: {
      stats: () => ({ max: POOL_SIZE, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onWait: (listener) => (pool.waitListener = listener),
    },
    exec: async (text) => {
      await pool.query(text);
    },
    dump: async () => undefined,
    close: async () => {
      availability.close();
      await pool.end();
    },
  };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const thread = await PgliteThread.start({ dataDir: options.dataDir });
    return {
      kind: "pglite",
      // Drizzle's PGlite driver calls query, exec and transaction, which the thread answers.
      db: drizzlePglite(thread as unknown as PGlite, { schema }) as unknown as Db,
      preparedRead: pglitePreparedRead(thread),
      transactionWith: pgliteThreadTransactionWith(thread),
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
    transactionWith: pgliteTransactionWith(client),
    exec: async (text) => {
      await client.exec(text);
    },
    dump: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}
