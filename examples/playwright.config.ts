import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { apiBase, hostOrigins, hostServers, ports } from "./servers.mjs";
import { CHROMIUM } from "../bench/benchServer";

// The examples, built (scripts/check-examples.mjs), each served on its own origin, and ONE
// reference API server on another, on a temporary data folder, answering CORS for those origins.
// scripts/check-examples.mjs starts them all beforehand (EXAMPLES_SERVERS_STARTED); by hand,
// Playwright starts them.
const examples = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(examples, "..");
const dataDir = process.env.EXAMPLES_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "shop-examples-"));
process.env.EXAMPLES_DATA_DIR = dataDir;
const reuseExistingServer = Boolean(process.env.EXAMPLES_SERVERS_STARTED);
const node = (args: string[]) => [process.execPath, ...args].map((arg) => JSON.stringify(arg)).join(" ");

export default defineConfig({
  testDir: "tests",
  outputDir: path.join(root, ".tmp", "examples-results"),
  workers: 1, // one live token per account: a sign-in ends the previous one
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: "list",
  use: {
    viewport: { width: 1280, height: 800 },
    actionTimeout: 8_000,
    launchOptions: CHROMIUM,
  },
  webServer: [
    {
      command: "npx tsx host-demo/server/start.ts",
      cwd: root,
      url: `${apiBase}/ready`,
      reuseExistingServer,
      timeout: 120_000,
      env: {
        PORT: String(ports.api),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        CORS_ORIGINS: hostOrigins.join(","),
      },
    },
    ...hostServers.map((server) => ({
      command: node(server.args),
      cwd: server.cwd,
      url: server.url,
      env: server.env,
      reuseExistingServer,
    })),
  ],
});
