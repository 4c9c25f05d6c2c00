import { defineConfig } from "vitest/config";

// The plugin's unit tests (URL parsing, layers, loading): `npx vitest run --config plugins/reearth/vitest.config.ts`.
export default defineConfig({ test: { include: ["plugins/reearth/src/**/*.test.ts"] } });
