import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { ok } from "../lib/http.js";
import { mailboxSchema } from "../schemas/settings.js";

/** Development helpers; not registered at all in production. */
const dev: FastifyPluginAsyncTypebox<AppOptions> = async (app, options) => {
  if (options.production) return;
  app.get("/dev/mailbox", { schema: mailboxSchema }, async (request) =>
    ok(app.mailbox.for(request.query.email), "Mailbox"),
  );
};
export default dev;
