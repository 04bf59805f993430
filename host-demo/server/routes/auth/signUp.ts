import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Static } from "@sinclair/typebox";
import type { FastifyReply } from "fastify";
import type { AppOptions } from "../../options.js";
import { normaliseEmail, passwordProblem } from "../../lib/accounts/accounts.js";
import { badRequest, conflict, ok, pgErrorCode } from "../../lib/http/http.js";
import { actorOf } from "../../lib/journal/journal.js";
import { hashPassword } from "../../lib/accounts/password.js";
import { attemptRules, tooManySignUps } from "../../plugins/rateLimit.js";
import { createAccount, userIdByEmail } from "../../repositories/accounts.js";
import { signUpSchema } from "../../schemas/users.js";

type SignUpBody = Static<typeof signUpSchema.body>;

/** New accounts: customers sign up themselves; only a SUPER_ADMIN creates an ADMIN. */
const signUp: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.post("/auth/signup", { schema: signUpSchema }, async (request, reply) => {
    const role = request.body.user_type ?? "USER";
    if (role === "ADMIN") await app.superAdmin.call(app, request, reply);
    // Public sign-ups are limited per client address: taken before the account is written, given
    // back when the sign-up is refused, so only accounts made count.
    const attempt = role === "ADMIN" ? null : await app.attempts.take(attemptRules.signUp(request.ip), tooManySignUps);
    try {
      // An admin made by a SUPER_ADMIN is a back-office write: the change journal records it.
      if (role === "ADMIN") return await app.journal.write(actorOf(request), () => register(request.body, role, reply));
      return await register(request.body, role, reply);
    } catch (error) {
      await attempt?.refund();
      throw error;
    }
  });

  async function register(body: SignUpBody, role: "USER" | "ADMIN", reply: FastifyReply) {
    if (!body.full_name.trim()) throw badRequest("full_name is required");
    const email = normaliseEmail(body.email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest("email must be a valid email address");
    if (body.password !== body.confirm_password) throw badRequest("Passwords do not match.");
    const weakPassword = passwordProblem(body.password, "password");
    if (weakPassword) throw badRequest(weakPassword);
    if ((await userIdByEmail(db, email)) !== undefined) throw conflict("A user with this email already exists");
    try {
      const created = await createAccount(db, {
        full_name: body.full_name.trim(),
        email,
        password_hash: await hashPassword(body.password),
        user_type: role,
        bussiness_type: role === "USER" ? (body.bussiness_type ?? "B2C") : null,
        dob: body.dob || null,
        vat_number: body.vat_number || null,
        contact_number: body.contact_number || null,
      });
      // Returned, not sent: a journaled write answers after its commit.
      reply.status(201);
      return ok(created, "User created successfully");
    } catch (error) {
      if (pgErrorCode(error) === "23505") throw conflict("A user with this email already exists");
      throw error;
    }
  }
};
export default signUp;
