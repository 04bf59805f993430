import { setTimeout } from "node:timers/promises";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import type { AppOptions } from "../../options.js";
import { normaliseEmail } from "../../lib/accounts/accounts.js";
import { notFound, ok } from "../../lib/http/http.js";
import { verifyPassword } from "../../lib/accounts/password.js";
import { attemptRules, emailDelayMs } from "../../plugins/rateLimit.js";
import { findAccount, signInAccount } from "../../repositories/accounts.js";
import { currentUserSchema, signInSchema } from "../../schemas/users.js";

/** Sign-in (one live session per user) and the signed-in user. */
const session: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  const logAttempt = (request: FastifyRequest, email: string, outcome: string) =>
    request.log.info({ event: "sign-in", email, outcome, ip: request.ip }, "sign-in attempt");

  app.post("/auth/signin", { schema: signInSchema }, async (request, reply) => {
    const email = normaliseEmail(request.body.email);
    // Counted before the password is checked (refunded when it is right): parallel guesses cannot
    // all slip under the limit. A stranger's failures for this email from elsewhere only slow
    // its checks down, so the operator at their own address is never locked out by them.
    const attempt = await app.attempts.take(attemptRules.signIn(email, request.ip));
    const delayMs = emailDelayMs(await app.attempts.failures(attemptRules.signInEmail(email).key));
    if (delayMs > 0) await setTimeout(delayMs);
    const user = await signInAccount(db, email);
    const valid = await verifyPassword(request.body.password, user?.hash ?? null);
    if (!user || !valid || user.role === "SALEPERSON") {
      await app.attempts.record(attemptRules.signInEmail(email));
      logAttempt(request, email, "wrong credentials");
      return reply.status(401).send({ success: false, message: "Invalid email or password", body: null });
    }
    await attempt.refund();
    if (user.status !== "ACTIVE") {
      logAttempt(request, email, `refused: account ${user.status}`);
      return reply.status(401).send({
        success: false,
        message: `Your account is ${user.status.toLowerCase()}. Contact an administrator.`,
        body: null,
      });
    }
    const accessToken = await app.tokens.issue(user.id, user.role);
    logAttempt(request, email, `success as ${user.role}`);
    return {
      success: true,
      message: "Login successful",
      accessToken,
      body: { id: user.id, email, full_name: user.full_name, image_url: user.image_url, user_type: user.role },
    };
  });

  app.get(
    "/user",
    { schema: currentUserSchema, preHandler: app.requireRole(["USER", "ADMIN", "SUPER_ADMIN"]) },
    async (request) => {
      const user = await findAccount(db, request.auth!.userId);
      if (!user) throw notFound("User");
      return ok(user, "Current user");
    },
  );
};
export default session;
