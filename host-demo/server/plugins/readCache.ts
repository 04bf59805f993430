import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Answers of the hot lists (product pages, dashboard, orders), until the next write. */
    readCache: ReadCache;
  }
}

interface Entry {
  version: number;
  storedAt: number;
  value: unknown;
}

/**
 * A small in-process cache for read answers that are expensive and read far more often than
 * written. Any write through the API (a POST, PUT or DELETE, whatever its outcome) drops every
 * entry, so an answer is never older than the last write this process saw. A PGlite server is
 * the only process on its data folder (lock.ts), so that is every write; on PostgreSQL other
 * processes may write too, so entries also expire after `ttlMs`.
 */
export class ReadCache {
  private version = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, { version: number; promise: Promise<unknown> }>();

  constructor(private readonly options: { enabled: boolean; maxEntries: number; ttlMs: number | null }) {}

  invalidate(): void {
    this.version++;
    this.entries.clear();
    this.pending.clear();
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.options.enabled) return compute();
    const hit = this.entries.get(key);
    const fresh =
      hit &&
      hit.version === this.version &&
      (this.options.ttlMs === null || Date.now() - hit.storedAt < this.options.ttlMs);
    if (fresh) {
      // Most recently used goes last; the first entry is the one evicted.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    // Concurrent misses of one key share one computation.
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.version === this.version) return inFlight.promise as Promise<T>;
    const version = this.version;
    const promise = compute();
    this.pending.set(key, { version, promise });
    try {
      const value = await promise;
      // A write that finished while this was computed makes the answer unsafe to keep.
      if (version === this.version) {
        this.entries.set(key, { version, storedAt: Date.now(), value });
        if (this.entries.size > this.options.maxEntries) {
          this.entries.delete(this.entries.keys().next().value!);
        }
      }
      return value;
    } finally {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    }
  }
}

export interface ReadCacheOptions {
  /** READ_CACHE=off turns it off (to measure the database alone). */
  enabled: boolean;
  /** Entries expire after this long; null keeps them until the next write (single process). */
  ttlMs: number | null;
}

export default fp(
  async function readCache(app: FastifyInstance, options: ReadCacheOptions) {
    app.decorate("readCache", new ReadCache({ ...options, maxEntries: 500 }));
    // onSend runs after the handler's transaction committed and before the client hears back,
    // so a client that reads after its own write never meets the older answer.
    app.addHook("onSend", async (request) => {
      if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS") {
        app.readCache.invalidate();
      }
    });
  },
  { name: "read-cache" },
);
