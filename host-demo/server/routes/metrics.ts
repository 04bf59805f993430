import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import crypto from "node:crypto";
import type { AppOptions } from "../options.js";
import { HttpError } from "../lib/http/http.js";
import { metricsSchema } from "../schemas/settings.js";

/** Compared as digests, so neither the time taken nor a length tells a guesser how close they came. */
const digest = (text: string) => crypto.createHash("sha256").update(text).digest();

/**
 * The process's Prometheus figures (plugins/metrics.ts), for a scraper holding METRICS_TOKEN as a
 * bearer. Without a token configured the route is as absent as an unknown one: figures about
 * traffic and load are not for anyone who can reach the server.
 */
const metrics: FastifyPluginAsyncTypebox<AppOptions> = async (app, options) => {
  const expected = options.metricsToken ? digest(options.metricsToken) : null;
  app.get(
    "/metrics",
    { schema: metricsSchema, config: { pressureHandler: () => undefined } },
    async (request, reply) => {
      if (!expected) return reply.callNotFound();
      const [scheme, token] = (request.headers.authorization ?? "").split(" ");
      if (scheme !== "Bearer" || !token || !crypto.timingSafeEqual(digest(token), expected)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        throw new HttpError(401, "The metrics need the METRICS_TOKEN as a bearer token");
      }
      return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
    },
  );
};
export default metrics;
