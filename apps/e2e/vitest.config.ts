import { defineConfig } from "vitest/config";

// Browser tests: one server started as `npm start` starts it (on a fresh data directory), one Chromium.
export default defineConfig({
  test: {
    include: ["src/**/*.e2e.ts"],
    globalSetup: ["src/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
