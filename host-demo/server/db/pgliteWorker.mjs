// @ts-check
// Plain JavaScript: Node 20 does not hand tsx's loader (`--import tsx`) on to worker threads, so
// a .ts worker would not load. The messages are typed in pgliteThread.ts.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * PGlite on its own thread (pgliteThread.ts): the server's thread parses HTTP, checks tokens and
 * writes JSON while this one runs SQL. Requests from the server's thread queue here, so PGlite is
 * never idle while work waits. PGlite's own locks keep the order: a statement outside a
 * transaction waits until the open transaction ends.
 */
if (!parentPort) throw new Error("pgliteWorker.mjs runs as a worker thread");
const port = parentPort;
/** @type {{ dataDir: string, typesKeptAsText: number[] }} */
const { dataDir, typesKeptAsText } = workerData;

/** @param {unknown} error */
function describe(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  // A database error's fields (code, constraint, detail…) do not survive postMessage on an Error.
  return { ...Object.fromEntries(Object.entries(error)), name: error.name, message: error.message };
}

/** @type {PGlite} */
let db;
try {
  db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: describe(error).message });
  process.exit(1);
}

// Dates and times are read as text, set once (keepTypesAsText in pgliteThread.ts says why).
await db.query("select 1"); // PGlite builds its array parsers on the first statement.
for (const type of typesKeptAsText) db.parsers[type] = (/** @type {string} */ value) => value;

/**
 * Open transactions by number (the server's thread numbers them): each is a PGlite transaction
 * held open until the server's thread ends it.
 * @type {Map<number, { tx: import("@electric-sql/pglite").Transaction, finish: (commit: boolean) => void, done: Promise<unknown> }>}
 */
const transactions = new Map();
/**
 * Transactions being begun: a statement of the same transaction that arrives meanwhile (several
 * sent at once) waits for it.
 * @type {Map<number, Promise<void>>}
 */
const beginning = new Map();

/**
 * @typedef {{ id: number, tx?: number, begin?: { setup?: string } } & (
 *   { op: "query", text: string, params: unknown[], rowMode: "array" | "object", textTypes: number[] } |
 *   { op: "exec", text: string } |
 *   { op: "end", commit: boolean } |
 *   { op: "close" }
 * )} Request
 */

/**
 * Begins transaction `number` (BEGIN, then `setup`), holding it open until "end" comes.
 * @param {number} number
 * @param {string | undefined} setup
 */
async function begin(number, setup) {
  /** @type {(started: void) => void} */
  let started = () => {};
  const begun = new Promise((resolve) => (started = resolve));
  const done = db.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        transactions.set(number, {
          tx,
          done,
          finish: (commit) => (commit ? resolve(undefined) : reject(new Error("rolled back"))),
        });
        started();
      }),
  );
  // A transaction that could not begin answers with its error.
  await Promise.race([begun, done]);
  const open = transactions.get(number);
  if (setup && open) {
    try {
      await open.tx.exec(setup);
    } catch (error) {
      transactions.delete(number);
      open.finish(false);
      await done.catch(() => {});
      throw error;
    }
  }
}

/** @param {Request} request */
async function run(request) {
  if (request.tx !== undefined && request.begin) {
    // Registered before the first await, so the transaction's next message finds it.
    const opening = begin(request.tx, request.begin.setup);
    beginning.set(request.tx, opening);
    try {
      await opening;
    } finally {
      beginning.delete(request.tx);
    }
  } else if (request.tx !== undefined) {
    await beginning.get(request.tx);
  }
  const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
  // A rollback of a transaction that could not begin has nothing to do (its error was answered).
  if (request.op === "end" && !request.commit && !target) return null;
  if (!target) throw new Error(`no open transaction ${request.tx}`);
  switch (request.op) {
    case "query":
      if (request.textTypes.some((type) => !typesKeptAsText.includes(type)))
        throw new Error(`only these types can be kept as text on the PGlite thread: ${typesKeptAsText.join(", ")}`);
      return target.query(request.text, request.params, { rowMode: request.rowMode });
    case "exec":
      return target.exec(request.text);
    case "end": {
      const open = transactions.get(/** @type {number} */ (request.tx));
      if (!open) throw new Error(`no open transaction ${request.tx}`);
      transactions.delete(/** @type {number} */ (request.tx));
      open.finish(request.commit);
      // A commit's error (a deferred constraint) is the caller's; a rollback's is expected.
      if (request.commit) await open.done;
      else await open.done.catch(() => {});
      return null;
    }
    case "close":
      await db.close();
      return null;
  }
}

port.on("message", (/** @type {Request} */ request) => {
  run(request).then(
    (result) => port.postMessage({ id: request.id, result }),
    (error) => port.postMessage({ id: request.id, error: describe(error) }),
  );
});
