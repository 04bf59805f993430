import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { AppOptions } from "../options.js";
import fp from "fastify-plugin";
import { actorOf } from "../lib/journal/journal.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * How the route's writes reach the change journal. Unset: the whole handler is one journaled
     * write. "per-batch": the route journals its own work (a streamed bulk call, one transaction
     * per batch: lib/http/bulk.ts). false: not journaled (uploads: files, not records).
     */
    journal?: "per-batch" | false;
  }
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Makes every back-office write one journaled transaction (lib/journal/journal.ts), once for all routes:
 * a POST, PUT, PATCH or DELETE behind the back-office or super-admin check runs its handler inside
 * `app.journal.write`, as the signed-in admin. The handler's answer leaves after the commit, so the
 * read caches' announcement (readCache.ts, onSend) still follows the write. A handler must return
 * its answer rather than call `reply.send` (which would answer before the commit).
 */
export default fp(
  async function journal(app: FastifyInstance, options: AppOptions) {
    // Off only to measure what the journal costs a write (bench/journal.ts): writes as before it.
    if (options.journal === false) return;
    app.addHook("onRoute", (route: RouteOptions) => {
      const methods = [route.method].flat();
      if (!methods.some((method) => WRITES.has(method))) return;
      if (route.config?.journal !== undefined) return;
      const checks = [route.preHandler ?? []].flat();
      if (!checks.some((check) => check === app.backOffice || check === app.superAdmin)) return;
      const handler = route.handler;
      route.handler = function journaled(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        return app.journal.write(actorOf(request), async () => handler.call(this, request, reply));
      };
    });
  },
  { name: "journal", dependencies: ["database", "auth"] },
);
