import { configDefaults, defineConfig } from "vitest/config";

/**
 * Server test files in which the database engine takes no part: HTTP behaviour before any query
 * (CORS, host headers, bodies, validation messages, plugins), the process and its data folder
 * (lifecycle, token secret, lock, PGlite's own thread, which start PGlite whatever the run), and
 * pure functions. `npm test` runs the suite on PGlite, then again on PostgreSQL with
 * SERVER_TESTS=engine, which leaves these out: run twice they only repeat themselves.
 */
const ENGINE_NEUTRAL = [
  "tests/server/cors.test.ts",
  "tests/server/hostHeaders.test.ts",
  "tests/server/security/bodies.test.ts",
  "tests/server/validationMessages.test.ts",
  "tests/server/plugins.test.ts",
  "tests/server/lifecycle.test.ts",
  "tests/server/tokenSecret.test.ts",
  "tests/server/lock.test.ts",
  "tests/server/pgliteThread.test.ts",
  "tests/server/lib.test.ts",
  "tests/server/modules.test.ts",
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "happy-dom",
        },
      },
      {
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...(process.env.SERVER_TESTS === "engine" ? ENGINE_NEUTRAL : [])],
          environment: "node",
          globalSetup: ["tests/server/globalSetup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two cores, so two workers.
          maxWorkers: 2,
        },
      },
    ],
  },
});
