import { defineConfig } from "vite";
import { cesiumAssets } from "./build/cesiumAssets";

const api = "http://127.0.0.1:3000";

// The server serves dist/ under a strict CSP (scripts 'self' only), so nothing may be inlined as a script;
// Vite's module entry and chunks are all external files.
export default defineConfig({
  // JSX goes through Vite 7's esbuild (automatic runtime). @vitejs/plugin-react is not used: npm hoists it
  // beside the root's Vite 8 (pulled in by Vitest), so it detects rolldown and injects a Vite 8-only refresh
  // plugin that breaks `vite` dev under Vite 7. The cost is full reloads instead of Fast Refresh in dev.
  esbuild: { jsx: "automatic" },
  // CesiumJS's workers, textures and CSS are copied to dist/cesium (the 3D viewer sets CESIUM_BASE_URL).
  plugins: [cesiumAssets()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // CesiumJS is about 4 MB minified, in the viewer scene's lazy chunk (no manual chunk: one would pull shared
    // helpers into it and make the entry preload it); a browser test checks public pages never load it.
    chunkSizeWarningLimit: 5000,
    rollupOptions: {
      onwarn(warning, warn) {
        // Libraries mark client modules with "use client" (meaningless in an SPA bundle; plugin-react hid these),
        // and zod 4 has comments Rollup cannot read as annotations; both are harmless noise.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" || warning.code === "INVALID_ANNOTATION") return;
        warn(warning);
      },
      output: {
        // Long-lived vendor chunks: app deploys do not invalidate the framework code in browsers.
        manualChunks: {
          react: ["react", "react-dom", "react-dom/client", "react-router"],
          data: ["@tanstack/react-query", "i18next", "react-i18next", "notistack"],
          mui: ["@mui/material", "@emotion/react", "@emotion/styled"],
          forms: ["zod", "react-hook-form", "@hookform/resolvers/zod"],
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
