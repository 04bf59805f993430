// Command palette benchmark in Chromium against the reference server (issue 32, item 4): the time
// from a keystroke in the palette (the key event's own timestamp) to the first frame that shows
// the records the server found for the text so far (a requestAnimationFrame after the DOM shows
// them), the debounce and the requests included. 20 texts, each typed but for its last key, left
// to settle, then the last key timed. Prints the median and p95 (goal: median ≤ 150 ms), and the
// same up to every kind's answer (orders, products, customers, discounts). Needs `npm run build`
// (the server serves dist/host). Full: 100,000 orders (BENCH_ORDERS, BENCH_PRODUCTS to change);
// BENCH_SCALE=tiny: 200 orders, 100 products (CI).
import { chromium } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM, repoRoot, startBenchServer, watchNetwork } from "./benchServer";
import { budget, checkBudgets } from "./budgets.mjs";

const tiny = process.env.BENCH_SCALE === "tiny";
const orderCount = Number(process.env.BENCH_ORDERS ?? (tiny ? 200 : 100_000));
const productCount = Number(process.env.BENCH_PRODUCTS ?? (tiny ? 100 : 1_000));
const SAMPLES = 20;
const GOAL_MS = 150;

if (!fs.existsSync(path.join(repoRoot, "dist", "host", "index.html"))) {
  console.error("bench/palette.ts: run `npm run build` first (the server serves dist/host).");
  process.exit(1);
}

// Runs in the page before any script. `__palette.arm()` before the timed key: its keydown's
// timestamp starts the clock; the palette's result box names the text its shown records are for
// (data-found-for: the first kind answered; data-complete-for: every kind), and the frame after
// it names the field's current text stops it. (A string: tsx would wrap named functions.)
const PAGE_PROBE = `
  const probe = { armed: false, keyAt: 0, found: 0, complete: 0 };
  window.__palette = probe;
  probe.arm = () => Object.assign(probe, { armed: true, keyAt: 0, found: 0, complete: 0 });
  const afterPaint = (callback) => requestAnimationFrame(() => setTimeout(callback, 0));
  document.addEventListener("keydown", (event) => {
    if (probe.armed && !probe.keyAt) probe.keyAt = event.timeStamp;
  }, true);
  const check = () => {
    if (!probe.keyAt) return;
    const field = document.querySelector('[role="combobox"]');
    const box = document.querySelector("[data-found-for], [data-complete-for]");
    if (!field || !box) return;
    const text = field.value.trim();
    if (!probe.found && box.getAttribute("data-found-for") === text) {
      probe.found = -1;
      afterPaint(() => (probe.found = performance.now()));
    }
    if (!probe.complete && box.getAttribute("data-complete-for") === text) {
      probe.complete = -1;
      afterPaint(() => (probe.complete = performance.now()));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
`;

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};

const keptDataDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-palette-"));
const { base, stop } = await startBenchServer({
  DATA_DIR: dataDir,
  SEED_ORDERS: String(orderCount),
  SEED_PRODUCTS: String(productCount),
});
const browser = await chromium.launch(CHROMIUM);
try {
  const signIn = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@shop.test", password: "Admin#2026" }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const get = async (url: string) =>
    (await (await fetch(`${base}/api${url}`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
      body: any;
    };
  const orders = (await get("/admin/orders?page=1&limit=100")).body as {
    total: number;
    orders: { order_number: string; user: { full_name: string } }[];
  };
  const products = (await get("/products?page=1&limit=50")).body as { products: { product_name: string }[] };
  // Order numbers, customers' names, products' names: what an operator types in the palette.
  const pick = <T>(list: T[], count: number) =>
    Array.from({ length: count }, (_, index) => list[(index * 7) % list.length]);
  const texts = [
    ...pick(orders.orders, 8).map((order) => order.order_number),
    ...pick(orders.orders, 6).map((order) => order.user.full_name.split(" ")[0].slice(0, 6)),
    ...pick(products.products, 6).map((product) => product.product_name.slice(0, 5).trim()),
  ].slice(0, SAMPLES);
  console.log(
    `command palette in Chromium: ${orders.total} orders, ${productCount} products, ${texts.length} timed keystrokes`,
  );

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({
    content: `localStorage.setItem("token", ${JSON.stringify(accessToken)});
      localStorage.setItem("userStatus", JSON.stringify("ADMIN"));`,
  });
  await context.addInitScript({ content: PAGE_PROBE });
  const page = await context.newPage();
  const network = watchNetwork(page);
  await page.goto(`${base}/`);
  await page.getByRole("heading", { name: "Overview", exact: true }).waitFor({ timeout: 60_000 });
  await network.quiet();
  await page.keyboard.press("Control+k");
  const field = page.getByRole("combobox");
  await field.waitFor();

  const found: number[] = [];
  const complete: number[] = [];
  for (const text of texts) {
    await field.fill("");
    // All but the last key, left to settle (its answers in), then the last key timed.
    await page.keyboard.type(text.slice(0, -1));
    if (text.length > 1)
      await page.waitForFunction(
        (expected) => document.querySelector("[data-complete-for]")?.getAttribute("data-complete-for") === expected,
        text.slice(0, -1).trim(),
        { timeout: 30_000 },
      );
    await page.evaluate(() => (window as any).__palette.arm());
    await page.keyboard.type(text.slice(-1));
    await page.waitForFunction(
      () => (window as any).__palette.found > 0 && (window as any).__palette.complete > 0,
      undefined,
      { timeout: 30_000 },
    );
    const timing = await page.evaluate(() => {
      const probe = (window as any).__palette;
      return { found: probe.found - probe.keyAt, complete: probe.complete - probe.keyAt };
    });
    found.push(timing.found);
    complete.push(timing.complete);
  }
  await context.close();

  const fmt = (value: number) => `${value.toFixed(1)} ms`;
  const medianFound = percentile(found, 0.5);
  console.log(
    `  keystroke → first records painted: median ${fmt(medianFound)}, p95 ${fmt(percentile(found, 0.95))}  ${budget({ label: "keystroke → first records painted, median", value: medianFound, limit: GOAL_MS, unit: "ms", atTinyScale: false })}`,
  );
  console.log(
    `  keystroke → every kind painted:    median ${fmt(percentile(complete, 0.5))}, p95 ${fmt(percentile(complete, 0.95))}`,
  );
} finally {
  await browser.close();
  await stop();
  if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
checkBudgets();
