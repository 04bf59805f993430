import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { apiBase, origin, ports } from "./tests/hosts";

// The examples, built (scripts/check-examples.mjs), each served on its own origin, and ONE
// reference API server on another, on a temporary data folder, answering CORS for those origins.
const examples = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(examples, "..");
const dataDir = process.env.EXAMPLES_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "shop-examples-"));
process.env.EXAMPLES_DATA_DIR = dataDir;
const bin = (file: string) => path.join(examples, "node_modules", file);
const vitePreview = (port: number) =>
  `node ${bin("vite/bin/vite.js")} preview --host 127.0.0.1 --port ${port} --strictPort`;

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
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  webServer: [
    {
      command: "npx tsx host-demo/server/start.ts",
      cwd: root,
      url: `${apiBase}/health`,
      // scripts/check-examples.mjs starts it beside the builds (same port, folder and origins).
      reuseExistingServer: Boolean(process.env.EXAMPLES_API_STARTED),
      timeout: 120_000,
      env: {
        PORT: String(ports.api),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        CORS_ORIGINS: [ports.portal, ports.vite, ports.next, ports.vue].map(origin).join(","),
      },
    },
    {
      command: "node serve.mjs",
      cwd: path.join(examples, "csp-portal"),
      url: `${origin(ports.portal)}/index.html`,
      env: { PORT: String(ports.portal), API_BASE: apiBase },
    },
    { command: vitePreview(ports.vite), cwd: path.join(examples, "vite-react-router"), url: origin(ports.vite) },
    {
      command: `node ${bin("next/dist/bin/next")} start --hostname 127.0.0.1 --port ${ports.next}`,
      cwd: path.join(examples, "next-app-router"),
      url: origin(ports.next),
      env: { NEXT_TELEMETRY_DISABLED: "1" },
    },
    { command: vitePreview(ports.vue), cwd: path.join(examples, "vue"), url: origin(ports.vue) },
  ],
});
