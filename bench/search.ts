// Orders search benchmark (issue 32): seeds 100,000 orders and 100,000 products (BENCH_SCALE=tiny
// for CI: 200 and 300), starts the reference server as a child process and asks
// GET /admin/orders?search=…&page=1&limit=25 for 12 texts in turn (one-letter ones included) from
// 10 connections at once. Prints p50/p95 per text and overall, twice: with the read cache off
// (every answer computed, as the first answer to each new keystroke is) and on (as served).
// Goals: p95 ≤ 100 ms on PGlite, ≤ 50 ms on PostgreSQL (BENCH_DATABASE_URL runs it there too;
// BENCH_PGLITE=off then skips PGlite). A searched page leaves its per-status counts to
// GET /admin/orders/counts, which the list asks once the page is there: timed the same way
// after the pages, for the record (no goal: the rows are on screen before it answers).
// Last, it confirms every pending order (about 11,000 at full scale) with one
// POST /admin/orders/status and a filter, and times it (goal: 10,000 orders ≤ 10 s).
// BENCH_DATA_DIR: a PGlite folder seeded by an earlier run at the same sizes, kept afterwards
// (its pending orders are then already confirmed: the bulk timing needs a fresh folder).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signInAsSuperAdmin, startBenchServer } from "./benchServer";
import { budget, checkBudgets } from "./budgets.mjs";

const tiny = process.env.BENCH_SCALE === "tiny";
const productCount = Number(process.env.BENCH_PRODUCTS ?? (tiny ? 300 : 100_000));
const orderCount = Number(process.env.BENCH_ORDERS ?? (tiny ? 200 : 100_000));
const seconds = Number(process.env.BENCH_SECONDS ?? (tiny ? 0.5 : 10));
const connections = 10;
/** The texts an operator types: one and two letters, names, an apostrophe, an accent, order numbers. */
const TEXTS = ["a", "an", "ann", "mar", "mari", "o'b", "sean", "mü", "ORD-1", "ORD-10", "ORD-100", "TXN"];
const GOALS = { pglite: 100, postgres: 50, bulkSeconds: 10 };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (value: number) => value.toFixed(1).padStart(7);

/** 10 workers, each asking for the next text as soon as its last answer came; latencies per text. */
async function searchLoad(base: string, auth: Record<string, string>, route: (text: string) => string) {
  const byText = new Map<string, number[]>(TEXTS.map((text) => [text, []]));
  let next = 0;
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      // Every text at least once, however short the run (CI's tiny scale).
      while (performance.now() < until || next < TEXTS.length) {
        const text = TEXTS[next++ % TEXTS.length];
        const started = performance.now();
        const response = await fetch(`${base}/api${route(text)}`, { headers: auth });
        await response.arrayBuffer();
        byText.get(text)!.push(performance.now() - started);
        if (!response.ok) failures++;
      }
    }),
  );
  return { byText, failures };
}

async function run(label: string, kind: "pglite" | "postgres", env: Record<string, string>) {
  console.log(
    `\n${label}: ${orderCount} orders, ${productCount} products, ${connections} connections, ${seconds} s per run`,
  );
  const sizes = { SEED_PRODUCTS: String(productCount), SEED_ORDERS: String(orderCount) };
  const staticRoot = path.join(os.tmpdir(), "no-host-pages");
  for (const cache of ["off", "on"] as const) {
    const { base, startMs, stop } = await startBenchServer({
      STATIC_ROOT: staticRoot,
      ...env,
      ...sizes,
      READ_CACHE: cache,
    });
    try {
      if (cache === "off") console.log(`  server ready (seeded if empty) in ${(startMs / 1000).toFixed(1)} s`);
      const auth = await signInAsSuperAdmin(base);
      console.log(`  read cache ${cache}${cache === "off" ? " (every answer computed)" : " (as served)"}:`);
      const pages = await searchLoad(
        base,
        auth,
        (text) => `/admin/orders?search=${encodeURIComponent(text)}&page=1&limit=25`,
      );
      report("GET /admin/orders?search=…&page=1&limit=25", pages, {
        limit: GOALS[kind],
        run: `${label}, read cache ${cache}`,
      });
      const counts = await searchLoad(base, auth, (text) => `/admin/orders/counts?search=${encodeURIComponent(text)}`);
      report("GET /admin/orders/counts?search=… (asked after the page)", counts, null);
      if (cache === "on") await confirmPending(base, auth, label);
    } finally {
      await stop();
    }
  }
}

/** p50/p95 per text and overall; with a goal, whether the overall p95 meets it (`run` names the run). */
function report(
  title: string,
  { byText, failures }: Awaited<ReturnType<typeof searchLoad>>,
  goal: { limit: number; run: string } | null,
) {
  console.log(`   ${title}`);
  const all: number[] = [];
  for (const [text, times] of byText) {
    if (times.length === 0) continue;
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `    ${JSON.stringify(text).padEnd(10)} p50 ${fmt(percentile(times, 50))} ms  p95 ${fmt(percentile(times, 95))} ms  (${times.length} answers)`,
    );
  }
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 95);
  const verdict =
    goal === null
      ? ""
      : `; ${budget({ label: `${goal.run}: ${title}, p95`, value: p95, limit: goal.limit, unit: "ms", atTinyScale: false })}`;
  console.log(
    `    overall    p50 ${fmt(percentile(all, 50))} ms  p95 ${fmt(p95)} ms  (${all.length} answers${verdict})`,
  );
  if (failures) {
    console.log(`    ${failures} answers failed!`);
    process.exitCode = 1;
  }
}

/** Every pending order confirmed by one bulk call with a filter, timed to its last line. */
async function confirmPending(base: string, auth: Record<string, string>, run: string) {
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/orders/status`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ status: "CONFIRMED", filter: { status: "PENDING" } }),
  });
  const lines = (await response.text()).trim().split("\n");
  const seconds = (performance.now() - started) / 1000;
  const outcome = JSON.parse(lines.at(-1)!) as { success: boolean; message: string; data: { total: number } };
  if (!response.ok || !outcome.success) {
    console.log(`  bulk confirm failed: ${response.status} ${lines.at(-1)}`);
    process.exitCode = 1;
    return;
  }
  const per10k = outcome.data.total ? (seconds * 10_000) / outcome.data.total : 0;
  console.log(
    `  POST /admin/orders/status (filter: every pending order): "${outcome.message}" in ${seconds.toFixed(2)} s, ` +
      `${lines.length - 1} progress lines (${per10k.toFixed(2)} s per 10,000; ${budget({ label: `${run}: bulk confirm, per 10,000 orders`, value: per10k, limit: GOALS.bulkSeconds, unit: "s", atTinyScale: false, digits: 2 })})`,
  );
}

const keptDataDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-search-"));
try {
  if (process.env.BENCH_PGLITE !== "off") await run("PGlite", "pglite", { DATA_DIR: dataDir });
  if (process.env.BENCH_DATABASE_URL) {
    await run("PostgreSQL", "postgres", {
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-search-pg-")),
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
    });
  }
} finally {
  if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
checkBudgets();
