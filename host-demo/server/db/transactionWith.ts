import type { PGlite, Transaction } from "@electric-sql/pglite";
import { createTableRelationsHelpers, extractTablesRelationalConfig, type RelationalSchemaConfig } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import { PgliteSession, PgliteTransaction } from "drizzle-orm/pglite";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import * as schema from "./schema/index.js";
import type { PgliteThread } from "./pgliteThread.js";

/**
 * A transaction that starts with transaction-local settings (`set local name = 'value'`) in
 * the same round trip as its BEGIN. The change journal names each write's admin so (issue 33);
 * as a statement of its own that was one more round trip on every write, a fifth of what the
 * journal cost a write. Drizzle's `transaction` sends BEGIN alone, so the transaction object the
 * work receives is built here from Drizzle's own classes, as its `transaction` builds it: inside,
 * `tx.transaction` opens savepoints as usual.
 */
export type TransactionSettings = Record<string, string>;
/** client.ts's Db, written out here so the two files do not import each other. */
type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type TransactionWith = <T>(settings: TransactionSettings, work: (tx: Db) => Promise<T>) => Promise<T>;

const dialect = new PgDialect();
/** The relational schema as `drizzle(…, { schema })` builds it, built once. */
const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
const relations: RelationalSchemaConfig<typeof tables.tables> = {
  fullSchema: schema,
  schema: tables.tables,
  tableNamesMap: tables.tableNamesMap,
};

/** A string as an SQL literal (as pg's escapeLiteral writes it: E'…' when it holds a backslash). */
function literal(value: string): string {
  const quoted = `'${value.replace(/'/g, "''").replace(/\\/g, "\\\\")}'`;
  return value.includes("\\") ? ` E${quoted}` : quoted;
}

/**
 * `set local name = 'value'; …`: no parameters, so it goes by the simple protocol, which takes
 * several statements in one message (PostgreSQL: with BEGIN); and SET answers no rows, so it costs
 * PGlite less than `select set_config(…)`. Names are the server's own (`journal.actor`).
 */
function setLocalStatements(settings: TransactionSettings): string {
  return Object.entries(settings)
    .map(([name, value]) => {
      if (!/^[a-z_]+\.[a-z_]+$/.test(name)) throw new Error(`not a setting name: ${name}`);
      return `set local ${name} = ${literal(value)}`;
    })
    .join("; ");
}

/** PostgreSQL: BEGIN and the settings go as one simple query; COMMIT or ROLLBACK end it. */
export function postgresTransactionWith(pool: pg.Pool): TransactionWith {
  return async (settings, work) => {
    const client = await pool.connect();
    // A connection whose ROLLBACK failed is in no known state: it is closed, not pooled again.
    let broken: Error | undefined;
    try {
      // Inside the try: had BEGIN passed and a setting failed, the connection would go back to
      // the pool in an aborted transaction without the ROLLBACK below.
      await client.query(Object.keys(settings).length ? `begin; ${setLocalStatements(settings)}` : "begin");
      const session = new NodePgSession(client, dialect, relations, {});
      const result = await work(new NodePgTransaction(dialect, session, relations) as unknown as Db);
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback").catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/** PGlite on its thread: the settings ride in the message that begins the transaction. */
export function pgliteThreadTransactionWith(thread: PgliteThread): TransactionWith {
  return (settings, work) =>
    thread.transaction(
      (client) => work(pgliteTransaction(client)),
      Object.keys(settings).length ? setLocalStatements(settings) : undefined,
    );
}

/** PGlite on this thread (the tests' in-memory databases): the settings are one statement more. */
export function pgliteTransactionWith(pglite: PGlite): TransactionWith {
  return (settings, work) =>
    pglite.transaction(async (client) => {
      if (Object.keys(settings).length) await client.exec(setLocalStatements(settings));
      return work(pgliteTransaction(client));
    });
}

function pgliteTransaction(client: Transaction): Db {
  const session = new PgliteSession(client, dialect, relations, {});
  return new PgliteTransaction(dialect, session, relations) as unknown as Db;
}
