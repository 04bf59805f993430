#!/usr/bin/env node
// `npm test`: every check and every test runner, independent ones side by side, stopping at the
// first failure, then one closing line "N passed, N failed" that adds up the counts of every runner.
//
// Steps wait only for what they read (the end-to-end tests, the examples and the benchmarks need
// the build; nothing else does); the longest start first, and at most TEST_LANES (default 3) run at once: on two cores most
// suites spend much of their time waiting on a browser, a server or a timer, so three at a time
// keeps both cores busy without starving a browser test of its frames. Each step's output is
// printed whole when it ends, so the log reads one step at a time.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const reports = path.join(root, ".tmp", "reports");
fs.mkdirSync(reports, { recursive: true });
fs.rmSync(path.join(reports, "summary.txt"), { force: true });
const lanes = Math.max(1, Number(process.env.TEST_LANES ?? 3));

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);

const vitest = (project, label, env = {}) => {
  const file = path.join(reports, `vitest-${label}.json`);
  return {
    name: `vitest ${label}`,
    command: [
      "npx",
      ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile=${file}`],
    ],
    env,
    report: file,
    counts: () => {
      const report = readJson(file);
      return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null;
    },
  };
};

/** Playwright's JSON report's counts (a flaky test passed on retry). */
const playwrightCounts = (file) => {
  const report = readJson(file);
  return report ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected } : null;
};

/** The browser suite in shards: each its own web-test-runner, Chromium and port. */
const BROWSER_SHARDS = 2;
const browserShard = (index) => ({
  name: `browser ${index}/${BROWSER_SHARDS} (web-test-runner)`,
  command: ["npx", ["web-test-runner"]],
  env: { WTR_SHARD: `${index}/${BROWSER_SHARDS}`, WTR_PORT: String(8000 + index) },
  counts: (output) => {
    const last = [...output.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
    return last ? { passed: Number(last[1]), failed: Number(last[2]) } : null;
  },
});

/** The end-to-end suite in shards: each its own started host, data folder, mail sink and port. */
const E2E_SHARDS = 2;
const e2eShard = (index) => {
  const file = path.join(reports, `playwright-${index}.json`);
  fs.rmSync(file, { force: true });
  return {
    name: `end to end ${index}/${E2E_SHARDS} (playwright)`,
    command: ["npx", ["playwright", "test", `--shard=${index}/${E2E_SHARDS}`, "--reporter=list,json"]],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_PORT: String(4317 + 100 * (index - 1)) },
    needs: ["build"],
    counts: () => playwrightCounts(file),
  };
};

const hasBuild = fs.existsSync(path.join(root, "rollup.config.mjs"));
const steps = [
  { name: "build", command: ["npm", ["run", "build", "--silent"]], when: () => hasBuild },
  // The client's generated API types must match the server's OpenAPI document.
  { name: "contract", command: ["npm", ["run", "contract:check", "--silent"]] },
  { name: "typecheck", command: ["npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]], needs: ["contract"] },
  // The PGlite run must not see the PostgreSQL URL that .ci/run exports for the second run. With
  // both engines, each file runs where it means most (vitest.config.ts, serverFiles).
  vitest("server", "server-pglite", {
    TEST_DATABASE_URL: "",
    SERVER_TESTS: process.env.TEST_DATABASE_URL ? "pglite" : "",
  }),
  {
    name: "lint",
    command: ["npx", ["eslint", ".", "--max-warnings", "0"]],
    needs: ["typecheck"],
    when: () => fs.existsSync(path.join(root, "eslint.config.js")),
  },
  { name: "format", command: ["npx", ["prettier", "--check", "."]], needs: ["lint"] },
  { ...vitest("unit", "unit"), needs: ["format"] },
  {
    name: "benchmarks (tiny scale)",
    // Asserts the budgets whose figure means something at tiny scale (bundle sizes, console errors).
    command: ["node", ["scripts/bench-all.mjs"]],
    env: { BENCH_SCALE: "tiny", BENCH_CHECK: "1" },
    needs: ["build"],
    when: () => fs.existsSync(path.join(root, "scripts", "bench-all.mjs")),
  },
  {
    ...vitest("server", "server-postgres", {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      SERVER_TESTS: "postgres",
    }),
    when: () => Boolean(process.env.TEST_DATABASE_URL),
  },
  ...Array.from({ length: E2E_SHARDS }, (_, index) => e2eShard(index + 1)),
  ...Array.from({ length: BROWSER_SHARDS }, (_, index) => browserShard(index + 1)),
  {
    name: "bundle texts (every English sentence of ours comes from a catalogue)",
    command: ["node", ["scripts/check-bundle-texts.mjs"]],
    needs: ["build"],
    when: () => fs.existsSync(path.join(root, "scripts", "check-bundle-texts.mjs")),
  },
  {
    name: "package (packed, type-checked in a strict consumer)",
    command: ["node", ["scripts/check-package.mjs"]],
    needs: ["build"],
    when: () => hasBuild,
  },
  {
    // The packed library in four real hosts (strict-CSP portal, Vite + React Router, Next.js, Vue),
    // installed, built and driven in Chromium against the API on another origin. After the package
    // step: both pack the library into the same folder.
    name: "examples (the packed library in four hosts)",
    command: ["node", ["scripts/check-examples.mjs"]],
    needs: ["build", "package (packed, type-checked in a strict consumer)"],
    when: () => fs.existsSync(path.join(root, "examples", "package.json")),
    counts: () => {
      const report = readJson(path.join(reports, "examples.json"));
      const hostUnit = readJson(path.join(reports, "examples-vitest.json"));
      if (!report) return null;
      return {
        passed: report.stats.expected + report.stats.flaky + (hostUnit?.numPassedTests ?? 0),
        failed: report.stats.unexpected + (hostUnit?.numFailedTests ?? 0),
      };
    },
  },
].filter((step) => !step.when || step.when());

const totals = { passed: 0, failed: 0 };
const summary = () => {
  const line = `${totals.passed} passed, ${totals.failed} failed`;
  // Also written to a file so .ci/run can print it as its very last line.
  fs.writeFileSync(path.join(reports, "summary.txt"), `${line}\n`);
  console.log(line);
};

const running = new Map();
const done = new Set();
const pending = [...steps];
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;
let stopping = false;

/** Runs one step in its own process group (so a failure elsewhere can stop all of it). */
function run(step) {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(step.command[0], step.command[1], {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    running.set(step.name, child);
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

function stopAll() {
  stopping = true;
  for (const child of running.values()) {
    if (!child) continue;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}
process.on("SIGINT", () => {
  stopAll();
  process.exit(130);
});

async function runStep(step) {
  console.log(`--- [${elapsed()}] ${step.name}: started`);
  const stepStarted = Date.now();
  const { code, output } = await run(step);
  running.delete(step.name);
  if (stopping) return;
  const counts = step.counts?.(output) ?? null;
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  const failed = code !== 0 || (counts !== null && counts.failed > 0) || (step.counts && counts === null);
  console.log(`\n=== ${step.name} ===`);
  process.stdout.write(output);
  console.log(
    `=== ${step.name}: ${failed ? `FAILED (exit ${code})` : "ok"} in ${seconds}s${counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : ""} [${elapsed()} since the start] ===`,
  );
  if (failed) {
    if (!counts || counts.failed === 0) totals.failed += 1;
    stopAll();
    summary();
    process.exit(1);
  }
  done.add(step.name);
  schedule();
}

function schedule() {
  while (running.size < lanes) {
    const index = pending.findIndex((step) => (step.needs ?? []).every((name) => done.has(name)));
    if (index === -1) break;
    const [step] = pending.splice(index, 1);
    // Marked running before its process starts, so the lane count holds within this loop.
    running.set(step.name, null);
    void runStep(step);
  }
  if (running.size === 0 && pending.length === 0) {
    console.log(`\nAll steps passed in ${elapsed()}.`);
    summary();
  }
}

// A step naming a need that does not run would wait for ever.
for (const step of steps)
  for (const need of step.needs ?? [])
    if (!steps.some((other) => other.name === need)) throw new Error(`${step.name} needs ${need}, which does not run`);
schedule();
