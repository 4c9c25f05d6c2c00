import { defineConfig } from "vitest/config";

// Two tiers run from the root: `unit` (colocated *.test.ts) and `int` (*.int.test.ts: real HTTP through the
// app on a real database: PGlite, or PostgreSQL when DATABASE_URL is set). Browser tests live in apps/e2e.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/*/src/**/*.test.{ts,tsx}",
            "plugins/*/src/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "**/node_modules/**", "apps/e2e/**"],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "int",
          include: ["packages/*/src/**/*.int.test.ts", "apps/*/src/**/*.int.test.ts"],
          exclude: ["**/node_modules/**", "apps/e2e/**"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One module graph for all files (they run one after another anyway): importing the app per file
          // took 4 of the tier's 11 minutes. Each file still builds its own app and database.
          isolate: false,
        },
      },
    ],
  },
});
