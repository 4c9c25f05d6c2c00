// CesiumJS loads its workers and assets from window.CESIUM_BASE_URL: our own copy (vite build/cesiumAssets.ts),
// set before any Cesium module asks for it. Absolute, since pages live under /jp/... and /en/....
(globalThis as { CESIUM_BASE_URL?: string }).CESIUM_BASE_URL = "/cesium/";
export {};
