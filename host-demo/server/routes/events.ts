import { PassThrough } from "node:stream";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { CHANGES_CHANNEL, openCacheChannel, type CacheChannel } from "../plugins/cacheChannel.js";
import { ChangeFeed, type ChangeEvent } from "../lib/journal/changeFeed.js";
import { announceChange } from "../repositories/events.js";
import { eventsSchema } from "../schemas/events.js";

/** A comment this often keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;

const frame = (event: string, id: number, data: unknown) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /events: the change journal as server-sent events (issue 33, changes reach open screens).
 * Every process keeps one ChangeFeed (lib/journal/changeFeed.ts) that its streams share; it wakes after
 * this process's journaled writes, and on PostgreSQL after any process's (LISTEN shop_changes,
 * opened with the first stream). Streams end when the server closes.
 *
 * On PostgreSQL every write, once committed, is announced on shop_changes: with the read cache's
 * own announcement, in the same statement (plugins/readCache.ts), or, with the read cache off,
 * here after each journaled write. Not from inside the write's transaction (migration 016 did so
 * with a trigger): at commit a notification took the write 0.2 ms more. A process that stops
 * between the commit and the announcement leaves that write to be read with the next one heard.
 */
const eventsRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app, options) => {
  const feed = new ChangeFeed(app.database.db, (error) => app.log.warn({ err: error }, "change feed read failed"));
  const databaseUrl = app.database.kind === "postgres" ? (options.databaseUrl ?? options.database?.url) : undefined;
  const announce = () =>
    announceChange(app.database.db).catch((error: unknown) => {
      app.log.warn({ err: error }, "change events: could not announce a write to the other processes");
    });
  const stopWaking = app.journal.onCommit(() => {
    feed.wake();
    if (databaseUrl && !app.writesAnnounced) void announce();
  });
  let listening: Promise<CacheChannel> | null = null;
  const open = new Set<PassThrough>();

  function listen() {
    if (!databaseUrl || listening) return;
    listening = openCacheChannel(
      databaseUrl,
      async () => {},
      {
        // Also on every (re)connection: what committed while nobody listened is read then.
        onWrite: () => feed.wake(),
        onHealth: () => {},
        onError: (error) => app.log.warn({ err: error }, "change events channel failed"),
      },
      undefined,
      undefined,
      { channel: CHANGES_CHANNEL, applicationName: "shop-events-listener" },
    );
    listening.catch((error: unknown) => {
      app.log.warn({ err: error }, "change events: cannot listen to the other processes");
      listening = null;
    });
  }

  // Before the server waits for its connections to end: the streams would keep it open for ever.
  app.addHook("preClose", async () => {
    feed.close();
    for (const stream of open) stream.end();
  });
  app.addHook("onClose", async () => {
    stopWaking();
    const channel = await listening?.catch(() => null);
    await channel?.close();
  });

  app.get("/events", { schema: eventsSchema, preHandler: app.backOffice }, async (request, reply) => {
    const header = request.headers["last-event-id"];
    const resumeFrom = typeof header === "string" && header ? Number(header) : (request.query.lastEventId ?? null);
    const superAdmin = request.auth!.role === "SUPER_ADMIN";
    const visible = (event: ChangeEvent) => superAdmin || event.entity !== "admin";
    listen();

    const stream = new PassThrough();
    open.add(stream);
    app.metrics.changeStreamClients.inc();
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let stopFeed = () => {};
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      open.delete(stream);
      app.metrics.changeStreamClients.dec();
      clearInterval(heartbeat);
      stopFeed();
      stream.end();
    };
    reply.raw.on("close", end);
    stream.on("close", end);

    // Reconnect after 2 s when the connection drops; a first line so the client knows it is open.
    stream.write("retry: 2000\n: open\n\n");
    stopFeed = await feed.open(
      {
        send: ({ id, ...notice }) => {
          if (!ended) stream.write(frame("change", id, notice));
        },
        reset: () => {
          if (!ended) stream.write(frame("reset", feed.cursor, {}));
        },
      },
      resumeFrom,
      visible,
    );
    if (ended) stopFeed();
    else {
      // Where this stream starts: a reconnect from here misses nothing.
      if (resumeFrom === null) stream.write(frame("ready", feed.cursor, {}));
      heartbeat = setInterval(() => stream.write(": keep-alive\n\n"), HEARTBEAT_MS);
      heartbeat.unref();
    }

    return reply
      .type("text/event-stream; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-accel-buffering", "no")
      .send(stream);
  });
};
export default eventsRoutes;
