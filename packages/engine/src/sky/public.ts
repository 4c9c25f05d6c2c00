// Public surface of the sky-factor (天空率) engine (re-exported from the package index).
export { skyFactor } from "./skyFactor";
export { skyChart } from "./chart";
export type { ChartPolygon, SkyChart, SkyChartOptions } from "./chart";
export { tierSolid } from "./tiers";
export { measureTriangle } from "./triangles";
export type { ChartPoint, ChartTriangle, Face, Solid, Vec3 } from "./types";
