import { chromeLauncher } from "@web/test-runner-chrome";
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The server's OpenAPI document, written from its route schemas once per run: the harness checks
// every fixture against it (tests/browser/contract.ts), so fixtures are what the server could send.
// WTR_SHARD=i/n runs every n-th test file from the i-th (npm test runs two shards side by side,
// each its own process, browser and port), so each shard writes its own copy.
const [shardIndex, shardCount] = (process.env.WTR_SHARD ?? "1/1").split("/").map(Number);
const openapiFile = path.join(process.cwd(), ".tmp", `browser-openapi-${shardIndex}-of-${shardCount}.json`);
execFileSync(
  path.join(process.cwd(), "node_modules", ".bin", "tsx"),
  ["host-demo/server/openapi-write.ts", openapiFile],
  {
    stdio: ["ignore", "ignore", "inherit"],
  },
);
const openapiDocument = {
  name: "openapi-document",
  setup(build) {
    build.onResolve({ filter: /^shop:openapi-document$/ }, () => ({ path: openapiFile }));
  },
};

/**
 * Component and element tests in Debian's Chromium. Serving node_modules directly fails with
 * React 19 (no ESM build of react-dom/client), so each test file is bundled with esbuild.
 */
const bundleTests = {
  name: "bundle-tests",
  async serve(context) {
    if (!/^\/tests\/browser\/.*\.test\.tsx?$/.test(context.path)) return undefined;
    const result = await build({
      entryPoints: [path.join(process.cwd(), context.path)],
      bundle: true,
      format: "esm",
      write: false,
      jsx: "automatic",
      sourcemap: "inline",
      loader: { ".css": "text" },
      plugins: [openapiDocument],
      define: { "process.env.NODE_ENV": '"development"' },
      // Tests bundle the sources: the package.json `sideEffects` describes the published files
      // (dist/elements), so esbuild would drop `import "../../elements/index"` as side-effect free.
      ignoreAnnotations: true,
      logLevel: "silent",
    });
    return { body: result.outputFiles[0].text, type: "js" };
  },
};

// A portal whose CSP allows styles from its own origin only (no nonce, no 'unsafe-inline'): the
// elements must style their shadow roots without any <style> element (issue 29).
const STRICT_CSP_TEST = "tests/browser/elements/strictCsp.test.tsx";
const strictCspPage = (testFramework) =>
  `<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="style-src 'self'"></head>` +
  `<body><script type="module" src="${testFramework}"></script></body></html>`;

/** This shard's test files: every file sorted by name, dealt round-robin over the shards. */
const testFiles = fs
  .readdirSync("tests/browser", { recursive: true })
  .map((file) => path.posix.join("tests/browser", String(file).split(path.sep).join("/")))
  .filter((file) => /\.test\.tsx?$/.test(file))
  .sort()
  .filter((_file, index) => index % shardCount === shardIndex - 1);

export default {
  // The strict-CSP file runs in its own group only (the default group's page has no policy).
  files: testFiles.filter((file) => file !== STRICT_CSP_TEST),
  groups: testFiles.includes(STRICT_CSP_TEST)
    ? [{ name: "strict-csp", files: [STRICT_CSP_TEST], testRunnerHtml: strictCspPage }]
    : [],
  port: Number(process.env.WTR_PORT ?? 8000),
  nodeResolve: false,
  plugins: [bundleTests],
  concurrency: 1,
  // Typing-heavy form tests take a few seconds; on a loaded 2-core machine over 10 s (seen at load 15).
  testFramework: { config: { timeout: 20000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: "/usr/bin/chromium",
        headless: true,
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--no-first-run",
        ],
      },
    }),
  ],
};
