import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Socket } from "node:net";
import type { ServerLimits } from "../config.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Set once the app starts closing (SIGTERM): readiness then answers 503. */
    lifecycle: { draining: boolean };
  }
}

export interface LifecycleOptions {
  limits?: ServerLimits;
  /** Behind a trusted proxy every client arrives on the proxy's connections: no per-address cap. */
  behindProxy: boolean;
}

/** Seconds a client is asked to wait when the process sheds load (Retry-After). */
const OVERLOAD_RETRY_AFTER_S = 5;
/** Load is not shed in the first seconds after the start (see below). */
const SETTLE_AFTER_START_MS = 3000;
/** The error code of a request refused for load; plugins/envelope.ts answers it. */
export const OVERLOADED = "SHOP_OVERLOADED";

/**
 * What lets a load balancer move traffic away in time: the draining flag (readiness turns 503 as
 * the app starts closing, and every answer closes its connection so keep-alive clients reconnect
 * elsewhere), a cap on connections from one address (slow-body connections from one client cannot
 * take every file descriptor), and load shedding (503 with Retry-After past an event-loop delay or
 * heap limit, rather than queueing without bound).
 */
export default fp(
  async function lifecycle(app: FastifyInstance, options: LifecycleOptions) {
    const state = { draining: false };
    app.decorate("lifecycle", state);
    // A server's close() ends the connections idle at that moment; a keep-alive connection whose
    // request finishes later would stay open until its keep-alive timeout and hold the exit.
    let reaper: ReturnType<typeof setInterval> | undefined;
    app.addHook("preClose", async () => {
      state.draining = true;
      reaper = setInterval(() => app.server.closeIdleConnections(), 100);
      reaper.unref();
    });
    app.addHook("onClose", async () => clearInterval(reaper));
    app.addHook("onSend", async (request, reply) => {
      reply.header("x-request-id", request.id);
      if (state.draining) reply.header("connection", "close");
    });

    const limits = options.limits;
    if (!limits) return;
    if (limits.maxConnections > 0) app.server.maxConnections = limits.maxConnections;
    if (limits.headersTimeoutSeconds > 0) app.server.headersTimeout = limits.headersTimeoutSeconds * 1000;
    if (limits.maxConnectionsPerAddress > 0 && !options.behindProxy)
      capConnectionsPerAddress(app, limits.maxConnectionsPerAddress);
    if (limits.requestTimeoutSeconds > 0) closeSlowBodies(app, limits.requestTimeoutSeconds * 1000);

    if (limits.maxEventLoopDelayMs > 0 || limits.maxHeapUsedMegabytes > 0) {
      // The first samples after the start measure the start's own synchronous work (migrations,
      // seed images), not load: no shedding until they have passed.
      let shedFrom = Infinity;
      app.addHook("onReady", async () => {
        shedFrom = Date.now() + SETTLE_AFTER_START_MS;
      });
      await app.register(underPressure, {
        maxEventLoopDelay: limits.maxEventLoopDelayMs,
        maxHeapUsedBytes: limits.maxHeapUsedMegabytes * 1024 * 1024,
        pressureHandler: (request, reply, type) => {
          if (Date.now() < shedFrom) return;
          request.log.warn({ type }, "overloaded: answering 503");
          reply.header("retry-after", String(OVERLOAD_RETRY_AFTER_S));
          // Worded by the envelope's error handler, like every other refusal.
          return Promise.reject(Object.assign(new Error("overloaded"), { code: OVERLOADED, statusCode: 503 }));
        },
      });
    }
  },
  { name: "lifecycle" },
);

/** Drops a new connection from an address that already holds `cap` open ones. */
function capConnectionsPerAddress(app: FastifyInstance, cap: number) {
  const open = new Map<string, number>();
  app.server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/**
 * Closes a connection whose request body has not fully arrived `deadlineMs` after its headers.
 * Node's own requestTimeout stops watching a request once its headers are in, so a client that
 * sends its body a byte at a time would hold the connection for ever.
 */
function closeSlowBodies(app: FastifyInstance, deadlineMs: number) {
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete) return done();
    const timer = setTimeout(() => {
      // Complete once every byte of the request is parsed, read or not (a GET or a change stream is).
      if (raw.complete || raw.socket.destroyed) return;
      request.log.warn({ deadlineMs }, "request body not received in time: connection closed");
      // No answer has begun while its request is still arriving, so the 408 goes out alone.
      if (reply.raw.headersSent) raw.socket.destroy();
      else raw.socket.end("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n");
    }, deadlineMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once("end", stop);
    raw.once("close", stop);
    reply.raw.once("finish", stop);
    done();
  });
}
