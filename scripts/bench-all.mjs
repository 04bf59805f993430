#!/usr/bin/env node
// Runs every benchmark in bench/ (BENCH_SCALE=tiny in CI so none can rot). Benchmarks print
// figures beside their budgets; a benchmark that crashes fails the run, and with --check
// (`npm run bench:check`, or BENCH_CHECK=1) so does a missed budget (bench/budgets.mjs; at
// BENCH_SCALE=tiny only those whose figure means something there, such as sizes). They run one
// after another (on two cores, running two at once saved under 10 % and spoilt every browser
// figure); BENCH_LANES=2 runs two at a time, each on its own server and port, printing each
// one's output whole when it ends.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const tsx = "node_modules/tsx/dist/cli.mjs";
const benches = [
  ["node", ["bench/bundle.mjs"]],
  ["node", [tsx, "bench/api.ts"]],
  ["node", [tsx, "bench/orders.ts"]],
  ["node", [tsx, "bench/customers.ts"]],
  ["node", [tsx, "bench/catalog-cards.ts"]],
  ["node", [tsx, "bench/catalog.ts"]],
  ["node", [tsx, "bench/locations.ts"]],
  ["node", [tsx, "bench/navigation.ts"]],
  ["node", [tsx, "bench/search.ts"]],
  ["node", [tsx, "bench/palette.ts"]],
  ["node", [tsx, "bench/journal.ts"]],
  ["node", [tsx, "bench/lighthouse.ts"]],
  // issue 33 live
  ["node", [tsx, "bench/events.ts"]],
  ["node", [tsx, "bench/live-screen.ts"]],
];
const lanes = Math.max(1, Number(process.env.BENCH_LANES ?? 1));
// Set here rather than in package.json, so the script runs the same on every shell.
const env = process.argv.includes("--check") ? { ...process.env, BENCH_CHECK: "1" } : process.env;

/** Runs one benchmark; resolves with its exit code and everything it printed. */
function runBench([command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk) => {
      if (lanes === 1) process.stdout.write(chunk);
      else output += chunk;
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

const queue = [...benches];
let failed = null;
async function lane() {
  while (queue.length > 0 && !failed) {
    const bench = queue.shift();
    const name = bench[1].at(-1);
    if (lanes === 1) console.log(`\n--- ${name} ---`);
    const started = Date.now();
    const { code, output } = await runBench(bench);
    if (lanes > 1) process.stdout.write(`\n--- ${name} ---\n${output}`);
    console.log(`(${name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (code !== 0) {
      console.error(`${name} failed (exit ${code})`);
      failed ??= name;
    }
  }
}
await Promise.all(Array.from({ length: lanes }, lane));
if (failed) process.exit(1);
