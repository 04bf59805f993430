// Users list benchmark in Chromium against the reference server seeded with 10,000 customers
// (BENCH_SCALE=tiny: 200). Needs `npm run build` (the server serves dist/host). Prints:
//   - navigation → first rows painted, and data arrived → first rows painted (goal ≤ 300 ms)
//   - median keystroke → filtered list painted over 20 keystrokes (goal ≤ 50 ms)
//   - JS heap after load, after a garbage collection (goal ≤ 60 MB)
import { chromium } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM, repoRoot, startBenchServer } from "./benchServer";
import { budget, checkBudgets } from "./budgets.mjs";

const tiny = process.env.BENCH_SCALE === "tiny";
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? (tiny ? 200 : 10_000));
const runs = tiny ? 1 : 3;
const GOALS = { rowsAfterData: 300, keystroke: 50, heapMb: 60 };

if (!fs.existsSync(path.join(repoRoot, "dist", "host", "index.html"))) {
  console.error("bench/customers.ts: run `npm run build` first (the server serves dist/host).");
  process.exit(1);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// Runs in the page before any script: records when the first data rows are painted (one frame
// after they enter the DOM) and, per keystroke in the search box, the time from the key event
// to the frame after the deferred filtering committed (the results box stops being aria-busy).
// (A string, not a function: tsx would wrap named functions in a helper the page does not have.)
const PAGE_PROBE = `
  const probe = { rowsPainted: 0, latencies: [] };
  window.__probe = probe;
  const afterPaint = (callback) => requestAnimationFrame(() => setTimeout(callback, 0));
  let pendingKey = null;
  document.addEventListener("keydown", (event) => (pendingKey = event.timeStamp), true);
  new MutationObserver(() => {
    if (!probe.rowsPainted && document.querySelector("tbody tr:not([data-skeleton]) [data-user-link]")) {
      probe.rowsPainted = -1;
      afterPaint(() => (probe.rowsPainted = performance.now()));
    }
    const results = document.querySelector("[data-users-results]");
    if (pendingKey !== null && results && !results.hasAttribute("aria-busy")) {
      const started = pendingKey;
      pendingKey = null;
      afterPaint(() => probe.latencies.push(performance.now() - started));
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-busy"] });
`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-customers-"));
const { base, stop } = await startBenchServer({
  DATA_DIR: dataDir,
  SEED_CUSTOMERS: String(customerCount),
  // Few orders and products: this measures the customers list, and seeding stays quick.
  SEED_ORDERS: "300",
  SEED_PRODUCTS: "100",
});
const browser = await chromium.launch(CHROMIUM);
try {
  const response = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@shop.test", password: "Admin#2026" }),
  });
  const { accessToken } = (await response.json()) as { accessToken: string };
  const list = (await (
    await fetch(`${base}/api/users`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as { body: { full_name: string }[] };
  console.log(`users list in Chromium: ${list.body.length} customers, ${runs} load(s)`);

  const loads: { rows: number; data: number; afterData: number; heapMb: number }[] = [];
  const keystrokes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript({
      content: `localStorage.setItem("token", ${JSON.stringify(accessToken)});
        localStorage.setItem("userStatus", JSON.stringify("ADMIN"));`,
    });
    await context.addInitScript({ content: PAGE_PROBE });
    const page = await context.newPage();
    await page.goto(`${base}/user`);
    await page
      .waitForFunction(() => (window as any).__probe.rowsPainted > 0, undefined, { timeout: 60_000 })
      .catch(async (error) => {
        console.error(
          `first rows never painted at ${page.url()}:`,
          await page.evaluate(
            () =>
              JSON.stringify((window as any).__probe) + document.querySelectorAll("tbody tr [data-user-link]").length,
          ),
        );
        throw error;
      });
    const timing = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType("resource")
        .find((resource) => resource.name.endsWith("/api/users")) as PerformanceResourceTiming;
      return { rows: (window as any).__probe.rowsPainted as number, data: entry.responseEnd };
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("HeapProfiler.collectGarbage");
    const heap = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number };
    loads.push({
      rows: timing.rows,
      data: timing.data,
      afterData: timing.rows - timing.data,
      heapMb: heap.usedSize / 1024 / 1024,
    });

    if (run === 0) {
      // 10 characters of a real customer's name, then 10 backspaces back to the full list.
      const name = list.body[Math.floor(list.body.length / 2)].full_name.toLowerCase().padEnd(10, " ");
      const keys = [...name.slice(0, 10).split(""), ...Array.from({ length: 10 }, () => "Backspace")];
      await page.getByLabel("Search by name").focus();
      for (const [index, key] of keys.entries()) {
        await page.keyboard.press(key === " " ? "Space" : key);
        await page.waitForFunction((count) => (window as any).__probe.latencies.length >= count, index + 1, {
          timeout: 10_000,
        });
        await page.waitForTimeout(30);
      }
      keystrokes.push(...(await page.evaluate(() => (window as any).__probe.latencies as number[])));
    }
    await context.close();
  }

  const fmt = (value: number) => value.toFixed(1).padStart(7);
  const rowsAfterData = median(loads.map((load) => load.afterData));
  const keystroke = median(keystrokes);
  const heap = median(loads.map((load) => load.heapMb));
  console.log(`  navigation → users data arrived        ${fmt(median(loads.map((load) => load.data)))} ms`);
  console.log(`  navigation → first rows painted        ${fmt(median(loads.map((load) => load.rows)))} ms`);
  console.log(
    `  data arrived → first rows painted      ${fmt(rowsAfterData)} ms  (${budget({ label: "data arrived → first rows painted", value: rowsAfterData, limit: GOALS.rowsAfterData, unit: "ms", atTinyScale: false })})`,
  );
  console.log(
    `  keystroke → filtered list painted      ${fmt(keystroke)} ms median, ${fmt(Math.max(...keystrokes))} ms max over ${keystrokes.length} keystrokes  (${budget({ label: "keystroke → filtered list painted, median", value: keystroke, limit: GOALS.keystroke, unit: "ms", atTinyScale: false })})`,
  );
  console.log(
    `  JS heap after load (after GC)          ${fmt(heap)} MB  (${budget({ label: "JS heap after load", value: heap, limit: GOALS.heapMb, unit: "MB", atTinyScale: false })})`,
  );
} finally {
  await browser.close();
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
checkBudgets();
