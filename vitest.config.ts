import { defineConfig } from "vitest/config";

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
