import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyRequest } from "fastify";
import type { Database, Db } from "../../db/client.js";
import { plannedRead, type PreparedRead } from "../../db/preparedRead.js";

/**
 * The change journal (issue 33). The rows themselves are written by the database: triggers on
 * every journaled table (migrations 014 and 017) append who, when, which record, the action and the
 * changed fields' before and after values, in the writing statement's own transaction. What the
 * server adds is the actor: a journaled write runs in one transaction that starts by naming the
 * signed-in admin (`journal.actor`, local to that transaction), and the routes' queries go into
 * that transaction without passing it around, through `Journal.db`.
 */

/** Who made a change, as the journal keeps it. */
export interface JournalActor {
  id: number;
  name: string;
}

/** The signed-in admin of a request that passed the back-office check. */
export function actorOf(request: FastifyRequest): JournalActor {
  const auth = request.auth;
  if (!auth) throw new Error("a journaled write needs a signed-in admin (no request.auth)");
  return { id: auth.userId, name: auth.name };
}

interface OpenWrite {
  tx: Db;
  /** False once the transaction ended: a query started later (a stray promise) goes to the pool. */
  open: boolean;
}

export class Journal {
  readonly #current = new AsyncLocalStorage<OpenWrite>();
  readonly #committed = new Set<() => void>();

  /**
   * The database as the routes hold it: inside a journaled write, that write's transaction
   * (`db.transaction` there opens a savepoint); anywhere else, the database itself. Routes keep
   * `const db = app.database.db` and stay unaware of the journal.
   */
  readonly db: Db;

  constructor(private readonly database: Pick<Database, "db" | "transactionWith">) {
    const current = this.#current;
    this.db = new Proxy(database.db, {
      get(target, property) {
        const write = current.getStore();
        const source = write?.open ? write.tx : target;
        const value: unknown = Reflect.get(source, property, source);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(source) : value;
      },
    });
  }

  /**
   * A prepared read (db/preparedRead.ts) that, inside a journaled write, reads through the write's
   * transaction instead: it sees the write's rows, and on PGlite a statement outside the open
   * transaction would wait for it to end (the write would wait for itself).
   */
  reads(preparedRead: PreparedRead): PreparedRead {
    const inWrite = plannedRead(this.db);
    return (query) => (this.inWrite ? inWrite(query) : preparedRead(query));
  }

  /** Whether this code runs inside a journaled write's transaction. */
  get inWrite(): boolean {
    return this.#current.getStore()?.open === true;
  }

  /**
   * Runs `work` in one transaction whose writes the journal records as the actor's; its rows
   * commit or roll back with the write. Inside a journaled write already, `work` joins it.
   */
  async write<T>(actor: JournalActor, work: () => Promise<T>): Promise<T> {
    if (this.inWrite) return work();
    // The actor is named as the transaction begins, not by a statement of its own (transactionWith.ts).
    const result = await this.database.transactionWith({ "journal.actor": JSON.stringify(actor) }, async (tx) => {
      const write: OpenWrite = { tx, open: true };
      try {
        return await this.#current.run(write, work);
      } finally {
        write.open = false;
      }
    });
    for (const listener of this.#committed) listener();
    return result;
  }

  /**
   * Calls `listener` after each journaled write of this process commits (the change feed reads the
   * new rows then: lib/journal/changeFeed.ts). Returns the function that stops it.
   */
  onCommit(listener: () => void): () => void {
    this.#committed.add(listener);
    return () => this.#committed.delete(listener);
  }
}
