import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("health answers success once the database is ready", async () => {
  const { status, json } = await t.call("GET", "/api/health");
  expect(status).toBe(200);
  expect(json.success).toBe(true);
});

test("unknown routes answer a 404 envelope", async () => {
  const { status, json } = await t.call("GET", "/api/no-such-thing");
  expect(status).toBe(404);
  expect(json).toMatchObject({ success: false, body: null });
});
