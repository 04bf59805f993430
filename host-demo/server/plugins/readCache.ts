import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { CHANGES_CHANNEL, openCacheChannel, type CacheChannel } from "./cacheChannel.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Answers of the hot lists (product pages, dashboard, orders), until the next write. */
    readCache: ReadCache;
    /**
     * Drops this process's cached answers and tells the other processes (PostgreSQL) to drop
     * theirs. Every write request does this as it answers; a streamed bulk write does it after
     * each batch too, since its rows change after the answer has started.
     */
    announceWrite(): Promise<void>;
    /**
     * Whether `announceWrite` reaches the other processes (PostgreSQL, read cache on). It then
     * wakes their change feeds too (routes/events.ts), in the same statement.
     */
    writesAnnounced: boolean;
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
 * the only process on its data folder (lock.ts), so that is every write. On PostgreSQL other
 * processes write too: they announce it (LISTEN/NOTIFY, cacheChannel.ts), and before a stored
 * answer is served, `beforeHit` makes sure every announcement made so far has been heard. While
 * that channel is down the cache is suspended: every answer is computed.
 */
export class ReadCache {
  private version = 0;
  private suspended = false;
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, { version: number; promise: Promise<unknown> }>();

  constructor(
    private readonly options: {
      enabled: boolean;
      maxEntries: number;
      ttlMs: number | null;
      beforeHit?: () => Promise<void>;
    },
  ) {}

  invalidate(): void {
    this.version++;
    this.entries.clear();
    this.pending.clear();
  }

  /** No caching while other processes' writes cannot be heard (the channel is down). */
  suspend(suspended: boolean): void {
    this.suspended = suspended;
    this.invalidate();
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.options.enabled || this.suspended) return compute();
    if (this.options.beforeHit && this.entries.has(key)) {
      try {
        await this.options.beforeHit();
      } catch {
        return compute();
      }
      if (this.suspended) return compute();
    }
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
  /** PostgreSQL: other processes may write; their writes are heard through LISTEN/NOTIFY. */
  databaseUrl?: string;
  /**
   * How soon a lost notification channel is first tried again (tests shorten it); later tries
   * wait twice as long each time, up to CHANNEL_MAX_RETRY_MS.
   */
  channelRetryMs?: number;
}

export default fp(
  async function readCache(app: FastifyInstance, options: ReadCacheOptions) {
    let channel: CacheChannel | null = null;
    const cache = new ReadCache({
      enabled: options.enabled,
      maxEntries: 500,
      ttlMs: null,
      beforeHit: options.databaseUrl ? () => channel?.sync() ?? Promise.reject(new Error("no channel")) : undefined,
    });
    app.decorate("readCache", cache);
    if (options.enabled && options.databaseUrl) {
      cache.suspend(true);
      let listening = false;
      channel = await openCacheChannel(
        options.databaseUrl,
        // The change feeds' announcement rides along: a statement of its own after every write
        // took a write 0.3 ms more (bench/journal.ts).
        (name, payload) =>
          app.database.db.execute(sql`select pg_notify(${name}, ${payload}), pg_notify(${CHANGES_CHANNEL}, '')`),
        {
          onWrite: () => cache.invalidate(),
          onHealth: (healthy) => {
            cache.suspend(!healthy);
            // Said once per change: while the database is away every failed try reports false again.
            if (healthy === listening) return;
            listening = healthy;
            if (!healthy) app.log.warn("read cache suspended: the PostgreSQL notification channel is lost");
            else app.log.info("read cache on: listening to the other processes' writes");
          },
          onError: (error) => app.log.warn({ err: error }, "read cache notification channel failed"),
        },
        options.channelRetryMs,
      );
      app.addHook("onClose", () => channel?.close());
    }
    // onSend runs after the handler's transaction committed and before the client hears back,
    // so a client that reads after its own write never meets the older answer, here or (once
    // the announcement is queued in PostgreSQL) in another process.
    app.decorate("announceWrite", async () => {
      cache.invalidate();
      if (channel) {
        await channel.publish().catch((error: unknown) => {
          // Not heard elsewhere: the other processes' caches could keep an older answer. Say so loudly.
          app.log.error({ err: error }, "could not announce a write to the other server processes");
        });
      }
    });
    app.decorate("writesAnnounced", channel !== null);
    app.addHook("onSend", async (request) => {
      if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS") {
        await app.announceWrite();
      }
    });
  },
  { name: "read-cache", dependencies: ["database"] },
);
