#!/usr/bin/env node
// Runs every benchmark in bench/ (BENCH_SCALE=tiny in CI so none can rot). Benchmarks print
// figures; a benchmark that crashes fails the run.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const benches = [
  ["node", ["bench/bundle.mjs"]],
  ["node", ["node_modules/tsx/dist/cli.mjs", "bench/api.ts"]],
  ["node", ["node_modules/tsx/dist/cli.mjs", "bench/orders.ts"]],
  ["node", ["node_modules/tsx/dist/cli.mjs", "bench/customers.ts"]],
  ["node", ["node_modules/tsx/dist/cli.mjs", "bench/catalog-cards.ts"]],
  ["node", ["node_modules/tsx/dist/cli.mjs", "bench/catalog.ts"]],
  ["node", ["node_modules/tsx/dist/cli.mjs", "bench/locations.ts"]],
  ["node", ["node_modules/tsx/dist/cli.mjs", "bench/navigation.ts"]],
  ["node", ["node_modules/tsx/dist/cli.mjs", "bench/lighthouse.ts"]],
];
for (const [command, args] of benches) {
  console.log(`\n--- ${args.at(-1)} ---`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`${args.at(-1)} failed (exit ${result.status})`);
    process.exit(1);
  }
}
