import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { authAttempts } from "../db/schema/index.js";
import { HttpError } from "../lib/http/http.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Attempt counting for sign-in, recovery, password change and sign-up, in the database. */
    attempts: AttemptLimiter;
  }
}

/** One counter: its key, how many attempts its window allows, and how long a window lasts. */
export interface AttemptRule {
  key: string;
  max: number;
  windowMs: number;
}

/** What a taken attempt can give back when the check it guarded succeeded. */
export interface AttemptTicket {
  /** The attempt turned out legitimate (right password, right code): it no longer counts. */
  refund(): Promise<void>;
}

const MINUTE = 60_000;
export const LIMITS = {
  window: 15 * MINUTE,
  /** Failures for one email from one client address: that pair is refused (429). */
  perEmailAndAddress: 10,
  /** Failures from one client address, whatever the emails: that address is refused. */
  perAddress: 30,
  /** Failures for one email from anywhere: past this, each check of it waits (never refused). */
  perEmailBeforeDelay: 10,
  /** The longest wait the per-email delay imposes on one check. */
  maxDelayMs: 4000,
  /** Recovery codes asked for one email (every ask counts: it is what a flood would send). */
  codesPerEmail: 10,
  /** Public sign-ups from one client address per hour. */
  signUpsPerAddress: 10,
  signUpWindow: 60 * MINUTE,
} as const;

const noRefund: AttemptTicket = { refund: async () => {} };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Counts attempts in the database (table auth_attempts), so two processes on one PostgreSQL share
 * one count and a restart resets nothing. Each attempt is counted by one atomic INSERT … ON
 * CONFLICT *before* the check it limits: of 100 parallel wrong passwords only the first ten get a
 * count under the limit, so only ten are ever checked. A check that succeeds gives its attempt back.
 */
