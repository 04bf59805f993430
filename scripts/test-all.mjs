#!/usr/bin/env node
// `npm test`: every check and every test runner in order, stopping at the first failure, then
// one closing line "N passed, N failed" that adds up the counts of every runner.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const reports = path.join(root, ".tmp", "reports");
fs.mkdirSync(reports, { recursive: true });
fs.rmSync(path.join(reports, "summary.txt"), { force: true });

const totals = { passed: 0, failed: 0 };

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
    }
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);

/** Each step: a name, a command, and how to read its counts (none for checks like lint). */
const vitest = (project, label, env = {}) => {
  const file = path.join(reports, `vitest-${label}.json`);
  return {
    name: `vitest ${label}`,
    command: [
      "npx",
      ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile=${file}`],
    ],
    env,
    counts: () => {
      const report = readJson(file);
      return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null;
    },
  };
};

const steps = [
  // The client's generated API types must match the server's OpenAPI document before typecheck.
  { name: "contract", command: ["npm", ["run", "contract:check", "--silent"]] },
  { name: "typecheck", command: ["npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]] },
  {
    name: "lint",
    command: ["npx", ["eslint", ".", "--max-warnings", "0"]],
    when: () => fs.existsSync(path.join(root, "eslint.config.js")),
  },
  { name: "format", command: ["npx", ["prettier", "--check", "."]] },
  vitest("unit", "unit"),
  // The PGlite run must not see the PostgreSQL URL that .ci/run exports for the second run.
  vitest("server", "server-pglite", { TEST_DATABASE_URL: "" }),
  {
    ...vitest("server", "server-postgres", { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "" }),
    when: () => Boolean(process.env.TEST_DATABASE_URL),
  },
  {
    name: "build",
    command: ["npm", ["run", "build", "--silent"]],
    when: () => fs.existsSync(path.join(root, "rollup.config.mjs")),
  },
  {
    name: "bundle texts (every English sentence of ours comes from a catalogue)",
    command: ["node", ["scripts/check-bundle-texts.mjs"]],
    when: () => fs.existsSync(path.join(root, "scripts", "check-bundle-texts.mjs")),
  },
  {
    name: "package (packed, type-checked in a strict consumer)",
    command: ["node", ["scripts/check-package.mjs"]],
    when: () => fs.existsSync(path.join(root, "rollup.config.mjs")),
  },
  {
    name: "browser (web-test-runner)",
    command: ["npx", ["web-test-runner"]],
    counts: (output) => {
      const matches = [...output.matchAll(/(\d+) passed, (\d+) failed/g)];
      const last = matches.at(-1);
      return last ? { passed: Number(last[1]), failed: Number(last[2]) } : null;
    },
  },
  {
    name: "end to end (playwright)",
    command: ["npx", ["playwright", "test", "--reporter=list,json"]],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "playwright.json") },
    when: () => fs.existsSync(path.join(root, "playwright.config.ts")),
    counts: () => {
      const report = readJson(path.join(reports, "playwright.json"));
      return report ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected } : null;
    },
  },
  {
    // The packed library in four real hosts (strict-CSP portal, Vite + React Router, Next.js, Vue),
    // installed, built and driven in Chromium against the API on another origin.
    name: "examples (the packed library in four hosts)",
    command: ["node", ["scripts/check-examples.mjs"]],
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
  {
    name: "benchmarks (tiny scale)",
    // Asserts the budgets whose figure means something at tiny scale (bundle sizes, console errors).
    command: ["node", ["scripts/bench-all.mjs"]],
    env: { BENCH_SCALE: "tiny", BENCH_CHECK: "1" },
    when: () => fs.existsSync(path.join(root, "scripts", "bench-all.mjs")),
  },
];

// Also written to a file so .ci/run can print it as its very last line.
const summary = () => {
  const line = `${totals.passed} passed, ${totals.failed} failed`;
  fs.writeFileSync(path.join(reports, "summary.txt"), `${line}\n`);
  console.log(line);
};

for (const step of steps) {
  if (step.when && !step.when()) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const { code, output } = await run(step.command[0], step.command[1], step.env);
  const counts = step.counts?.(output);
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `=== ${step.name}: ${code === 0 ? "ok" : `FAILED (exit ${code})`} in ${seconds}s${counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : ""} ===`,
  );
  if (code !== 0 || (counts && counts.failed > 0)) {
    if (counts === null && step.counts) totals.failed += 1;
    else if (!counts) totals.failed += 1;
    summary();
    process.exit(1);
  }
}
summary();
