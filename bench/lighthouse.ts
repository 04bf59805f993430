// Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown) on the reference host's
// two pages, the sign-in page (/) and the embedding demo (/embed.html), against the built host
// served by the real server. Prints the performance score, the layout shift and any console
// error for each page. Goals (issue 11): performance >= 95 on both, CLS <= 0.05 on
// /embed.html, no console error. Run `npm run build` first. About 20 s a page here.
// LIGHTHOUSE_PAGES=/ limits the run to some pages (comma-separated paths); LIGHTHOUSE_REPORTS=dir
// keeps each page's full report (JSON) there.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM, repoRoot, startBenchServer } from "./benchServer";
import { budget, checkBudgets } from "./budgets.mjs";

const GOALS = { performance: 95, cls: 0.05 };
const pages = (process.env.LIGHTHOUSE_PAGES ?? "/,/embed.html").split(",").filter(Boolean);

if (!fs.existsSync(path.join(repoRoot, "dist", "host", "index.html"))) {
  console.error("dist/host/index.html is missing: run `npm run build` first");
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-lighthouse-"));
// LIGHTHOUSE_BASE=http://127.0.0.1:3000 measures a host that is already running instead.
const server = process.env.LIGHTHOUSE_BASE
  ? { base: process.env.LIGHTHOUSE_BASE, stop: async () => {} }
  : await startBenchServer({ DATA_DIR: dataDir, NODE_ENV: "production" });
// Lighthouse drives its own Chromium over the DevTools protocol (Debian's, with the flags this
// network needs; --headless is chrome-launcher's, the others are CHROMIUM's).
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM.executablePath,
  chromeFlags: CHROMIUM.args,
  userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-lighthouse-profile-")),
});

interface PageFigures {
  page: string;
  performance: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  transferKiB: number;
  consoleErrors: string[];
  /** Lighthouse's measure of this machine's CPU speed during the run (lower = busier). */
  benchmarkIndex: number;
}

const results: PageFigures[] = [];
try {
  for (const page of pages) {
    const started = Date.now();
    const run = await lighthouse(`${server.base}${page}`, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance"],
      // errors-in-console belongs to best practices: added alone so the run stays short.
      onlyAudits: ["errors-in-console"],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { lhr } = run;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`);
    if (process.env.LIGHTHOUSE_REPORTS) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const file = path.join(process.env.LIGHTHOUSE_REPORTS, `${page.replace(/\W+/g, "_") || "root"}.json`);
      fs.writeFileSync(file, JSON.stringify(lhr, null, 1));
    }
    const audit = (id: string) => lhr.audits[id];
    const consoleItems =
      (audit("errors-in-console")?.details as { items?: { description?: string; url?: string }[] } | undefined)
        ?.items ?? [];
    results.push({
      page,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      cls: audit("cumulative-layout-shift").numericValue ?? NaN,
      lcpMs: audit("largest-contentful-paint").numericValue ?? NaN,
      tbtMs: audit("total-blocking-time").numericValue ?? NaN,
      transferKiB: (audit("total-byte-weight").numericValue ?? NaN) / 1024,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      consoleErrors: consoleItems.map((item) => `${item.description ?? ""} ${item.url ?? ""}`.trim()),
    });
    console.log(`${page}: measured in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  chrome.kill();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// Simulated throttling multiplies the CPU time it observes by 4: on a busy machine the blocking
// time, and so the score, come out worse than the page is. The CPU index says how busy it was.
console.log("page           performance  CLS     LCP      TBT     transferred  CPU index  console errors");
for (const r of results) {
  console.log(
    `${r.page.padEnd(14)} ${String(r.performance).padStart(11)}  ${r.cls.toFixed(3)}  ${`${Math.round(r.lcpMs)} ms`.padStart(7)}  ${`${Math.round(r.tbtMs)} ms`.padStart(6)}  ${`${r.transferKiB.toFixed(0)} KiB`.padStart(11)}  ${String(Math.round(r.benchmarkIndex)).padStart(9)}  ${r.consoleErrors.length ? r.consoleErrors.join("; ") : "none"}`,
  );
}
// Scores and layout shift depend on how busy the machine is; a console error does not.
for (const r of results) {
  const verdicts = [
    `performance ${budget({ label: `${r.page} performance`, value: r.performance, limit: GOALS.performance, unit: "", atTinyScale: false, bound: "at least", digits: 0 })}`,
    ...(r.page.includes("embed")
      ? [
          `CLS ${budget({ label: `${r.page} CLS`, value: r.cls, limit: GOALS.cls, unit: "", atTinyScale: false, digits: 3 })}`,
        ]
      : []),
    `console errors ${budget({ label: `${r.page} console errors`, value: r.consoleErrors.length, limit: 0, unit: "", atTinyScale: true, digits: 0 })}`,
  ];
  console.log(`${r.page.padEnd(14)} ${verdicts.join("; ")}`);
}
checkBudgets();
