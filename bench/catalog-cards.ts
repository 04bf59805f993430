// Catalog benchmark: a reference server on a fresh data folder with many brands and
// categories added through the API (one uploaded PNG shared by all), then
// - GET /brand/get and /category/get latency (sequential, p50/p95),
// - in Chromium: /brand and /categories from a reload until every card is on screen, and the
//   time the name search takes to narrow the grid to one card.
// BENCH_SCALE=tiny (CI) uses 60 brands; the default 600 brands. Needs `npm run build` first.
import { chromium } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM, startBenchServer } from "./benchServer";
import { checkBudgets } from "./budgets.mjs";
import { makePng } from "../host-demo/server/db/seed/images";

const tiny = process.env.BENCH_SCALE === "tiny";
const brandCount = Number(process.env.BENCH_BRANDS ?? (tiny ? 60 : 600));
const categoriesPerBrand = 2;
const requests = tiny ? 20 : 100;

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function latency(name: string, call: () => Promise<Response>) {
  const times: number[] = [];
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${name.padEnd(40)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-catalog-"));
const { base, stop } = await startBenchServer({ DATA_DIR: dataDir });
try {
  const signIn = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@shop.test", password: "Admin#2026" }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(makePng(64, [20, 60, 160], [220, 200, 120], [255, 255, 255]))], { type: "image/png" }),
    "b.png",
  );
  const uploaded = (await (
    await fetch(`${base}/api/upload/file`, { method: "POST", headers: auth, body: form })
  ).json()) as {
    body: { img_url: string };
  };
  const image_url = uploaded.body.img_url;
  const post = (url: string, body: object) =>
    fetch(`${base}/api${url}`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return ((await response.json()) as { body: { id: number } }).body;
    });
  const started = performance.now();
  for (let index = 0; index < brandCount; index++) {
    // Zero-padded, so one search term matches exactly one card.
    const number = String(index).padStart(4, "0");
    const brand = await post("/brand", { brand_name: `Bench Brand ${number}`, description: "", image_url });
    for (let category = 0; category < categoriesPerBrand; category++) {
      await post("/category", {
        category_name: `Bench Category ${number}.${category}`,
        description: "",
        image_url,
        brand_id: brand.id,
      });
    }
  }
  const brands = ((await (await fetch(`${base}/api/brand/get`, { headers: auth })).json()) as { body: unknown[] }).body
    .length;
  const categories = (
    (await (await fetch(`${base}/api/category/get`, { headers: auth })).json()) as { body: unknown[] }
  ).body.length;
  console.log(
    `catalog: ${brands} brands, ${categories} categories (added in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  await latency("GET /brand/get", () => fetch(`${base}/api/brand/get`, { headers: auth }));
  await latency("GET /category/get", () => fetch(`${base}/api/category/get`, { headers: auth }));

  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/`);
    await page.getByPlaceholder("Email").fill("admin@shop.test");
    await page.getByPlaceholder("Password").fill("Admin#2026");
    await page.getByRole("button", { name: "LOGIN" }).click();
    await page.waitForURL(/\/overView$/);
    const screens: [string, number, string][] = [
      ["/brand", brands, "Bench Brand 0007"],
      ["/categories", categories, "Bench Category 0007.1"],
    ];
    for (const [route, count, search] of screens) {
      const loadStarted = performance.now();
      await page.goto(`${base}${route}`);
      await page.waitForFunction((expected) => document.querySelectorAll("[data-card]").length === expected, count, {
        timeout: 120_000,
      });
      const loaded = performance.now() - loadStarted;
      const searchStarted = performance.now();
      await page.getByRole("searchbox").fill(search);
      await page.waitForFunction(() => document.querySelectorAll("[data-card]").length === 1);
      const searched = performance.now() - searchStarted;
      console.log(
        `  ${`${route}: reload to ${count} cards`.padEnd(40)} ${ms(loaded)}   search to 1 card ${ms(searched)}`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// Figures only: no budget to check.
checkBudgets();
