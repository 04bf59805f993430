import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { ok } from "../lib/http/http.js";
import { healthSchema, readySchema } from "../schemas/settings.js";

/** How long one readiness answer stands: a load balancer asking every second costs one query a second. */
const READY_ANSWER_MS = 500;

/**
 * Liveness and readiness, as a load balancer or an orchestrator reads them. `/health` says the
 * process answers (it never touches the database, so a database outage does not get the process
 * restarted); `/ready` says it can serve: the database answers, its migrations applied (the app is
 * built only after they ran), and the process is not shutting down. Neither sheds load: a busy
 * process is alive, and its readiness is what its database says.
 */
const health: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const noLoadShedding = { pressureHandler: () => undefined };
  app.get("/health", { schema: healthSchema, config: noLoadShedding }, async () => ok(null, "OK"));

  let lastCheck: { at: number; answer: Promise<void> } | null = null;
  const databaseAnswers = () => {
    const now = Date.now();
    if (!lastCheck || now - lastCheck.at > READY_ANSWER_MS) {
      const answer = app.database.db.execute("select 1").then(() => undefined);
      // A failed check is not kept: the next probe asks again.
      answer.catch(() => (lastCheck = null));
      lastCheck = { at: now, answer };
    }
    return lastCheck.answer;
  };

  app.get("/ready", { schema: readySchema, config: noLoadShedding }, async (_request, reply) => {
    if (app.lifecycle.draining)
      return reply.code(503).header("retry-after", "1").send({ success: false, message: "Shutting down", body: null });
    const refusal = app.database.availability?.refusal();
    if (refusal) throw refusal;
    await databaseAnswers();
    return ok(null, "Ready");
  });
};
export default health;
