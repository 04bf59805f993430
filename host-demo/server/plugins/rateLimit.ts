import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/http.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Failure counting for sign-in and OTP calls, per client address and per email. */
    attempts: AttemptLimiter;
  }
}

interface Window {
  failures: number;
  resetAt: number;
}

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_EMAIL = 10;
const MAX_FAILURES_PER_ADDRESS = 30;

export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();
  constructor(private readonly enabled: boolean) {}

  private current(key: string, now: number): Window {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { failures: 0, resetAt: now + WINDOW_MS };
      this.windows.set(key, window);
    }
    return window;
  }

  private keys(scope: string, request: FastifyRequest, email: string | undefined): [string, number][] {
    const keys: [string, number][] = [[`${scope}:ip:${request.ip}`, MAX_FAILURES_PER_ADDRESS]];
    if (email) keys.push([`${scope}:email:${email.trim().toLowerCase()}`, MAX_FAILURES_PER_EMAIL]);
    return keys;
  }

  /** Throws 429 when this address or this email already failed too often. */
  check(scope: string, request: FastifyRequest, email?: string): void {
    if (!this.enabled) return;
    const now = Date.now();
    for (const [key, max] of this.keys(scope, request, email)) {
      const window = this.current(key, now);
      if (window.failures >= max) {
        const minutes = Math.ceil((window.resetAt - now) / 60000);
        throw new HttpError(
          429,
          `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        );
      }
    }
  }

  fail(scope: string, request: FastifyRequest, email?: string): void {
    if (!this.enabled) return;
    const now = Date.now();
    for (const [key] of this.keys(scope, request, email)) this.current(key, now).failures += 1;
    if (this.windows.size > 50_000) {
      for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}

export default fp(
  async function rateLimit(app: FastifyInstance, options: { enabled: boolean }) {
    app.decorate("attempts", new AttemptLimiter(options.enabled));
  },
  { name: "rate-limit" },
);
