import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import pg from "pg";

/**
 * Runs a read statement planned once per connection and then only executed. On PGlite at
 * 100,000 rows planning a product page costs 3–15 ms (the planner asks each table and index for
 * its size through the WebAssembly file system) while executing it costs about 2 ms, so the hot
 * list statements are prepared. Rows come back as the database sends them, dates and timestamps
 * as text (as Drizzle's own reads answer them): cast numerics in the SQL.
 */
export type PreparedRead = <Row>(query: SQL) => Promise<Row[]>;

/**
 * The same read, planned for its values each time: for a text search, whose best plan depends
 * on the text ("%a%" and "%müller%" want different scans), a generic plan would be wrong.
 */
export const plannedRead =
  (db: { execute(query: SQL): Promise<unknown> }): PreparedRead =>
  async <Row>(query: SQL) =>
    ((await db.execute(query)) as { rows: Row[] }).rows;

const dialect = new PgDialect();
/** Dates, timestamps and intervals stay text, as Drizzle reads them. */
const TEXT_TYPE_IDS = [1082, 1114, 1184, 1186];

function render(query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // One name per statement text: the same text with other values reuses its plan.
  const name = `read_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
  return { name, text, params };
}

/** A value written into EXECUTE's argument list (PGlite's EXECUTE takes no bound parameters). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) {
    if (!value.every((item) => Number.isInteger(item))) throw new Error("only arrays of integers are supported");
    return pg.escapeLiteral(`{${value.join(",")}}`);
  }
  return pg.escapeLiteral(String(value));
}

/**
 * PGlite on this thread, or on its own (pgliteThread.ts); either keeps dates and times as text
 * (keepTypesAsText). EXECUTE goes as a simple query, one protocol message instead of five: ~0.05 ms
 * less a statement.
 */
export function pglitePreparedRead(client: Pick<PGlite, "exec">): PreparedRead {
  const preparing = new Map<string, Promise<unknown>>();
  return async <Row>(query: SQL) => {
    const { name, text, params } = render(query);
    let prepared = preparing.get(name);
    if (!prepared) {
      prepared = client.exec(`prepare ${name} as ${text}`);
      preparing.set(name, prepared);
      // A statement that failed to prepare is tried again next time (and its error is seen now).
      prepared.catch(() => preparing.delete(name));
    }
    await prepared;
    const args = params.length ? `(${params.map(literal).join(", ")})` : "";
    const [result] = await client.exec(`execute ${name}${args}`);
    return result.rows as Row[];
  };
}

export function postgresPreparedRead(pool: pg.Pool): PreparedRead {
  // node-postgres prepares a named statement once on each pooled connection.
  const textParser = (value: string) => value;
  const typeParsers = {
    getTypeParser: ((id: number, format?: "text" | "binary") =>
      TEXT_TYPE_IDS.includes(id) ? textParser : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
  };
  return async <Row>(query: SQL) => {
    const { name, text, params } = render(query);
    const result = await pool.query({ name, text, values: params, types: typeParsers });
    return result.rows as Row[];
  };
}
