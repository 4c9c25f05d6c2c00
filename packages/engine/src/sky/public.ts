// Public surface of the sky-factor (天空率) engine (re-exported from the package index). Types carry a Sky
// prefix there, as the shadow engine's do, so generic names (Face, Solid) stay free in the package.
export { skyFactor } from "./skyFactor";
export { skyChart } from "./chart";
export type { ChartPolygon as SkyChartPolygon, SkyChart, SkyChartOptions } from "./chart";
export { tierSolid } from "./tiers";
export { measureTriangle } from "./triangles";
export type {
  ChartPoint as SkyChartPoint,
  ChartTriangle as SkyChartTriangle,
  Face as SkyFace,
  Solid as SkySolid,
  Vec3 as SkyVec3,
} from "./types";
