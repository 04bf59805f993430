import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

// Stryker runs the unit and server projects in one Vitest with one worker, so the projects may
// not ask for different worker counts. The kill -9 test runs a separate server process that no
// mutant reaches, so it is left out of mutation runs.
const projects = (base.test?.projects ?? []) as { test: Record<string, unknown> }[];

export default defineConfig({
  test: {
    projects: projects.map((project) => ({
      ...project,
      test: {
        ...project.test,
        maxWorkers: undefined,
        exclude: ["**/node_modules/**", "tests/server/durability.test.ts"],
      },
    })),
  },
});
