import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { AppOptions } from "../app.js";
import { passwordResets, users } from "../db/schema/index.js";
import { badRequest, conflict, notFound, ok, pgErrorCode } from "../lib/http.js";
import { hashCode, hashPassword, verifyPassword } from "../lib/password.js";
import {
  changePasswordSchema,
  currentUserSchema,
  otpSendSchema,
  otpVerifySchema,
  passwordUpdateSchema,
  signInSchema,
  signUpSchema,
} from "../schemas/auth.js";

const OTP_LIFETIME_MS = 10 * 60 * 1000;
const OTP_MAX_TRIES = 5;
const MIN_PASSWORD_LENGTH = 8;

/** Columns safe to return: never the hash or the session id. */
export const publicUserColumns = {
  id: users.id,
  full_name: users.full_name,
  email: users.email,
  user_type: users.user_type,
  account_status: users.account_status,
  contact_number: users.contact_number,
  dob: users.dob,
  bussiness_type: users.bussiness_type,
  vat_number: users.vat_number,
  country_name: users.country_name,
  referral_code: users.referral_code,
  used_referral_code: users.used_referral_code,
  image_url: users.image_url,
  created_at: users.created_at,
};

const normaliseEmail = (value: string) => value.trim().toLowerCase();

function checkNewPassword(newPassword: string, confirm: string) {
  if (newPassword !== confirm) throw badRequest("New passwords do not match.");
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    throw badRequest(`newPassword must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

const auth: FastifyPluginAsync<AppOptions> = async (app) => {
  // The OTP hash pepper lives only in memory: a restart invalidates pending codes, which is safe.
  const pepper = crypto.randomBytes(32).toString("hex");
  const db = app.database.db;

  const logAttempt = (request: FastifyRequest, email: string, outcome: string) =>
    request.log.info({ event: "sign-in", email, outcome, ip: request.ip }, "sign-in attempt");

  app.post<{ Body: { email: string; password: string } }>(
    "/auth/signin",
    { schema: signInSchema },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      app.attempts.check("signin", request, email);
      const [user] = await db
        .select({
          id: users.id,
          hash: users.password_hash,
          role: users.user_type,
          status: users.account_status,
          full_name: users.full_name,
          image_url: users.image_url,
        })
        .from(users)
        .where(eq(users.email, email));
      const valid = await verifyPassword(request.body.password, user?.hash ?? null);
      if (!user || !valid || user.role === "SALEPERSON") {
        app.attempts.fail("signin", request, email);
        logAttempt(request, email, "wrong credentials");
        return reply.status(401).send({ success: false, message: "Invalid email or password", body: null });
      }
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
    },
  );

  app.get(
    "/user",
    { schema: currentUserSchema, preHandler: app.requireRole(["USER", "ADMIN", "SUPER_ADMIN"]) },
    async (request) => {
      const [user] = await db.select(publicUserColumns).from(users).where(eq(users.id, request.auth!.userId));
      if (!user) throw notFound("User");
      return ok(user, "Current user");
    },
  );

  app.post<{ Body: { currentPassword: string; newPassword: string; confirmNewPassword: string } }>(
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

  app.post<{ Body: { email: string } }>("/auth/otp/send", { schema: otpSendSchema }, async (request) => {
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

  app.post<{ Body: { email: string; otp: string } }>(
    "/auth/otp/verify",
    { schema: otpVerifySchema },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      app.attempts.check("otp-verify", request, email);
      const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.email, email));
      const expired = !reset || reset.used_at !== null || new Date(reset.expires_at).getTime() < Date.now();
      if (expired || reset.attempts >= OTP_MAX_TRIES) {
        app.attempts.fail("otp-verify", request, email);
        throw badRequest(
          expired
            ? "The code is invalid or has expired. Request a new one."
            : "Too many wrong codes. Request a new one.",
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
    },
  );

  app.post<{ Body: { email: string; newPassword: string; confirmNewPassword: string } }>(
    "/auth/password/update",
    { schema: passwordUpdateSchema },
    async (request) => {
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
    },
  );

  app.post<{
    Body: {
      full_name: string;
      email: string;
      password: string;
      confirm_password: string;
      user_type?: "USER" | "ADMIN";
      bussiness_type?: "B2B" | "B2C";
      dob?: string | null;
      vat_number?: string | null;
      contact_number?: string | null;
    };
  }>("/auth/signup", { schema: signUpSchema }, async (request, reply) => {
    const body = request.body;
    const role = body.user_type ?? "USER";
    if (role === "ADMIN") await app.superAdmin.call(app, request, reply);
    if (!body.full_name.trim()) throw badRequest("full_name is required");
    const email = normaliseEmail(body.email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest("email must be a valid email address");
    if (body.password !== body.confirm_password) throw badRequest("Passwords do not match.");
    if (body.password.length < MIN_PASSWORD_LENGTH)
      throw badRequest(`password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw conflict("A user with this email already exists");
    try {
      const [created] = await db
        .insert(users)
        .values({
          full_name: body.full_name.trim(),
          email,
          password_hash: await hashPassword(body.password),
          user_type: role,
          bussiness_type: role === "USER" ? (body.bussiness_type ?? "B2C") : null,
          dob: body.dob || null,
          vat_number: body.vat_number || null,
          contact_number: body.contact_number || null,
          referral_code: crypto.randomBytes(4).toString("hex").toUpperCase(),
        })
        .returning({ id: users.id, full_name: users.full_name, email: users.email, user_type: users.user_type });
      return reply.status(201).send(ok(created, "User created successfully"));
    } catch (error) {
      if (pgErrorCode(error) === "23505") throw conflict("A user with this email already exists");
      throw error;
    }
  });
};
export default auth;
