import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../../options.js";
import { passwordResets, users } from "../../db/schema/index.js";
import { checkNewPassword, normaliseEmail } from "../../lib/accounts/accounts.js";
import { badRequest, ok } from "../../lib/http/http.js";
import { hashCode, hashPassword, verifyPassword } from "../../lib/accounts/password.js";
import { attemptRules } from "../../plugins/rateLimit.js";
import { changePasswordSchema, otpSendSchema, otpVerifySchema, passwordUpdateSchema } from "../../schemas/users.js";

const OTP_LIFETIME_MS = 10 * 60 * 1000;
const OTP_MAX_TRIES = 5;
/** How long the reset grant answered by a verified code may be used. */
const RESET_GRANT_LIFETIME_MS = 10 * 60 * 1000;

const CODE_EXPIRED = "The code is invalid or has expired. Request a new one.";
const TOO_MANY_WRONG_CODES = "Too many wrong codes. Request a new one.";

/** Changing a password when signed in, and recovering it with a mailed code. */
const password: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  // Derived from the token secret, so a code sent through one process verifies on another and
  // survives a restart (pending codes still expire after ten minutes).
  const pepper = app.derivedKey("recovery-code-pepper");
  const db = app.database.db;

  app.post(
    "/auth/password/change",
    { schema: changePasswordSchema, preHandler: app.requireRole(["USER", "ADMIN", "SUPER_ADMIN"]) },
    async (request) => {
      const { currentPassword, newPassword, confirmNewPassword } = request.body;
      const userId = request.auth!.userId;
      // A stolen session must not become an oracle for the account's password.
      const attempt = await app.attempts.take(attemptRules.passwordChange(userId, request.ip));
      const [user] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId));
      if (!(await verifyPassword(currentPassword, user?.hash ?? null)))
        throw badRequest("Current password is incorrect");
      await attempt.refund();
      checkNewPassword(newPassword, confirmNewPassword);
      await db
        .update(users)
        .set({ password_hash: await hashPassword(newPassword) })
        .where(eq(users.id, userId));
      return ok(null, "Password changed successfully");
    },
  );

  app.post("/auth/otp/send", { schema: otpSendSchema }, async (request) => {
    const email = normaliseEmail(request.body.email);
    // Every ask counts (never refunded): sending is what an attacker would flood.
    await app.attempts.take(attemptRules.codeRequest(email, request.ip));
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (user) {
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
      const row = {
        email,
        code_hash: hashCode(code, pepper),
        expires_at: new Date(Date.now() + OTP_LIFETIME_MS).toISOString(),
        attempts: 0,
        verified_at: null,
        used_at: null,
        reset_token_hash: null,
        reset_expires_at: null,
      };
      await db.insert(passwordResets).values(row).onConflictDoUpdate({ target: passwordResets.email, set: row });
      app.mailer.send({
        to: email,
        subject: "Your password reset code",
        text: `Your code is ${code}. It is valid for 10 minutes.`,
      });
    }
    return ok(null, "If an account exists for this email, a code has been sent.");
  });

  app.post("/auth/otp/verify", { schema: otpVerifySchema }, async (request) => {
    const email = normaliseEmail(request.body.email);
    const attempt = await app.attempts.take(attemptRules.codeCheck(email, request.ip));
    // The try is counted on the code's row in the same statement that reads it: of 200 parallel
    // guesses, only the five that got tries 1–5 are compared with the code.
    const [reset] = await db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(
        and(
          eq(passwordResets.email, email),
          isNull(passwordResets.used_at),
          isNull(passwordResets.verified_at),
          sql`${passwordResets.expires_at} > now()`,
        ),
      )
      .returning({ attempts: passwordResets.attempts, code_hash: passwordResets.code_hash });
    if (!reset) throw badRequest(CODE_EXPIRED);
    if (reset.attempts > OTP_MAX_TRIES) throw badRequest(TOO_MANY_WRONG_CODES);
    const given = hashCode(request.body.otp.trim(), pepper);
    if (!crypto.timingSafeEqual(Buffer.from(given), Buffer.from(reset.code_hash))) {
      const left = OTP_MAX_TRIES - reset.attempts;
      throw badRequest(
        left > 0 ? `The code is wrong. ${left} tr${left === 1 ? "y" : "ies"} left.` : TOO_MANY_WRONG_CODES,
      );
    }
    await attempt.refund();
    // The grant binds the password update to whoever verified the code: knowing the email is
    // not enough. Only its hash is stored.
    const resetToken = crypto.randomBytes(32).toString("base64url");
    await db
      .update(passwordResets)
      .set({
        verified_at: new Date().toISOString(),
        reset_token_hash: hashCode(resetToken, pepper),
        reset_expires_at: new Date(Date.now() + RESET_GRANT_LIFETIME_MS).toISOString(),
      })
      .where(eq(passwordResets.email, email));
    return ok({ resetToken }, "Code verified");
  });

  app.post("/auth/password/update", { schema: passwordUpdateSchema }, async (request) => {
    const email = normaliseEmail(request.body.email);
    checkNewPassword(request.body.newPassword, request.body.confirmNewPassword);
    const hash = await hashPassword(request.body.newPassword);
    // Single use: the grant is claimed in the same statement that checks it.
    const claimed = await db
      .update(passwordResets)
      .set({ used_at: new Date().toISOString(), reset_token_hash: null })
      .where(
        and(
          eq(passwordResets.email, email),
          eq(passwordResets.reset_token_hash, hashCode(request.body.resetToken, pepper)),
          isNull(passwordResets.used_at),
          sql`${passwordResets.reset_expires_at} > now()`,
        ),
      )
      .returning({ email: passwordResets.email });
    if (claimed.length === 0) throw badRequest("Verify the code sent to your email first.");
    // A new password ends every live session of that user.
    await db.update(users).set({ password_hash: hash, session_id: null }).where(eq(users.email, email));
    return ok(null, "Password updated successfully");
  });
};
export default password;
