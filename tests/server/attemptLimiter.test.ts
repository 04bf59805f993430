// The failure windows behind the 429s of sign-in and OTP calls, with the clock moved by the test:
// how long the refusal says to wait, when the window reopens, and that scopes do not mix.
import type { FastifyRequest } from "fastify";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { AttemptLimiter } from "../../host-demo/server/plugins/rateLimit.js";

// The limiter reads only the client address of a request.
const from = (ip: string) => ({ ip }) as FastifyRequest;
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-01-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

function refusal(limiter: AttemptLimiter, scope: string, ip: string, email?: string) {
  try {
    limiter.check(scope, from(ip), email);
    return null;
  } catch (error) {
    return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
  }
}

describe("AttemptLimiter", () => {
  test("the refusal counts down the minutes left, down to '1 minute', and the window reopens after 15", () => {
    const limiter = new AttemptLimiter(true);
    for (let attempt = 0; attempt < 10; attempt++) limiter.fail("signin", from(`10.0.0.${attempt}`), "a@shop.test");
    expect(refusal(limiter, "signin", "10.9.9.9", "a@shop.test")).toEqual({
      status: 429,
      message: "Too many failed attempts. Try again in 15 minutes.",
    });
    vi.setSystemTime(Date.now() + 13 * MINUTE);
    expect(refusal(limiter, "signin", "10.9.9.9", "a@shop.test")?.message).toBe(
      "Too many failed attempts. Try again in 2 minutes.",
    );
    vi.setSystemTime(Date.now() + MINUTE + 30_000);
    expect(refusal(limiter, "signin", "10.9.9.9", "a@shop.test")?.message).toBe(
      "Too many failed attempts. Try again in 1 minute.",
    );
    // Exactly fifteen minutes after the first failure the window is over.
    vi.setSystemTime(Date.now() + 30_000);
    expect(refusal(limiter, "signin", "10.9.9.9", "a@shop.test")).toBeNull();
    // A fresh window: nine new failures are not enough.
    for (let attempt = 0; attempt < 9; attempt++) limiter.fail("signin", from("10.0.1.1"), "a@shop.test");
    expect(refusal(limiter, "signin", "10.0.1.2", "a@shop.test")).toBeNull();
  });

  test("the failures of one scope do not refuse another; an email in any spelling is one email", () => {
    const limiter = new AttemptLimiter(true);
    for (let attempt = 0; attempt < 10; attempt++) limiter.fail("otp-send", from(`10.1.0.${attempt}`), " B@Shop.Test");
    expect(refusal(limiter, "otp-send", "10.1.1.1", "b@shop.test")?.status).toBe(429);
    expect(refusal(limiter, "signin", "10.1.1.1", "b@shop.test")).toBeNull();
    expect(refusal(limiter, "otp-send", "10.1.1.1", "c@shop.test")).toBeNull();
  });

  test("thirty failures from one address refuse it, without an email too", () => {
    const limiter = new AttemptLimiter(true);
    for (let attempt = 0; attempt < 29; attempt++) limiter.fail("signin", from("10.2.0.1"));
    expect(refusal(limiter, "signin", "10.2.0.1")).toBeNull();
    limiter.fail("signin", from("10.2.0.1"));
    expect(refusal(limiter, "signin", "10.2.0.1")?.status).toBe(429);
    expect(refusal(limiter, "signin", "10.2.0.2")).toBeNull();
  });

  test("switched off, it never refuses", () => {
    const limiter = new AttemptLimiter(false);
    for (let attempt = 0; attempt < 40; attempt++) limiter.fail("signin", from("10.3.0.1"), "d@shop.test");
    expect(refusal(limiter, "signin", "10.3.0.1", "d@shop.test")).toBeNull();
  });

  test("beyond 50,000 windows, the ones that are over are dropped and live ones are kept", () => {
    const limiter = new AttemptLimiter(true);
    // The count of windows is the limiter's memory: read it from the private map.
    const windows = () => (limiter as unknown as { windows: Map<string, unknown> }).windows.size;
    const start = Date.now();
    for (let attempt = 0; attempt < 10; attempt++) limiter.fail("signin", from("10.4.0.1"), "live@shop.test");
    vi.setSystemTime(start + 5 * MINUTE);
    for (let index = 0; index < 50_000; index++) limiter.fail("signin", from(`ip-${index}`));
    expect(windows()).toBe(50_002);
    vi.setSystemTime(start + 10 * MINUTE);
    limiter.fail("signin", from("10.6.0.1"));
    expect(windows()).toBe(50_003); // none is over yet
    // Twenty minutes in, the first windows and the flood's are over; 10.6.0.1's is not.
    vi.setSystemTime(start + 20 * MINUTE);
    limiter.fail("signin", from("10.5.0.1"));
    expect(windows()).toBe(2);
    expect(refusal(limiter, "signin", "10.4.0.1", "live@shop.test")).toBeNull();
  });
});
