// Locations benchmark: a reference server on a fresh data folder, with one country of many states
// and one state of many cities added through the API, then in Chromium (production build):
// - click on the state in its country's states → the first city cards painted (navigation to
//   first cards), and → every card in the page (they render progressively),
// - the same for the country → its states,
// - the name search narrowing the cities to one card.
// Timed inside the page from the click event's timestamp to the frame after the DOM shows it.
// BENCH_SCALE=tiny (CI): 200 cities and 50 states; by default 2,000 cities and 500 states
// (the scale). BENCH_RUNS loads (default 3, tiny 1). Needs `npm run build` first.
import { chromium, type Page } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM, repoRoot, startBenchServer, watchNetwork } from "./benchServer";
import { checkBudgets } from "./budgets.mjs";

const tiny = process.env.BENCH_SCALE === "tiny";
const cityCount = Number(process.env.BENCH_CITIES ?? (tiny ? 200 : 2000));
const stateCount = Number(process.env.BENCH_STATES ?? (tiny ? 50 : 500));
const runs = Number(process.env.BENCH_RUNS ?? (tiny ? 1 : 3));

if (!fs.existsSync(path.join(repoRoot, "dist", "host", "index.html"))) {
  console.error("bench/locations.ts: run `npm run build` first (the server serves dist/host).");
  process.exit(1);
}

// In the page before any script: after __probe.arm(heading), the next click's timestamp starts the
// clock; `first` is the frame after the heading and a first card are in the DOM, `all` the frame
// after `expected` cards are. (A string: tsx would wrap a function in helpers the page lacks.)
const PAGE_PROBE = `
  const probe = { clickAt: 0, first: 0, all: 0, heading: "", expected: 0, armed: false };
  window.__probe = probe;
  const afterPaint = (callback) => requestAnimationFrame(() => setTimeout(callback, 0));
  const check = () => {
    if (!probe.clickAt) return;
    const h1 = document.querySelector("h1");
    if (!h1 || h1.textContent.trim() !== probe.heading) return;
    const cards = document.querySelectorAll("[data-card]").length;
    if (!probe.first && cards > 0) { probe.first = -1; afterPaint(() => (probe.first = performance.now())); }
    if (!probe.all && cards >= probe.expected) { probe.all = -1; afterPaint(() => (probe.all = performance.now())); }
  };
  probe.arm = (heading, expected) => Object.assign(probe, { clickAt: 0, first: 0, all: 0, heading, expected, armed: true });
  document.addEventListener("click", (event) => {
    if (!probe.armed) return;
    probe.armed = false;
    probe.clickAt = event.timeStamp;
    check();
  }, true);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
`;

interface Probe {
  clickAt: number;
  first: number;
  all: number;
}

async function timeClick(page: Page, heading: string, expected: number, click: () => Promise<void>) {
  await page.evaluate(([h, n]) => (window as any).__probe.arm(h, n), [heading, expected] as const);
  await click();
  await page.waitForFunction(() => (window as any).__probe.all > 0, undefined, { timeout: 120_000 });
  const probe = await page.evaluate(() => (window as any).__probe as Probe);
  return { first: probe.first - probe.clickAt, all: probe.all - probe.clickAt };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-locations-"));
const { base, stop } = await startBenchServer({ DATA_DIR: dataDir });
try {
  const signIn = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@shop.test", password: "Admin#2026" }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const post = async (url: string, body: object) => {
    const response = await fetch(`${base}/api${url}`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return ((await response.json()) as { body: { id: number } }).body;
  };
  /** Adds in groups of 20 requests at once (the server takes them one by one anyway). */
  const addMany = async (count: number, add: (index: number) => Promise<unknown>) => {
    for (let start = 0; start < count; start += 20)
      await Promise.all(Array.from({ length: Math.min(20, count - start) }, (_, offset) => add(start + offset)));
  };
  const started = performance.now();
  const country = await post("/country/add", { name: "Benchland" });
  const pad = (index: number) => String(index).padStart(4, "0");
  // "Aaa…" sorts first, so its link is on screen without scrolling.
  const bigState = await post("/state/add", { name: "Aaa Big State", countryId: country.id });
  await addMany(stateCount - 1, (index) => post("/state/add", { name: `State ${pad(index)}`, countryId: country.id }));
  await addMany(cityCount, (index) => post("/city/add", { name: `City ${pad(index)}`, stateId: bigState.id }));
  console.log(
    `locations: a country of ${stateCount} states, a state of ${cityCount} cities (added in ${((performance.now() - started) / 1000).toFixed(1)} s); ${runs} load(s), each in a fresh context`,
  );

  const browser = await chromium.launch(CHROMIUM);
  const figures = new Map<string, number[]>();
  const record = (name: string, value: number) => figures.set(name, [...(figures.get(name) ?? []), value]);
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript({ content: PAGE_PROBE });
      const page = await context.newPage();
      const network = watchNetwork(page);
      await page.goto(`${base}/`);
      await page.getByPlaceholder("Email").fill("admin@shop.test");
      await page.getByPlaceholder("Password").fill("Admin#2026");
      await page.getByRole("button", { name: "LOGIN" }).click();
      await page.waitForURL(/\/overView$/);
      await page.goto(`${base}/setting/countries`);
      await page.getByRole("link", { name: "Benchland" }).waitFor();
      await network.quiet();

      const states = await timeClick(page, "Benchland States", stateCount, () =>
        page.getByRole("link", { name: "Benchland" }).click(),
      );
      record(`click country → first state cards`, states.first);
      record(`click country → all ${stateCount} state cards`, states.all);
      await network.quiet();

      const cities = await timeClick(page, "Aaa Big State Cities", cityCount, () =>
        page.getByRole("link", { name: "Aaa Big State" }).click(),
      );
      record(`click state → first city cards`, cities.first);
      record(`click state → all ${cityCount} city cards`, cities.all);

      const searchStarted = performance.now();
      await page.getByRole("searchbox", { name: "Search cities" }).fill(`City ${pad(cityCount - 1)}`);
      await page.waitForFunction(() => document.querySelectorAll("[data-card]").length === 1);
      record("search the cities to 1 card (from Playwright)", performance.now() - searchStarted);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  for (const [name, values] of figures) {
    const spread =
      values.length > 1 ? ` (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})` : "";
    console.log(`  ${name.padEnd(48)} ${ms(median(values))}${spread}`);
  }
} finally {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// Figures only: no budget to check.
checkBudgets();
