import { configDefaults, defineConfig } from "vitest/config";

/**
 * Server test files in which the database engine takes no part: HTTP behaviour before any query
 * (CORS, host headers, bodies, validation messages, plugins), the process and its data folder
 * (lifecycle, token secret, lock, PGlite's own thread: they start PGlite whatever the run), and
 * pure functions. Run on both engines they only repeat themselves.
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

/**
 * Files that go through each driver's own path (PGlite on its worker thread with its parsers,
 * node-postgres with its pool and prepared reads): a database fault, a crash, constraint errors
 * mapped to answers, junk input reaching SQL, dates and sums, paged reads. They run on both.
 */
const EACH_DRIVER = [
  "tests/server/durability.test.ts",
  "tests/server/databaseFaults.test.ts",
  "tests/server/uniqueNames.test.ts",
  "tests/server/contract.test.ts",
  "tests/server/dashboard.test.ts",
  "tests/server/orders.test.ts",
  "tests/server/ordersPaging.test.ts",
];

/**
 * Which server files a run takes. Without SERVER_TESTS, all of them (on PGlite, or on PostgreSQL
 * when TEST_DATABASE_URL is set). When `npm test` has both engines it runs each file once where it
 * means most: SERVER_TESTS=pglite takes the engine-neutral files and those of each driver,
 * SERVER_TESTS=postgres everything but the engine-neutral ones. The end-to-end tests and the
 * benchmarks run the whole app on PGlite besides.
 */
function serverFiles(): { include: string[]; exclude: string[] } {
  const all = ["tests/server/**/*.test.ts"];
  if (process.env.SERVER_TESTS === "pglite") return { include: [...ENGINE_NEUTRAL, ...EACH_DRIVER], exclude: [] };
  if (process.env.SERVER_TESTS === "postgres") return { include: all, exclude: ENGINE_NEUTRAL };
  return { include: all, exclude: [] };
}
const server = serverFiles();

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
          include: server.include,
          exclude: [...configDefaults.exclude, ...server.exclude],
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
