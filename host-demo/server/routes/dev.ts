import type { FastifyPluginAsync } from "fastify";
import type { AppOptions } from "../app.js";
import { ok } from "../lib/http.js";
import { email } from "../schemas/common.js";

/** Development helpers; not registered at all in production. */
const dev: FastifyPluginAsync<AppOptions> = async (app, options) => {
  if (options.production) return;
  app.get<{ Querystring: { email: string } }>(
    "/dev/mailbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Mail the reference host would have sent to this address (not in production)",
        querystring: { type: "object", required: ["email"], additionalProperties: false, properties: { email } },
      },
    },
    async (request) => ok(app.mailbox.for(request.query.email), "Mailbox"),
  );
};
export default dev;