export class AttemptLimiter {
  private taken = 0;
  constructor(
    private readonly db: Db,
    private readonly enabled: boolean,
    /** The clock (tests move it); windows are stored as absolute times, so processes agree. */
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one attempt (or `amount` units of a quota) under every rule, then throws 429 when any
   * rule is over its limit. Resolves to a ticket that refunds one attempt under every rule.
   */
  async take(rules: AttemptRule[], message = tooManyFailures, amount = 1): Promise<AttemptTicket> {
    if (!this.enabled || rules.length === 0) return noRefund;
    const now = this.now();
    const counts = await this.count(rules, now, amount);
    const over = counts.filter(({ key, count }) => count > rules.find((rule) => rule.key === key)!.max);
    if (over.length > 0) {
      const msLeft = Math.max(...over.map(({ endsAt }) => endsAt - now));
      throw new HttpError(429, message(Math.max(1, Math.ceil(msLeft / MINUTE))));
    }
    if (++this.taken % 500 === 0) await this.forgetEnded(now);
    const keys = rules.map((rule) => rule.key);
    return {
      refund: async () => {
        await this.db
          .update(authAttempts)
          .set({ count: sql`greatest(${authAttempts.count} - 1, 0)` })
          .where(inArray(authAttempts.key, keys));
      },
    };
  }

  /** Counts one failure under a rule that never refuses (the per-email delay). */
  async record(rule: Omit<AttemptRule, "max">): Promise<void> {
    if (!this.enabled) return;
    await this.count([{ ...rule, max: Infinity }], this.now());
  }

  /** The failures counted under a key in its live window (0 when none). */
  async failures(key: string): Promise<number> {
    if (!this.enabled) return 0;
    const [row] = await this.db
      .select({ count: authAttempts.count })
      .from(authAttempts)
      .where(and(eq(authAttempts.key, key), gt(authAttempts.window_ends_at, iso(this.now()))));
    return row?.count ?? 0;
  }

  private async count(rules: AttemptRule[], now: number, amount = 1) {
    const values = sql.join(
      rules.map((rule) => sql`(${rule.key}, ${amount}::integer, ${iso(now + rule.windowMs)}::timestamptz)`),
      sql`, `,
    );
    // A window that has ended starts over at the amount; otherwise the count grows. One
    // statement, so parallel requests (and processes) each see a distinct count.
    const rows = rowsOf<{ key: string; count: number | string; ends_at: string | Date }>(
      await this.db.execute(sql`
        insert into auth_attempts as a (key, count, window_ends_at) values ${values}
        on conflict (key) do update set
          count = case when a.window_ends_at <= ${iso(now)}::timestamptz then excluded.count else a.count + excluded.count end,
          window_ends_at = case when a.window_ends_at <= ${iso(now)}::timestamptz
            then excluded.window_ends_at else a.window_ends_at end
        returning key, count, window_ends_at as ends_at`),
    );
    return rows.map((row) => ({ key: row.key, count: Number(row.count), endsAt: new Date(row.ends_at).getTime() }));
  }

  /** Drops counters whose window ended over an hour ago (the table stays small). */
  private async forgetEnded(now: number) {
    await this.db.delete(authAttempts).where(lt(authAttempts.window_ends_at, iso(now - 60 * MINUTE)));
  }
}

const iso = (time: number) => new Date(time).toISOString();

export const tooManyFailures = (minutes: number) =>
  `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

/** The wait before checking a password whose email failed `failures` times from anywhere. */
export function emailDelayMs(failures: number): number {
  if (failures < LIMITS.perEmailBeforeDelay) return 0;
  return Math.min(LIMITS.maxDelayMs, 250 * 2 ** (failures - LIMITS.perEmailBeforeDelay));
}

export default fp(
  async function rateLimit(app: FastifyInstance, options: { enabled: boolean }) {
    app.decorate("attempts", new AttemptLimiter(app.database.db, options.enabled));
  },
  { name: "rate-limit", dependencies: ["database"] },
);

/** The counters each limited call takes; emails arrive normalised, addresses as request.ip. */
export const attemptRules = {
  signIn: (email: string, address: string): AttemptRule[] => [
    { key: `signin:pair:${email}|${address}`, max: LIMITS.perEmailAndAddress, windowMs: LIMITS.window },
    { key: `signin:address:${address}`, max: LIMITS.perAddress, windowMs: LIMITS.window },
  ],
  /** Failures of one email from anywhere: they slow its checks down, never refuse them. */
  signInEmail: (email: string) => ({ key: `signin:email:${email}`, windowMs: LIMITS.window }),
  codeRequest: (email: string, address: string): AttemptRule[] => [
    { key: `otp-send:email:${email}`, max: LIMITS.codesPerEmail, windowMs: LIMITS.window },
    { key: `otp-send:address:${address}`, max: LIMITS.perAddress, windowMs: LIMITS.window },
  ],
  codeCheck: (email: string, address: string): AttemptRule[] => [
    { key: `otp-verify:pair:${email}|${address}`, max: LIMITS.perEmailAndAddress, windowMs: LIMITS.window },
    { key: `otp-verify:address:${address}`, max: LIMITS.perAddress, windowMs: LIMITS.window },
  ],
  passwordChange: (userId: number, address: string): AttemptRule[] => [
    { key: `password-change:user:${userId}`, max: LIMITS.perEmailAndAddress, windowMs: LIMITS.window },
    { key: `password-change:address:${address}`, max: LIMITS.perAddress, windowMs: LIMITS.window },
  ],
  signUp: (address: string): AttemptRule[] => [
    { key: `signup:address:${address}`, max: LIMITS.signUpsPerAddress, windowMs: LIMITS.signUpWindow },
  ],
  /** Kilobytes of images one operator stores per hour (counted when a request is received whole). */
  uploads: (userId: number, kilobytesPerHour: number): AttemptRule[] => [
    { key: `uploads:user:${userId}`, max: kilobytesPerHour, windowMs: 60 * MINUTE },
  ],
};

export const tooManyUploads = (kilobytesPerHour: number) => (minutes: number) =>
  `Upload limit reached: at most ${formatQuota(kilobytesPerHour)} of images per hour. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

const formatQuota = (kilobytes: number) =>
  kilobytes >= 1024 ? `${Math.round(kilobytes / 1024)} MB` : `${kilobytes} KB`;

export const tooManySignUps = (minutes: number) =>
  `Too many sign-ups from this address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
