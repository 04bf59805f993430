import fs from "node:fs";
import path from "node:path";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { databaseRetryAfterSeconds, HttpError, isDatabaseUnavailable } from "../lib/http/http.js";
import { OVERLOADED } from "./lifecycle.js";

/**
 * Every failure leaves as `{ success: false, message, body: null }` with a 4xx code when the
 * client is at fault. A database that cannot be reached (stopped, restarting, a connection cut)
 * is a 503 `Database unavailable` with `Retry-After`: the client may try again, and the process
 * serves again once the database is back. Only a genuine server fault is a 500, and it never
 * carries a stack trace.
 */
function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? "request";
  const field =
    (first.params as { missingProperty?: string }).missingProperty ??
    first.instancePath.replace(/^\//, "").replace(/\//g, ".");
  const name = field ? `${where}.${field}` : where;
  return `Invalid ${name}: ${first.message ?? "is invalid"}`;
}

export interface EnvelopeOptions {
  /** Built host pages: a GET outside /api that matches no file answers their index.html. */
  spaRoot?: string;
}

export default fp(
  async function envelope(app: FastifyInstance, options: EnvelopeOptions) {
    const spaIndex = options.spaRoot ? path.join(options.spaRoot, "index.html") : undefined;
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (request.raw.aborted || request.raw.socket.destroyed) {
        // The client went away (or was cut off) mid-request: no one to answer, and not the
        // database's doing even though the socket's ECONNRESET says "connection".
        request.log.info({ err: error }, "the client went away before its request was read");
        return reply.status(400).send({ success: false, message: "Request aborted", body: null });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, "database unavailable");
        return reply
          .status(503)
          .header("retry-after", String(databaseRetryAfterSeconds(error)))
          .send({ success: false, message: "Database unavailable", body: null });
      }
      if (error.code === OVERLOADED) {
        // Load shed by plugins/lifecycle.ts, which set its Retry-After.
        return reply
          .status(503)
          .send({ success: false, message: "The server is busy; try again in a few seconds", body: null });
      }
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ success: false, message: error.message, body: error.body });
      }
      if (error.validation) {
        return reply.status(400).send({ success: false, message: describeValidation(error), body: null });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, body too large, bad content type, ...
        return reply.status(status).send({ success: false, message: error.message, body: null });
      }
      request.log.error({ err: error }, "unhandled error");
      return reply.status(500).send({ success: false, message: "Internal server error", body: null });
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split("?")[0];
      // The back-office's deep links: any page path outside /api answers the host's index.html.
      const isPage = request.method === "GET" && !pathname.startsWith("/api/") && !path.extname(pathname);
      if (spaIndex && isPage && fs.existsSync(spaIndex)) {
        return reply.type("text/html; charset=utf-8").send(fs.createReadStream(spaIndex));
      }
      return reply
        .status(404)
        .send({ success: false, message: `Route ${request.method} ${pathname} not found`, body: null });
    });
  },
  { name: "envelope" },
);
