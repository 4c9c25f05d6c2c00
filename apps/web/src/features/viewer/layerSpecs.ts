import type { LegendRange, ResultLayer, ResultLayerSpec, ResultUnit } from "@soracity/contracts";
import { layerBaseName, RESULT_LAYERS, resultLayerByName } from "@soracity/contracts";

export { legendRange } from "@soracity/contracts";

// Which result layers the 3D viewer draws and on what colour range, from the contracts' layer registry
// (RESULT_LAYERS): the viewer names no layer itself, so a layer a new service adds is drawn by its kind.

const SPECS: readonly ResultLayerSpec[] = Object.values(RESULT_LAYERS);
const names = (keep: (spec: ResultLayerSpec) => boolean) => SPECS.filter(keep).map((spec) => spec.name);

/**
 * GeoJSON layers the viewer draws: those it names when one is clicked (a `viewer.layer.*` label); the
 * 日影チャート is a chart of the case page, not drawn in the scene.
 */
export const GEOJSON_LAYERS: readonly string[] = names(
  (spec) => spec.media_type === "application/geo+json" && spec.label !== null && spec.kind !== "chart",
);
/** Heat map images laid on the ground. */
export const HEATMAP_LAYERS: readonly string[] = names((spec) => spec.kind === "heatmap");
/** Value grids a click reads its value from (a result has one), in the registry's order. */
export const GRID_LAYERS: readonly string[] = names((spec) => spec.kind === "grid");

/** The value grid of a result's layers with the unit of its values, or null without one. */
export function gridLayerOf(layers: readonly ResultLayer[]): { layer: ResultLayer; unit: ResultUnit } | null {
  for (const name of GRID_LAYERS) {
    const layer = layers.find((l) => layerBaseName(l.name) === name);
    const unit = resultLayerByName(name)?.unit;
    if (layer && unit) return { layer, unit };
  }
  return null;
}

/** Where `value` lies in `range`, 0 to 1 (not clamped). */
export const fractionOf = (value: number, range: LegendRange): number =>
  (value - range.min) / Math.max(1e-6, range.max - range.min);
