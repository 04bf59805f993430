import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { configFromEnv, parseCorsOrigins } from "../../host-demo/server/config.js";
import { createTestApp, type TestApp } from "./helpers.js";

// A portal on another origin (a React/Vite app on its own dev server, a CMS) calls the API with the
// operator's token in the Authorization header. The browser first asks with a preflight OPTIONS.
const PORTAL = "http://localhost:5173";
const STRANGER = "https://evil.example";

let withCors: TestApp;
let withoutCors: TestApp;
let token: string;
beforeAll(async () => {
  [withCors, withoutCors] = await Promise.all([
    createTestApp({ corsOrigins: parseCorsOrigins(`${PORTAL}, https://shop-portal.example`) }),
    createTestApp(),
  ]);
  token = await withCors.signIn("admin");
});
afterAll(async () => {
  await Promise.all([withCors?.close(), withoutCors?.close()]);
});

const preflight = (t: TestApp, url: string, origin: string, method = "PUT") =>
  t.app.inject({
    method: "OPTIONS",
    url,
    headers: {
      origin,
      "access-control-request-method": method,
      "access-control-request-headers": "authorization,content-type",
    },
  });

/** Every CORS header of an answer (`access-control-*`). */
const corsHeaders = (response: LightMyRequestResponse) =>
  Object.keys(response.headers).filter((name) => name.startsWith("access-control-"));

const list = (value: unknown) =>
  String(value ?? "")
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

describe("CORS_ORIGINS lists a portal's origin", () => {
  test("its preflight is answered 204: its origin, Authorization and Content-Type, the four methods, no credentials", async () => {
    const response = await preflight(withCors, "/api/brand/update/1", PORTAL);
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(PORTAL);
    expect(list(response.headers["access-control-allow-headers"])).toEqual(
      expect.arrayContaining(["authorization", "content-type"]),
    );
    expect(list(response.headers["access-control-allow-methods"])).toEqual(
      expect.arrayContaining(["get", "post", "put", "delete"]),
    );
    // The token is a header, not a cookie: nothing asks the browser to send credentials.
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    // A cache in front must not hand this answer to another origin.
    expect(list(response.headers.vary)).toContain("origin");
  });

  test("its sign-in and its authorised calls carry its origin, and the answers are the usual ones", async () => {
    const signIn = await withCors.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { origin: PORTAL },
      payload: { email: "superadmin@shop.test", password: "SuperAdmin#2026" },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers["access-control-allow-origin"]).toBe(PORTAL);
    expect(signIn.json()).toMatchObject({ success: true });

    const brands = await withCors.call("GET", "/api/brand/get", { token, headers: { origin: PORTAL } });
    expect(brands.status).toBe(200);
    expect(brands.json.body.length).toBeGreaterThan(0);
    expect(brands.response.headers["access-control-allow-origin"]).toBe(PORTAL);
    expect(brands.response.headers["access-control-allow-credentials"]).toBeUndefined();

    // A refusal reaches the portal's script too (so it can show it rather than a network error).
    const refused = await withCors.call("GET", "/api/brand/get", { headers: { origin: PORTAL } });
    expect(refused.status).toBe(401);
    expect(refused.response.headers["access-control-allow-origin"]).toBe(PORTAL);
  });

  test("the orders export's count and file name are readable from the portal's script", async () => {
    const response = await withCors.app.inject({
      method: "GET",
      url: "/api/admin/orders/export.csv",
      headers: { origin: PORTAL, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(list(response.headers["access-control-expose-headers"])).toEqual(
      expect.arrayContaining(["x-total-count", "content-disposition"]),
    );
  });

  test("another listed origin is answered with its own origin", async () => {
    const response = await preflight(withCors, "/api/brand/get", "https://shop-portal.example", "GET");
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe("https://shop-portal.example");
  });
});

describe("an origin outside CORS_ORIGINS", () => {
  test("gets no CORS header: its preflight is not answered, its calls carry none", async () => {
    const response = await preflight(withCors, "/api/brand/update/1", STRANGER);
    expect(response.statusCode).toBe(404);
    expect(corsHeaders(response)).toEqual([]);

    const brands = await withCors.call("GET", "/api/brand/get", { token, headers: { origin: STRANGER } });
    expect(brands.status).toBe(200);
    expect(corsHeaders(brands.response)).toEqual([]);
  });

  test("nor does a listed origin with another port or scheme", async () => {
    for (const origin of ["http://localhost:5174", "https://localhost:5173"]) {
      const response = await preflight(withCors, "/api/brand/get", origin, "GET");
      expect(corsHeaders(response), origin).toEqual([]);
    }
  });

  test("same-origin calls (no Origin header) are answered as before", async () => {
    const brands = await withCors.call("GET", "/api/brand/get", { token });
    expect(brands.status).toBe(200);
    expect(corsHeaders(brands.response)).toEqual([]);
  });
});

describe("without CORS_ORIGINS", () => {
  test("no origin gets a CORS header, the portal's included", async () => {
    const response = await preflight(withoutCors, "/api/brand/update/1", PORTAL);
    expect(response.statusCode).toBe(404);
    expect(corsHeaders(response)).toEqual([]);
    const brands = await withoutCors.call("GET", "/api/health", { headers: { origin: PORTAL } });
    expect(brands.status).toBe(200);
    expect(corsHeaders(brands.response)).toEqual([]);
  });
});

describe("CORS_ORIGINS is read from the environment", () => {
  test("a comma-separated list of exact origins, written as browsers send them; empty means none", () => {
    expect(
      configFromEnv({ CORS_ORIGINS: " https://Portal.Example.com:443 , http://localhost:5173 " }).corsOrigins,
    ).toEqual(["https://portal.example.com", "http://localhost:5173"]);
    expect(configFromEnv({}).corsOrigins).toEqual([]);
    expect(configFromEnv({ CORS_ORIGINS: "" }).corsOrigins).toEqual([]);
  });

  test("a path, a wildcard or a bare host is refused at start, naming it", () => {
    for (const value of ["https://portal.example.com/", "*", "https://*.example.com", "portal.example.com"])
      expect(() => parseCorsOrigins(value), value).toThrow(/CORS_ORIGINS/);
  });
});
