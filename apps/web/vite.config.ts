import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { cesiumAssets } from "./build/cesiumAssets";
import { precompressBuild } from "./build/precompress";
import { textSections } from "./build/textSections";
import { LANDING_SECTIONS } from "./src/i18n/landingSections";

const api = "http://127.0.0.1:3000";

// The server serves dist/ under a strict CSP (scripts 'self' only), so nothing may be inlined as a script;
// Vite's module entry and chunks are all external files.
export default defineConfig({
  // One Vite for the build, dev and Vitest (8.x); plugin-react gives the automatic JSX runtime and Fast Refresh
  // in dev. CesiumJS's workers, textures and CSS are copied to dist/cesium (the 3D viewer sets CESIUM_BASE_URL).
  plugins: [
    react(),
    cesiumAssets(),
    textSections(fileURLToPath(new URL("./src/i18n", import.meta.url)), LANDING_SECTIONS),
    // .br and .gz next to every text file of dist (the server sends them as they are).
    precompressBuild(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each entry and lazy module loads (the landing page's budget test).
    manifest: true,
    assetsInlineLimit: 0,
    // CesiumJS is about 4 MB minified, in the viewer scene's lazy chunk (no manual chunk: one would pull shared
    // helpers into it and make the entry preload it); a browser test checks public pages never load it.
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      // The landing page's JS budget (apps/e2e/src/landing-budget.e2e.ts): the contracts' modules only declare
      // (nothing runs on import) and building a zod schema has no side effect, so a page that takes a constant
      // from the contracts does not load their schemas, nor zod (~27 kB gzipped) for them.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ["z"],
      },
      onwarn(warning, warn) {
        // Libraries mark client modules with "use client" (meaningless in an SPA bundle; plugin-react hid these),
        // and zod 4 has comments the bundler cannot read as annotations; both are harmless noise.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" || warning.code === "INVALID_ANNOTATION") return;
        warn(warning);
      },
      output: {
        // Long-lived vendor chunks: app deploys do not invalidate the framework code in browsers. MUI is not one:
        // as one chunk every page loaded all the components any page uses.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: "data", test: /node_modules[\\/](@tanstack|i18next|react-i18next|notistack)[\\/]/ },
            // zod comes with the contracts' schemas (never before the landing page's first paint), the form
            // libraries with the forms.
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
            { name: "forms", test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": api, "/healthz": api, "/readyz": api },
  },
});
