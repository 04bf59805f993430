import crypto from "node:crypto";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../../options.js";
import { checkNewPassword, normaliseEmail } from "../../lib/accounts/accounts.js";
import { badRequest, ok } from "../../lib/http/http.js";
import { hashCode, hashPassword, verifyPassword } from "../../lib/accounts/password.js";
import { attemptRules } from "../../plugins/rateLimit.js";
import { passwordHashOf, resetPassword, setPassword, userIdByEmail } from "../../repositories/accounts.js";
import { claimResetGrant, countCodeTry, grantReset, saveResetCode } from "../../repositories/passwordResets.js";
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
      if (!(await verifyPassword(currentPassword, (await passwordHashOf(db, userId)) ?? null)))
        throw badRequest("Current password is incorrect");
      await attempt.refund();
      checkNewPassword(newPassword, confirmNewPassword);
      await setPassword(db, userId, await hashPassword(newPassword));
      return ok(null, "Password changed successfully");
    },
  );

  app.post("/auth/otp/send", { schema: otpSendSchema }, async (request) => {
    const email = normaliseEmail(request.body.email);
    // Every ask counts (never refunded): sending is what an attacker would flood.
    await app.attempts.take(attemptRules.codeRequest(email, request.ip));
    if ((await userIdByEmail(db, email)) !== undefined) {
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
      const expiresAt = new Date(Date.now() + OTP_LIFETIME_MS).toISOString();
      await saveResetCode(db, email, hashCode(code, pepper), expiresAt);
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
    // Counted in the statement that reads the code: parallel guesses get five compares in all.
    const reset = await countCodeTry(db, email);
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
    const grantExpiresAt = new Date(Date.now() + RESET_GRANT_LIFETIME_MS).toISOString();
    await grantReset(db, email, hashCode(resetToken, pepper), grantExpiresAt);
    return ok({ resetToken }, "Code verified");
  });

  app.post("/auth/password/update", { schema: passwordUpdateSchema }, async (request) => {
    const email = normaliseEmail(request.body.email);
    checkNewPassword(request.body.newPassword, request.body.confirmNewPassword);
    const hash = await hashPassword(request.body.newPassword);
    // Single use: the grant is claimed in the same statement that checks it.
    if (!(await claimResetGrant(db, email, hashCode(request.body.resetToken, pepper))))
      throw badRequest("Verify the code sent to your email first.");
    // A new password ends every live session of that user.
    await resetPassword(db, email, hash);
    return ok(null, "Password updated successfully");
  });
};
export default password;
