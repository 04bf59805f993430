import { Worker } from "node:worker_threads";
import type { PGlite, Results, Transaction } from "@electric-sql/pglite";

/**
 * PGlite on a worker thread (pgliteWorker.mjs), with the part of PGlite's interface that Drizzle's
 * PGlite driver and preparedRead.ts use: query, exec and transaction. The server's thread then
 * parses HTTP, checks tokens and writes JSON while the worker runs SQL, so with several requests
 * in flight the two overlap (one thread did both, one after the other).
 */
export interface PgliteThreadOptions {
  dataDir: string;
}

/**
 * Dates, times and their arrays are read as text (timestamp, timestamptz, interval, date,
 * numeric[], timestamp[], timestamptz[], interval[], date[]), as Drizzle asks with every statement
 * and the prepared reads expect. Set once on the PGlite instance, on its thread or on this one:
 * PGlite copies its whole table of parsers for every statement that brings its own, which cost a
 * sixth of the database thread's time.
 */
export const TYPES_KEPT_AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

/** Sets those parsers on a PGlite instance (after its first statement, which builds the array parsers). */
export async function keepTypesAsText(pglite: Pick<PGlite, "query" | "parsers">) {
  await pglite.query("select 1");
  for (const type of TYPES_KEPT_AS_TEXT) pglite.parsers[type] = (value: string) => value;
}

type Request =
  | { op: "query"; text: string; params: unknown[]; rowMode: "array" | "object"; textTypes: number[] }
  | { op: "exec"; text: string }
  | { op: "end"; commit: boolean }
  | { op: "close" };
/** Sent with a transaction's first statement: the worker begins it, then runs `setup`, then the statement. */
type Begin = { setup?: string };
type Answer = { id: number; result: unknown } | { id: number; error: Record<string, unknown> & { message: string } };

/** Options a query may carry. Only parsers that keep a type as text can cross to the worker. */
interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** The error as PGlite raised it on the worker: message, SQLSTATE code, constraint… */
function rebuild(described: Record<string, unknown> & { message: string }) {
  const error = new Error(described.message);
  Object.assign(error, described);
  return error;
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 0;
  #nextTransaction = 0;
  #failure: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on("message", (answer: Answer) => {
      const waiting = this.#waiting.get(answer.id);
      if (!waiting) return;
      this.#waiting.delete(answer.id);
      if ("error" in answer) waiting.reject(rebuild(answer.error));
      else waiting.resolve(answer.result);
    });
    // A worker that dies fails every statement still waiting and every later one.
    const fail = (error: Error) => {
      this.#failure = error;
      for (const waiting of this.#waiting.values()) waiting.reject(error);
      this.#waiting.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the PGlite thread stopped (exit code ${code})`)));
  }

  /** Starts PGlite on its thread and waits until it has opened its data folder. */
  static async start(options: PgliteThreadOptions): Promise<PgliteThread> {
    const worker = new Worker(new URL("./pgliteWorker.mjs", import.meta.url), {
      workerData: { ...options, typesKeptAsText: TYPES_KEPT_AS_TEXT },
    });
    await new Promise<void>((resolve, reject) => {
      worker.once("message", (message: { ready?: true; failed?: string }) =>
        message.ready ? resolve() : reject(new Error(message.failed)),
      );
      worker.once("error", reject);
    });
    return new PgliteThread(worker);
  }

  /** `begin`: the transaction `tx` begins on the worker with this request (see `transaction`). */
  #call<T>(request: Request, tx?: number, begin?: Begin): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = ++this.#nextId;
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id, tx, begin });
    });
  }

  #query<T>(tx: number | undefined, text: string, params: unknown[] = [], options: QueryOptions = {}, begin?: Begin) {
    return this.#call<Results<T>>(
      {
        op: "query",
        text,
        params,
        rowMode: options.rowMode ?? "object",
        textTypes: Object.keys(options.parsers ?? {}).map(Number),
      },
      tx,
      begin,
    );
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#call<Results[]>({ op: "exec", text });
  }

  /**
   * Drizzle's transactions: the worker holds a PGlite transaction open until the callback ends.
   * It begins with the callback's first statement, in that statement's message, and `setup` (SQL
   * without parameters: transactionWith.ts) runs right after BEGIN: a message of its own to begin
   * was one more crossing of threads on every write.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>, setup?: string): Promise<T> {
    const tx = ++this.#nextTransaction;
    let begun = false;
    const first = (): Begin | undefined => {
      if (begun) return undefined;
      begun = true;
      return { setup };
    };
    const inside = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        this.#query<R>(tx, text, params, options, first()),
      exec: (text: string) => this.#call<Results[]>({ op: "exec", text }, tx, first()),
    } as unknown as Transaction; // Drizzle's session calls query and exec only.
    let result: T;
    try {
      result = await callback(inside);
    } catch (error) {
      if (begun) await this.#call({ op: "end", commit: false }, tx);
      throw error;
    }
    if (begun) await this.#call({ op: "end", commit: true }, tx);
    return result;
  }

  async close() {
    await this.#call({ op: "close" });
    await this.#worker.terminate();
  }
}
