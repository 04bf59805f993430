import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../../options.js";
import { passwordResets, users } from "../../db/schema/index.js";
import { checkNewPassword, normaliseEmail } from "../../lib/accounts.js";
import { badRequest, ok } from "../../lib/http.js";
import { hashCode, hashPassword, verifyPassword } from "../../lib/password.js";
import { changePasswordSchema, otpSendSchema, otpVerifySchema, passwordUpdateSchema } from "../../schemas/users.js";

const OTP_LIFETIME_MS = 10 * 60 * 1000;
const OTP_MAX_TRIES = 5;

/** Changing a password when signed in, and recovering it with a mailed code. */
const password: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  // The OTP hash pepper lives only in memory: a restart invalidates pending codes, which is safe.
  const pepper = crypto.randomBytes(32).toString("hex");
  const db = app.database.db;

  app.post(
    "/auth/password/change",
    { schema: changePasswordSchema, preHandler: app.requireRole(["USER", "ADMIN", "SUPER_ADMIN"]) },
    async (request) => {
      const { currentPassword, newPassword, confirmNewPassword } = request.body;
      const [user] = await db
        .select({ hash: users.password_hash })
        .from(users)
        .where(eq(users.id, request.auth!.userId));
      if (!(await verifyPassword(currentPassword, user?.hash ?? null)))
        throw badRequest("Current password is incorrect");
      checkNewPassword(newPassword, confirmNewPassword);
      await db
        .update(users)
        .set({ password_hash: await hashPassword(newPassword) })
        .where(eq(users.id, request.auth!.userId));
      return ok(null, "Password changed successfully");
    },
  );

  app.post("/auth/otp/send", { schema: otpSendSchema }, async (request) => {
    const email = normaliseEmail(request.body.email);
    app.attempts.check("otp-send", request, email);
    // Counted as an attempt either way: sending is what an attacker would flood.
    app.attempts.fail("otp-send", request, email);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (user) {
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
      const expires = new Date(Date.now() + OTP_LIFETIME_MS).toISOString();
      const row = {
        email,
        code_hash: hashCode(code, pepper),
        expires_at: expires,
        attempts: 0,
        verified_at: null,
        used_at: null,
      };
      await db.insert(passwordResets).values(row).onConflictDoUpdate({ target: passwordResets.email, set: row });
      app.mailbox.send(email, "Your password reset code", `Your code is ${code}. It is valid for 10 minutes.`);
    }
    return ok(null, "If an account exists for this email, a code has been sent.");
  });

  app.post("/auth/otp/verify", { schema: otpVerifySchema }, async (request) => {
    const email = normaliseEmail(request.body.email);
    app.attempts.check("otp-verify", request, email);
    const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.email, email));
    const expired = !reset || reset.used_at !== null || new Date(reset.expires_at).getTime() < Date.now();
    if (expired || reset.attempts >= OTP_MAX_TRIES) {
      app.attempts.fail("otp-verify", request, email);
      throw badRequest(
        expired ? "The code is invalid or has expired. Request a new one." : "Too many wrong codes. Request a new one.",
      );
    }
    const given = hashCode(request.body.otp.trim(), pepper);
    if (!crypto.timingSafeEqual(Buffer.from(given), Buffer.from(reset.code_hash))) {
      await db
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(eq(passwordResets.email, email));
      app.attempts.fail("otp-verify", request, email);
      const left = OTP_MAX_TRIES - reset.attempts - 1;
      throw badRequest(
        left > 0
          ? `The code is wrong. ${left} tr${left === 1 ? "y" : "ies"} left.`
          : "Too many wrong codes. Request a new one.",
      );
    }
    await db
      .update(passwordResets)
      .set({ verified_at: new Date().toISOString() })
      .where(eq(passwordResets.email, email));
    return ok(null, "Code verified");
  });

  app.post("/auth/password/update", { schema: passwordUpdateSchema }, async (request) => {
    const email = normaliseEmail(request.body.email);
    checkNewPassword(request.body.newPassword, request.body.confirmNewPassword);
    const hash = await hashPassword(request.body.newPassword);
    // Single use: mark the reset used in the same statement that checks it is verified and fresh.
    const claimed = await db
      .update(passwordResets)
      .set({ used_at: new Date().toISOString() })
      .where(
        and(
          eq(passwordResets.email, email),
          sql`${passwordResets.verified_at} is not null`,
          sql`${passwordResets.used_at} is null`,
          sql`${passwordResets.expires_at} > now()`,
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
