// Orders list benchmark in Chromium against the reference server seeded with 10,000 orders
// (BENCH_ORDERS=100000 for the large shop; BENCH_SCALE=tiny: 200). Needs `npm run build` (the
// server serves dist/host). The list asks the server for one page at a time. Prints:
//   - click on Orders in the menu (on the overview) → first rows painted (goal ≤ 300 ms), from the
//     click event's time; then a reload on /orders → first rows, and data arrived → first rows
//   - median keystroke → filtered rows painted over 20 keystrokes, the debounce and the request
//     included (goal ≤ 150 ms)
//   - JS heap after load, after a garbage collection (goal ≤ 60 MB)
import { chromium } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM, repoRoot, startBenchServer, watchNetwork } from "./benchServer";
import { budget, checkBudgets } from "./budgets.mjs";

const tiny = process.env.BENCH_SCALE === "tiny";
const orderCount = Number(process.env.BENCH_ORDERS ?? (tiny ? 200 : 10_000));
const productCount = Number(process.env.BENCH_PRODUCTS ?? (tiny ? 100 : 1_000));
const runs = tiny ? 1 : 3;
const GOALS = { rows: 300, keystroke: 150, heapMb: 60 };

if (!fs.existsSync(path.join(repoRoot, "dist", "host", "index.html"))) {
  console.error("bench/orders.ts: run `npm run build` first (the server serves dist/host).");
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
  const probe = { rowsPainted: 0, clickAt: 0, latencies: [] };
  window.__probe = probe;
  // The operator's click on Orders starts the clock (the event's own time).
  document.addEventListener("click", (event) => {
    if (event.target.closest && event.target.closest("a")?.textContent?.trim() === "Orders") {
      probe.clickAt = event.timeStamp;
      probe.rowsPainted = 0;
    }
  }, true);
  const afterPaint = (callback) => requestAnimationFrame(() => setTimeout(callback, 0));
  let pendingKey = null;
  document.addEventListener("keydown", (event) => (pendingKey = event.timeStamp), true);
  // A letter off the US keyboard (á) comes as text with no keydown: its input event starts the clock.
  document.addEventListener("beforeinput", (event) => (pendingKey ??= event.timeStamp), true);
  new MutationObserver(() => {
    if (!probe.rowsPainted && document.querySelector("tbody tr:not([data-skeleton]) [data-status]")) {
      probe.rowsPainted = -1;
      afterPaint(() => (probe.rowsPainted = performance.now()));
    }
    const results = document.querySelector("[data-orders-results]");
    if (pendingKey !== null && results && !results.hasAttribute("aria-busy")) {
      const started = pendingKey;
      pendingKey = null;
      afterPaint(() => probe.latencies.push(performance.now() - started));
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-busy"] });
`;

// BENCH_DATA_DIR: a folder seeded by an earlier run, kept afterwards.
const keptDataDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-orders-"));
const { base, stop } = await startBenchServer({
  DATA_DIR: dataDir,
  SEED_ORDERS: String(orderCount),
  SEED_PRODUCTS: String(productCount),
});
const browser = await chromium.launch(CHROMIUM);
try {
  const response = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@shop.test", password: "Admin#2026" }),
  });
  const { accessToken } = (await response.json()) as { accessToken: string };
  const first = (await (
    await fetch(`${base}/api/admin/orders?page=1&limit=100`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as { body: { total: number; orders: { user: { full_name: string } }[] } };
  console.log(`orders list in Chromium: ${first.body.total} orders, one page at a time, ${runs} load(s)`);

  const clicks: number[] = [];
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
    const network = watchNetwork(page);
    // The operator is on the overview and clicks Orders in the menu.
    await page.goto(`${base}/`);
    await page.getByRole("heading", { name: "Overview", exact: true }).waitFor({ timeout: 60_000 });
    await network.quiet();
    await page.getByRole("link", { name: "Orders", exact: true }).click();
    await page.waitForFunction(() => (window as any).__probe.rowsPainted > 0, undefined, { timeout: 60_000 });
    clicks.push(await page.evaluate(() => (window as any).__probe.rowsPainted - (window as any).__probe.clickAt));
    // Then reloads the page: the whole app starts on /orders.
    await page.reload();
    await page
      .waitForFunction(() => (window as any).__probe.rowsPainted > 0, undefined, { timeout: 60_000 })
      .catch(async (error) => {
        console.error(
          `first rows never painted at ${page.url()}:`,
          await page.evaluate(
            () => JSON.stringify((window as any).__probe) + document.querySelectorAll("tbody tr [data-status]").length,
          ),
        );
        throw error;
      });
    const timing = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType("resource")
        .find((resource) => resource.name.includes("/api/admin/orders?")) as PerformanceResourceTiming;
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
      // 10 characters of a real customer's name, then 10 backspaces back to the full list. A name
      // with an accent when there is one: the search must match it and the probe must time it.
      const names = first.body.orders.map((order) => order.user.full_name.toLowerCase());
      const name = (
        names.find((candidate) => /[^a-z ]/.test(candidate.slice(0, 10))) ?? names[Math.floor(names.length / 2)]
      ).padEnd(10, " ");
      console.log(`  typing "${name.slice(0, 10).trimEnd()}" in the search, then erasing it`);
      const keys = [...name.slice(0, 10).split(""), ...Array.from({ length: 10 }, () => "Backspace")];
      await page.getByLabel("Search by customer name or order number").focus();
      for (const [index, key] of keys.entries()) {
        // press() knows only keys on a US keyboard; an accented letter of a name is typed as text.
        if (key === "Backspace" || key === " ") await page.keyboard.press(key === " " ? "Space" : key);
        else await page.keyboard.type(key);
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
  const click = median(clicks);
  const rowsAfterData = median(loads.map((load) => load.afterData));
  const rows = median(loads.map((load) => load.rows));
  const keystroke = median(keystrokes);
  const heap = median(loads.map((load) => load.heapMb));
  console.log(
    `  click on Orders → first rows painted   ${fmt(click)} ms  (${budget({ label: "click on Orders → first rows painted", value: click, limit: GOALS.rows, unit: "ms", atTinyScale: false })})`,
  );
  console.log(`  reload on /orders → orders data arrived ${fmt(median(loads.map((load) => load.data)))} ms`);
  console.log(`  reload on /orders → first rows painted ${fmt(rows)} ms`);
  console.log(`  data arrived → first rows painted      ${fmt(rowsAfterData)} ms`);
  console.log(
    `  keystroke → filtered rows painted      ${fmt(keystroke)} ms median, ${fmt(Math.max(...keystrokes))} ms max over ${keystrokes.length} keystrokes  (${budget({ label: "keystroke → filtered rows painted, median", value: keystroke, limit: GOALS.keystroke, unit: "ms", atTinyScale: false })})`,
  );
  console.log(
    `  JS heap after load (after GC)          ${fmt(heap)} MB  (${budget({ label: "JS heap after load", value: heap, limit: GOALS.heapMb, unit: "MB", atTinyScale: false })})`,
  );
} finally {
  await browser.close();
  await stop();
  if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
checkBudgets();
