import { defineConfig } from "vitest/config";

// Browser tests: one server started as `npm start` starts it (on a fresh data directory), one Chromium.
export default defineConfig({
  test: {
    include: ["src/**/*.e2e.ts"],
    globalSetup: ["src/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // expect.poll waits for what a page does next; its 1 s default fails on a busy CI machine (a reload's
    // first requests took longer than that there).
    expect: { poll: { timeout: 15_000 } },
  },
});
