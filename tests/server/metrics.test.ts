// GET /api/metrics: Prometheus text for a scraper holding METRICS_TOKEN, and nothing for anyone
// else. The figures move with what the process does: requests by route pattern and status, change
// streams open, bytes uploaded, attempt-limit refusals, the event loop, and on PostgreSQL the pool.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { configFromEnv } from "../../host-demo/server/config.js";
import { createTestApp, png, upload, uniqueEmail, type TestApp } from "./helpers.js";

const TOKEN = "metrics-token-for-the-test-0123456789";

/** The value of one series in Prometheus text (undefined when it is not there). */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split("\n").find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test("a METRICS_TOKEN shorter than 16 characters stops the server at start", () => {
  expect(() => configFromEnv({ METRICS_TOKEN: "too-short" })).toThrow(
    "METRICS_TOKEN must be at least 16 characters long",
  );
  expect(configFromEnv({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  expect(configFromEnv({}).metricsToken).toBeUndefined();
});

describe("without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("the route answers as an unknown one does (404), token or not", async () => {
    const unknown = await t.call("GET", "/api/no-such-route");
    const bare = await t.call("GET", "/api/metrics");
    const guessed = await t.call("GET", "/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(bare.status).toBe(404);
    expect(guessed.status).toBe(404);
    expect(bare.json.message).toBe(unknown.json.message.replace("/api/no-such-route", "/api/metrics"));
  });
});

describe("with METRICS_TOKEN", () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  /** GET /api/metrics with the token (not through t.call: the answer is text, not JSON). */
  const scrapeAnswer = () => t.app.inject({ url: "/api/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  const scrape = async () => {
    const answer = await scrapeAnswer();
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    admin = (await t.account("ADMIN")).token;
  });
  afterAll(() => t.close());

  test("no token or another token: 401 with a Bearer challenge, and no figures", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, "Bearer "]) {
      const answer = await t.app.inject({ url: "/api/metrics", headers: authorization ? { authorization } : {} });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(answer.body).not.toContain("shop_http_requests_total");
    }
  });

  test("Prometheus text: requests by method, route pattern and status, with their latency", async () => {
    const before = await scrape();
    const series = 'shop_http_requests_total{method="GET",route="/api/admin/order/byid/:id",status="404"}';
    const countBefore = valueOf(before, series) ?? 0;
    await t.call("GET", "/api/admin/order/byid/999999", { token: admin });
    await t.call("GET", "/api/admin/order/byid/999998", { token: admin });
    const answer = await scrapeAnswer();
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    // One series per pattern, not per URL.
    expect(valueOf(text, series)).toBe(countBefore + 2);
    expect(text).not.toMatch(/route="[^"]*99999/);
    expect(
      valueOf(
        text,
        'shop_http_request_duration_seconds_count{method="GET",route="/api/admin/order/byid/:id",status="404"}',
      ),
    ).toBe(countBefore + 2);
    expect(text).toMatch(/^shop_nodejs_eventloop_lag_seconds \d/m);
  });

  test("URLs that match no route share one series", async () => {
    await t.call("GET", "/api/scanner/one");
    await t.call("GET", "/api/scanner/two");
    const text = await scrape();
    expect(
      valueOf(text, 'shop_http_requests_total{method="GET",route="unmatched",status="404"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(text).not.toMatch(/route="[^"]*scanner/);
  });

  test("change streams open now: up while one is open, down when its client leaves", async () => {
    const before = valueOf(await scrape(), "shop_change_stream_clients") ?? 0;
    const aborter = new AbortController();
    const response = await fetch(`${base}/api/events`, {
      headers: { authorization: `Bearer ${admin}` },
      signal: aborter.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    expect(valueOf(await scrape(), "shop_change_stream_clients")).toBe(before + 1);
    aborter.abort();
    for (let waited = 0; waited < 3000; waited += 50) {
      if (valueOf(await scrape(), "shop_change_stream_clients") === before) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(valueOf(await scrape(), "shop_change_stream_clients")).toBe(before);
  });

  test("bytes of stored uploads; a refused upload adds none", async () => {
    const before = valueOf(await scrape(), "shop_uploaded_bytes_total") ?? 0;
    const image = png();
    const stored = await upload(t, "files", [{ name: "a.png", type: "image/png", data: image }], admin);
    expect(stored.status).toBe(200);
    const refused = await upload(t, "files", [{ name: "b.png", type: "image/png", data: Buffer.from("no") }], admin);
    expect(refused.status).toBe(400);
    expect(valueOf(await scrape(), "shop_uploaded_bytes_total")).toBe(before + image.length);
  });

  test("attempt-limit refusals, by route", async () => {
    const email = uniqueEmail("metrics");
    let refusedAt = 0;
    for (let attempt = 1; attempt <= 30 && !refusedAt; attempt++) {
      const answer = await t.call("POST", "/api/auth/signin", { body: { email, password: "wrong-password-1" } });
      if (answer.status === 429) refusedAt = attempt;
    }
    expect(refusedAt).toBeGreaterThan(0);
    expect(valueOf(await scrape(), 'shop_attempt_limit_refusals_total{route="/api/auth/signin"}')).toBe(1);
  });

  test.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "PostgreSQL: the pool's size, use and checkout waits",
    async () => {
      const text = await scrape();
      expect(valueOf(text, "shop_db_pool_max")).toBe(10);
      expect(valueOf(text, "shop_db_pool_open")).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, "shop_db_pool_waiting")).toBe(0);
      expect(valueOf(text, "shop_db_pool_wait_seconds_count")).toBeGreaterThan(0);
    },
  );
});
