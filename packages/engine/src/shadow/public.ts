// Public surface of the sun and shadow engine (re-exported from the package index).
export * from "../sun/regulation";
export * from "../sun/calendar";
export type { Building as ShadowBuilding, MeshBuilding, PrismBuilding, Ring2 } from "./types";
export { ShadowParamError } from "./errors";
export type { ShadowErrorCode } from "./errors";
export {
  DEFAULT_CONTOUR_HOURS,
  GRID_SPACING_RANGE,
  PLANE_HEIGHT_PRESETS,
  WINDOW_PRESETS,
  validateSun,
  planeZ as shadowPlaneZ,
} from "./params";
export type { SunInput, PlaneInput, SunSettings } from "./params";
export { buildSchedule, toDrawingFrame } from "./schedule";
export type { SunSchedule } from "./schedule";
export { prepareScene } from "./scene";
export type { PreparedScene } from "./scene";
export { shadePlane } from "./plane";
export type { PlaneShade, PlaneShadeOptions } from "./plane";
export { shadePoints, isShaded } from "./points";
export { formatClock } from "../clock";
export type { PointShade } from "./points";
export { equalTimeContours, shadeSummary, timeOutlines } from "./outputs";
export type { OutlineFeature, ShadeSummary } from "./outputs";
export { shadeHeatmapPng } from "./heatmap";
export { wallSampleCount, wallSamples } from "./wallSamples";
export type { WallSamples } from "./wallSamples";
export { wallSunlitBits, wallHours, wallHoursExact, wallSunlight } from "./walls";
export type { WallHours } from "./walls";
export {
  checkRegulation,
  deemedShift,
  offsetLine,
  regulationGridCells,
  REGULATION_PRESETS,
} from "./regulation";
export type { DeemedEdgeKind, RegulationInput, RegulationResult, RegulationPreset } from "./regulation";
export type { ChartPiece, RegulationChartLine } from "./regulationChart";
export { shadePlaneParallel, wallSunlitBitsParallel, wallHoursParallel } from "./parallel";
export { prepareJob, runShadowScene, runShadowSceneAsync } from "./run";
export type { ShadowSceneInput, ShadowSceneResult } from "./run";
export { syntheticCity, prismToMesh } from "./synthetic";
