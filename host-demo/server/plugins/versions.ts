import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { etagOf } from "../lib/records/versions.js";

/**
 * Answers the ETag of every answer that carries one record with its version (lib/records/versions.ts):
 * a read of one record, what an update or a create answers, and a 412's current record. The
 * client sends it back as If-Match with its next update of that record.
 */
export default fp(
  async function versions(app: FastifyInstance) {
    app.addHook("preSerialization", async (_request, reply, payload: unknown) => {
      if (reply.statusCode >= 300 && reply.statusCode !== 412) return payload;
      const record = (payload as { body?: unknown } | null)?.body;
      if (record === null || typeof record !== "object" || Array.isArray(record)) return payload;
      const { version } = record as { version?: unknown };
      if (Number.isInteger(version)) reply.header("etag", etagOf(version as number));
      return payload;
    });
  },
  { name: "versions" },
);
