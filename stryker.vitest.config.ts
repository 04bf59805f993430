import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";
import FileFailuresFailTheirTests from "./scripts/strykerFileFailures.js";

// Stryker runs the unit and server projects in one Vitest with one worker, so the projects may
// not ask for different worker counts. The kill -9 test runs a separate server process that no
// mutant reaches, so it is left out of mutation runs.
//
// MUTATION_TESTS (a comma list of test files) runs only those files, e.g. the PostgreSQL-only
// tests of plugins/cacheChannel.ts with TEST_DATABASE_URL set. Tests left out can kill no
// mutant, so a score measured this way is a lower bound.
const projects = (base.test?.projects ?? []) as { test: Record<string, unknown> & { include: string[] } }[];
const only = process.env.MUTATION_TESTS?.split(",").filter(Boolean);
const folder = (project: (typeof projects)[number]) => project.test.include[0].split("**")[0];

export default defineConfig({
  test: {
    // A file whose set-up fails kills the mutant (see the reporter).
    reporters: [new FileFailuresFailTheirTests()],
    projects: projects
      .map((project) => ({
        ...project,
        test: {
          ...project.test,
          maxWorkers: undefined,
          exclude: ["**/node_modules/**", "tests/server/durability.test.ts"],
          ...(only ? { include: only.filter((file) => file.startsWith(folder(project))) } : {}),
        },
      }))
      .filter((project) => project.test.include.length > 0),
  },
});
