// Mutation testing (`npm run mutation`, on demand, not part of `npm test` or CI): a mutant that
// survives in a filter, a role check, an order transition or a validator marks a missing test.
// `npm run mutation -- --mutate 'host-demo/server/lib/**/*.ts'` measures one folder.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "stryker.vitest.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: [
    "host-demo/server/routes/**/*.ts",
    "host-demo/server/plugins/**/*.ts",
    "host-demo/server/schemas/**/*.ts",
    "host-demo/server/lib/**/*.ts",
    "src/core/**/*.ts",
    "src/core/**/*.tsx",
    // The dev-only mailbox route and the static host pages are not part of the API contract.
    "!host-demo/server/routes/dev.ts",
    "!host-demo/server/plugins/static.ts",
  ],
  // Each server test file builds its own app and database: run only the tests that reach a mutant.
  coverageAnalysis: "perTest",
  // Mutants reached only while modules load or the app is built (schema literals, route
  // registration) would each need the whole server suite (minutes on this machine): skipped,
  // reported as "ignored", and left out of the score. Some are reached both while a file's
  // `beforeAll` builds its app and inside a test that builds one of its own (hostHeaders): Stryker
  // then runs them against that one test only and reports survivors no real test run would leave.
  // MUTATION_STATIC=run, with MUTATION_TESTS naming the route group's test files, runs every such
  // mutant against all of them.
  ignoreStatic: process.env.MUTATION_STATIC !== "run",
  // Two cores shared by several engineers.
  concurrency: 1,
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  timeoutMS: 20000,
  // The first run of the whole suite takes 3 min on a quiet machine and over 5 (the default limit)
  // under load.
  dryRunTimeoutMinutes: 20,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".tmp/stryker",
  thresholds: { high: 90, low: 80, break: null },
};
