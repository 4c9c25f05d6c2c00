import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { cesiumAssets } from "./build/cesiumAssets";

const api = "http://127.0.0.1:3000";

// The server serves dist/ under a strict CSP (scripts 'self' only), so nothing may be inlined as a script;
// Vite's module entry and chunks are all external files.
export default defineConfig({
  // One Vite for the build, dev and Vitest (8.x); plugin-react gives the automatic JSX runtime and Fast Refresh
  // in dev. CesiumJS's workers, textures and CSS are copied to dist/cesium (the 3D viewer sets CESIUM_BASE_URL).
  plugins: [react(), cesiumAssets()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // CesiumJS is about 4 MB minified, in the viewer scene's lazy chunk (no manual chunk: one would pull shared
    // helpers into it and make the entry preload it); a browser test checks public pages never load it.
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries mark client modules with "use client" (meaningless in an SPA bundle; plugin-react hid these),
        // and zod 4 has comments the bundler cannot read as annotations; both are harmless noise.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" || warning.code === "INVALID_ANNOTATION") return;
        warn(warning);
      },
      output: {
        // Long-lived vendor chunks: app deploys do not invalidate the framework code in browsers.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: "data", test: /node_modules[\\/](@tanstack|i18next|react-i18next|notistack)[\\/]/ },
            {
              name: "mui",
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine)|@emotion)[\\/]/,
            },
            // zod is used by the contracts at start-up; the form libraries only by forms (loaded with them).
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
