// The envelope every answer wears: health, unknown routes, validation and client errors, and the
// host pages' deep links.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("health answers success once the database is ready", async () => {
  const { status, json } = await t.call("GET", "/api/health");
  expect(status).toBe(200);
  expect(json).toEqual({ success: true, message: "OK", body: null });
});

test("ready answers 200 while the database answers, and 503 with Retry-After once the app is closing", async () => {
  const ready = await t.call("GET", "/api/ready");
  expect(ready.status).toBe(200);
  expect(ready.json).toEqual({ success: true, message: "Ready", body: null });
  const closing = await createTestApp();
  closing.app.lifecycle.draining = true;
  const draining = await closing.app.inject({ method: "GET", url: "/api/ready" });
  expect(draining.statusCode).toBe(503);
  expect(draining.headers["retry-after"]).toBe("1");
  expect(draining.headers.connection).toBe("close");
  expect(draining.json()).toEqual({ success: false, message: "Shutting down", body: null });
  await closing.close();
});

test("past its heap limit the server sheds load (503, Retry-After), not in its first seconds, and still answers liveness and readiness", async () => {
  const limits = {
    requestTimeoutSeconds: 30,
    headersTimeoutSeconds: 10,
    keepAliveTimeoutSeconds: 5,
    maxRequestsPerSocket: 1000,
    maxConnections: 4000,
    maxConnectionsPerAddress: 200,
    maxEventLoopDelayMs: 1000,
    // Any heap is past 1 MB: the process is overloaded from its first sample on.
    maxHeapUsedMegabytes: 1,
  };
  const busy = await createTestApp({ limits });
  try {
    // The first seconds after the start are not judged (they measure the start's own work).
    const atStart = await busy.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(atStart.statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const shed = await busy.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers["retry-after"]).toBe("5");
    expect(shed.json()).toEqual({
      success: false,
      message: "The server is busy; try again in a few seconds",
      body: null,
    });
    expect((await busy.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await busy.app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
  } finally {
    await busy.close();
  }
});

test("an answer's X-Request-Id is the trusted proxy's when sound, else a new one a client cannot choose", async () => {
  const direct = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "chosen" } });
  expect(direct.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  const proxied = await createTestApp({ trustProxy: 1 });
  try {
    const relayed = await proxied.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "lb-42.a" },
    });
    expect(relayed.headers["x-request-id"]).toBe("lb-42.a");
    const unsound = await proxied.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "two words" },
    });
    expect(unsound.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await proxied.close();
  }
});

describe("the envelope", () => {
  test("unknown routes answer a 404 envelope naming the method and path", async () => {
    const { status, json } = await t.call("GET", "/api/no-such-thing?x=1");
    expect(status).toBe(404);
    expect(json).toEqual({ success: false, message: "Route GET /api/no-such-thing not found", body: null });
    const page = await t.call("GET", "/orders/5");
    expect(page.status).toBe(404);
    expect(page.json.message).toBe("Route GET /orders/5 not found");
  });

  test("a validation failure names where and which field", async () => {
    const missing = await t.call("POST", "/api/auth/signin", { body: { email: "a@b.c" } });
    expect(missing.json).toEqual({
      success: false,
      message: "Invalid body.password: must have required property 'password'",
      body: null,
    });
    const tooLong = await t.call("POST", "/api/auth/signin", { body: { email: "x".repeat(300), password: "p" } });
    expect(tooLong.json.message).toBe("Invalid body.email: must NOT have more than 254 characters");
    const admin = await t.account("ADMIN");
    const query = await t.call("GET", "/api/products?page=0", { token: admin.token });
    expect(query.json.message).toBe("Invalid querystring.page: must be >= 1");
    const param = await t.call("GET", "/api/admin/order/byid/abc", { token: admin.token });
    expect(param.status).toBe(400);
    expect(param.json.message).toBe("Invalid params.id: must be a positive whole number in decimal digits (like 12)");
    const extra = await t.call("POST", "/api/auth/signin", { body: { email: "a@b.c", password: "p", role: "x" } });
    expect(extra.json.message).toBe("Invalid body: must NOT have additional properties");
  });

  test("Fastify's own client errors keep their status in the envelope", async () => {
    const malformed = await t.call("POST", "/api/auth/signin", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ success: false, body: null });
    expect(malformed.json.message).toMatch(/JSON/);
    const tooLarge = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.c", password: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ success: false, body: null });
    const unsupported = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "content-type": "text/csv" },
      payload: "a,b",
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().success).toBe(false);
  });
});

describe("host pages", () => {
  let hosted: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-host-"));
    fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Back office</title>");
    fs.writeFileSync(path.join(root, "embed.html"), "<!doctype html><title>Embed</title>");
    hosted = await createTestApp({ hostRoot: root });
  });
  afterAll(async () => {
    await hosted.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test("a GET of a page path outside /api answers index.html; files, /api and other methods do not", async () => {
    for (const url of ["/orders/5", "/catalog/products?page=2", "/"]) {
      const page = await hosted.app.inject({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.body).toContain("<title>Back office</title>");
    }
    expect((await hosted.app.inject({ method: "GET", url: "/embed.html" })).body).toContain("<title>Embed</title>");
    for (const [method, url] of [
      ["GET", "/missing.js"],
      ["GET", "/api/orders/5"],
      ["POST", "/orders/5"],
    ] as const) {
      const answer = await hosted.app.inject({ method, url });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().success).toBe(false);
    }
  });
});
