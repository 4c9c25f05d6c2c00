import { formatHourMinute } from "../clock";
import type { ContourFeature } from "../grid/contours";
import { contourPolygons } from "../grid/contours";
import type { GridSpec } from "../grid/grid";
import type { Hours, Meters } from "../units";
import type { SunSchedule } from "./schedule";

export interface FeatureCollection<F> {
  type: "FeatureCollection";
  features: F[];
}

/** 等時間日影線: areas shaded >= each requested number of hours (their rings are the iso-lines), GeoJSON. */
export function equalTimeContours(
  hours: Float32Array,
  grid: GridSpec,
  thresholds: readonly Hours[],
): FeatureCollection<ContourFeature> {
  return { type: "FeatureCollection", features: contourPolygons(hours, grid, thresholds) };
}

export interface OutlineFeature {
  type: "Feature";
  /** time: window hours of the step; label "hh:mm". */
  properties: { time: Hours; label: string };
  geometry: ContourFeature["geometry"];
}

/** 時刻日影図: the shadow outline at each output step (contour of the step mask at 0.5), GeoJSON. */
export function timeOutlines(
  masks: readonly Uint8Array[],
  grid: GridSpec,
  schedule: SunSchedule,
): FeatureCollection<OutlineFeature> {
  const features = masks.map((mask, i) => {
    const time = schedule.times[schedule.outputSteps[i] ?? 0] ?? 0;
    const [feature] = contourPolygons(mask, grid, [0.5]);
    const label = formatHourMinute(time);
    return {
      type: "Feature" as const,
      properties: { time, label },
      geometry: feature?.geometry ?? { type: "MultiPolygon" as const, coordinates: [] },
    };
  });
  return { type: "FeatureCollection", features };
}

export interface ShadeSummary {
  /** Largest shade hours of any cell. */
  maxHours: Hours;
  /** Cells shaded at least `hours` and their area (m²) for each contour hour. */
  areas: { hours: Hours; cells: number; area: number }[];
  cellArea: Meters;
}

/** Max hours and the area at or above each threshold (cell count x spacing²). */
export function shadeSummary(
  hours: Float32Array,
  grid: GridSpec,
  thresholds: readonly Hours[],
): ShadeSummary {
  let maxHours = 0;
  for (let c = 0; c < hours.length; c++) if (hours[c]! > maxHours) maxHours = hours[c]!;
  const cellArea = grid.spacing * grid.spacing;
  const areas = thresholds.map((t) => {
    let cells = 0;
    // A small tolerance so that float32 sums of exact windows still count as reaching the threshold.
    for (let c = 0; c < hours.length; c++) if (hours[c]! >= t - 1e-5) cells++;
    return { hours: t, cells, area: cells * cellArea };
  });
  return { maxHours, areas, cellArea };
}
