import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM } from "./bench/benchServer";

// The started host on its own temporary data folder; one worker (one live token per user). npm test
// runs the suite in shards side by side (--shard=i/n), each with its own E2E_PORT, so its own host,
// data folder, mail sink and output folder.
const port = Number(process.env.E2E_PORT ?? 4317);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/e2e-${port}`,
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? "list" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: CHROMIUM,
  },
  webServer: [
    {
      // A real SMTP server that receives the server's mail (recovery codes) for the tests.
      command: "npx tsx tests/e2e/mailSink.ts",
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_DATA_DIR: dataDir },
    },
    {
      command: "npx tsx host-demo/server/start.ts",
      url: `http://127.0.0.1:${port}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ],
});
