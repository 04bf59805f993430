#!/usr/bin/env node
// The example hosts (examples/): a strict-CSP static portal, Vite + React Router, Next.js App
// Router and Vue 3, each installing the packed library as an integrator would. Run after
// `npm run build` (npm test runs it after the package check, whose tarball it reuses):
//   1. the tarball: .tmp/package/shop-admin-backoffice.tgz from scripts/check-package.mjs when it
//      is newer than dist/, otherwise `npm pack` once; copied to examples/.pack/;
//   2. one `npm install` for all four (npm workspaces in examples/, no lock file: the tarball
//      changes with every build, and its dependencies are whatever it declares);
//   3. each example's production build, and the Vite host's own Vitest + jsdom test;
//   4. examples/playwright.config.ts drives them in Chromium: one reference API server on a
//      temporary data folder with CORS for the four origins, each example on its own port
//      (examples/servers.mjs). The API server starts first, beside the install and builds, and
//      each host as soon as it is built, so their start-ups overlap the rest.
// Prints the time of each phase. EXAMPLES_PORT moves the five ports (default 4710..4714).
// `--install` stops after the install (to build and run one example by hand, see examples/README.md).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const examples = path.join(root, "examples");
const reports = path.join(root, ".tmp", "reports");
const report = path.join(reports, "examples.json");
const hostUnitReport = path.join(reports, "examples-vitest.json");
const packed = path.join(root, ".tmp", "package", "shop-admin-backoffice.tgz");
const { apiBase, hostOrigins, hostServers, ports } = await import(path.join(examples, "servers.mjs"));

fs.mkdirSync(reports, { recursive: true });
fs.rmSync(report, { force: true });
fs.rmSync(hostUnitReport, { force: true });

const phases = [];
function run(label, command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: "inherit",
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      phases.push({ label, seconds, ok: code === 0 });
      console.log(`--- ${label}: ${code === 0 ? "ok" : `FAILED (exit ${code})`} in ${seconds.toFixed(1)}s`);
      resolve(code ?? 1);
    });
  });
}

function finish(code) {
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  console.log("\nexamples, time per phase:");
  for (const phase of phases)
    console.log(`  ${phase.label.padEnd(40)} ${phase.seconds.toFixed(1).padStart(6)}s${phase.ok ? "" : "  FAILED"}`);
  console.log(`  ${"total".padEnd(40)} ${total.toFixed(1).padStart(6)}s`);
  process.exit(code);
}

// 1. The tarball.
const built = ["dist/lib/index.js", "dist/elements/index.js"].map((file) => path.join(root, file));
if (!built.every((file) => fs.existsSync(file))) {
  console.error("dist/ is missing: run npm run build first.");
  process.exit(1);
}
const newestBuild = Math.max(...built.map((file) => fs.statSync(file).mtimeMs));
if (!fs.existsSync(packed) || fs.statSync(packed).mtimeMs < newestBuild) {
  fs.mkdirSync(path.dirname(packed), { recursive: true });
  const packDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-examples-pack-"));
  if ((await run("pack", "npm", ["pack", "--silent", "--pack-destination", packDir])) !== 0) finish(1);
  const [file] = fs.readdirSync(packDir).filter((name) => name.endsWith(".tgz"));
  fs.copyFileSync(path.join(packDir, file), packed);
  fs.rmSync(packDir, { recursive: true, force: true });
} else {
  console.log(
    `reusing ${path.relative(root, packed)} (packed after the last build, by scripts/check-package.mjs or an earlier run)`,
  );
}
fs.mkdirSync(path.join(examples, ".pack"), { recursive: true });
fs.copyFileSync(packed, path.join(examples, ".pack", "shop-admin-backoffice.tgz"));

const installOnly = process.argv.includes("--install");

// Servers started here (each in its own process group, ended at exit), with their logs in .tmp/.
const servers = [];
function startServer(name, args, cwd, env) {
  const log = path.join(root, ".tmp", `examples-${name}.log`);
  const child = spawn(process.execPath, args, {
    cwd,
    detached: true,
    stdio: ["ignore", fs.openSync(log, "w"), fs.openSync(log, "a")],
    env: { ...process.env, ...env },
  });
  const server = { name, log, started: Date.now(), exited: false };
  child.on("exit", () => (server.exited = true));
  server.child = child;
  servers.push(server);
  return server;
}
async function waitUntilUp(server, url, timeoutMs) {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (server.exited || Date.now() - server.started > timeoutMs) {
      console.error(`${server.name} did not start (${url}):\n${fs.readFileSync(server.log, "utf8")}`);
      finish(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-examples-"));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(1));
process.on("exit", () => {
  for (const server of servers) if (!server.exited) process.kill(-server.child.pid, "SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The API server seeds a fresh database as it starts (a minute, three under heavy load): it
// starts now, beside the install and the builds.
const api = installOnly
  ? null
  : startServer("api", [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "host-demo/server/start.ts"], root, {
      PORT: String(ports.api),
      DATA_DIR: dataDir,
      CORS_ORIGINS: hostOrigins.join(","),
      LOG_LEVEL: "warn",
    });

// 2. One install for the four. npm keeps an installed file: dependency while its record in
// node_modules/.package-lock.json says it is there, so both go first: this build's tarball is installed.
fs.rmSync(path.join(examples, "node_modules", "@shop-admin"), { recursive: true, force: true });
fs.rmSync(path.join(examples, "node_modules", ".package-lock.json"), { force: true });
if (
  (await run(
    "install (npm install, 4 workspaces)",
    "npm",
    ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"],
    {
      cwd: examples,
    },
  )) !== 0
)
  finish(1);

if (installOnly) finish(0);

// 3. The production builds, one after the other (two cores); each host is served once built.
const env = {
  API_BASE: apiBase,
  VITE_API_BASE: apiBase,
  NEXT_PUBLIC_API_BASE: apiBase,
  NEXT_TELEMETRY_DISABLED: "1",
};
let failed = false;
const hosts = [];
for (const host of hostServers) {
  const code = await run(`build ${host.name}`, "npm", ["run", "build", "--silent"], { cwd: host.cwd, env });
  failed ||= code !== 0;
  if (code === 0) hosts.push({ host, server: startServer(host.name, host.args, host.cwd, host.env) });
}
if (failed) finish(1);

// The Vite host's own unit test: <OrdersArea/> under Vitest + jsdom with no special config.
if (
  (await run(
    "host unit test (vitest + jsdom)",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${hostUnitReport}`],
    { cwd: path.join(examples, "vite-react-router") },
  )) !== 0
)
  finish(1);

// 4. Drive them, once every server answers.
const waitStarted = Date.now();
await waitUntilUp(api, `${apiBase}/ready`, 300_000);
console.log(
  `API server ready ${((Date.now() - api.started) / 1000).toFixed(1)}s after its start (beside the install and builds)`,
);
for (const { host, server } of hosts) await waitUntilUp(server, host.url, 60_000);
phases.push({ label: "wait for the servers", seconds: (Date.now() - waitStarted) / 1000, ok: true });
const code = await run(
  "drive (playwright, Chromium)",
  process.execPath,
  [
    path.join(root, "node_modules", "@playwright", "test", "cli.js"),
    "test",
    "-c",
    "examples/playwright.config.ts",
    "--reporter=list,json",
  ],
  { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, EXAMPLES_DATA_DIR: dataDir, EXAMPLES_SERVERS_STARTED: "1" } },
);
finish(code);
