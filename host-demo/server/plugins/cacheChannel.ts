import crypto from "node:crypto";
import pg from "pg";
import { Backoff } from "../lib/database/backoff.js";

/** The PostgreSQL channel on which every server process announces its writes. */
export const CACHE_CHANNEL = "shop_read_cache";
/** The channel the change feeds listen on (routes/events.ts): a write committed somewhere. */
export const CHANGES_CHANNEL = "shop_changes";

/** What the read cache needs from the other processes: hear their writes, announce its own. */
export interface CacheChannel {
  /** Tells every other process that this one wrote (resolves once PostgreSQL has queued it). */
  publish(): Promise<void>;
  /**
   * Resolves after every write another process announced before this call has been heard: a
   * round trip on the listening connection, whose answer PostgreSQL sends after the pending
   * notifications. A cached answer is served only after this.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface ChannelEvents {
  /** Another process wrote. */
  onWrite(): void;
  /** The channel was lost (false) or is back (true); while lost, nothing may be cached. */
  onHealth(healthy: boolean): void;
  onError(error: unknown): void;
}

/** The listener's first try after a loss, and the longest wait between two tries. */
export const CHANNEL_FIRST_RETRY_MS = 250;
export const CHANNEL_MAX_RETRY_MS = 2000;

/**
 * LISTEN/NOTIFY on one PostgreSQL database: a dedicated connection listens, and after a loss
 * tries again `retryMs` later, doubling the wait after each failed try up to `maxRetryMs`
 * (Backoff); announcements go out with pg_notify through `notify` (the pool). Each process
 * tags its announcements with its own id and ignores them when they come back.
 */
export async function openCacheChannel(
  databaseUrl: string,
  notify: (channel: string, payload: string) => Promise<unknown>,
  events: ChannelEvents,
  retryMs = CHANNEL_FIRST_RETRY_MS,
  maxRetryMs = CHANNEL_MAX_RETRY_MS,
  // issue 33 live: the change feed listens the same way on its own channel (lib/journal/changeFeed.ts).
  names: { channel: string; applicationName: string } = {
    channel: CACHE_CHANNEL,
    applicationName: "shop-cache-listener",
  },
): Promise<CacheChannel> {
  const self = crypto.randomUUID();
  const backoff = new Backoff(retryMs, Math.max(retryMs, maxRetryMs));
  let client: pg.Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  /** The listening connection broke, or a try to open it failed: say so and try again later. */
  const lost = (error?: unknown) => {
    if (closed) return;
    if (error) events.onError(error);
    const dead = client;
    client = null;
    // Its listeners stay: they ignore a connection that is no longer the current one, and an
    // 'error' it still emits must find a listener (none would end the process).
    dead?.end().catch(() => {});
    events.onHealth(false);
    // One try pending at a time, whatever reported the loss (an 'error', an 'end', a failed try).
    if (retry === undefined) {
      retry = setTimeout(() => {
        retry = undefined;
        connect().catch(lost);
      }, backoff.next());
    }
  };

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: names.applicationName });
    next.on("notification", (message) => {
      if (message.channel === names.channel && message.payload !== self) events.onWrite();
    });
    next.on("error", (error) => {
      if (client === next) lost(error);
    });
    next.on("end", () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      await next.query(`listen ${names.channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      // Closed while this (re)connection was being opened: nothing else would end it.
      await next.end().catch(() => {});
      return;
    }
    client = next;
    backoff.reset();
    // Writes made while no one listened were not heard: start from nothing.
    events.onWrite();
    events.onHealth(true);
  }

  await connect();
  let pendingSync: Promise<void> | null = null;
  let lastSync: Promise<void> = Promise.resolve();
  return {
    publish: async () => {
      await notify(names.channel, self);
    },
    sync: () => {
      // One round trip at a time on the listening connection (node-postgres will refuse
      // overlapping queries); callers arriving before the next one is sent share it, since
      // it still starts after their arrival.
      if (pendingSync) return pendingSync;
      const roundTrip = lastSync
        .catch(() => {})
        .then(async () => {
          pendingSync = null;
          if (!client) throw new Error("The cache channel is down");
          await client.query("select 1");
        });
      pendingSync = roundTrip;
      lastSync = roundTrip;
      return roundTrip;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
