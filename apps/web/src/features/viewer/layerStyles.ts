import type { ResultLayer, ResultLayerKind } from "@soracity/contracts";
import { resultLayerByName } from "@soracity/contracts";
import type { Feature } from "./api";
import { fractionOf, legendRange } from "./layerSpecs";
import { allowedHeightLayer } from "../analysis/map/allowedHeight";
import { heatColour } from "./palette";

type Rgb = [number, number, number];

export interface LabelFormat {
  hours: (value: number) => string;
  db: (value: number) => string;
  /** A height (逆日影: allowed height above the 平均地盤面). */
  metres: (value: number) => string;
}

/**
 * How the viewer draws a GeoJSON layer: lines (coloured, labelled), dots, or facade faces (wall samples), each
 * per feature.
 */
export type LayerStyle =
  | {
      draw: "lines";
      /** Metres above the other lines. */
      lift: number;
      /** One group per output time, shown one at a time by the time slider (the 時刻日影図). */
      timed: boolean;
      style: (feature: Feature) => { colour: Rgb; label?: string };
    }
  | { draw: "points"; colour: (feature: Feature) => Rgb }
  | { draw: "faces"; colour: (feature: Feature) => Rgb }
  /** Planar faces of solids ([lon, lat, z] above the ground), translucent. */
  | { draw: "solids"; colour: (feature: Feature) => Rgb }
  /** Footprints extruded from `base_elevation` to `top_elevation` (orthometric m), translucent. */
  | { draw: "prisms"; colour: (feature: Feature) => Rgb };

const num = (v: unknown, fallback = 0) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const prop = (feature: Feature, key: string): unknown => feature.properties?.[key];
const OUTLINE: Rgb = [20, 90, 200];
/** 天空率: points that pass, fail, or have no conforming value; the checks' conforming buildings. */
const SKY_PASS: Rgb = [46, 125, 50];
const SKY_FAIL: Rgb = [198, 40, 40];
const SKY_NONE: Rgb = [97, 97, 97];
const CHECK_COLOURS: Record<string, Rgb> = {
  road: [21, 101, 192],
  neighbour: [106, 27, 154],
  north: [0, 131, 143],
};

/**
 * The style of the result layer `name` in a result with `layers`, by the layer's kind and unit in the
 * contracts' registry, coloured on its legend range (`legendRange`); null for a layer the viewer does not
 * draw as GeoJSON (grids, heat maps, the regulation lines).
 */
export function layerStyle(
  layers: readonly ResultLayer[],
  name: string,
  format: LabelFormat,
): LayerStyle | null {
  const spec = resultLayerByName(name);
  if (!spec) return null;
  const range = legendRange(layers, spec);
  const heat = (value: unknown) => heatColour(range ? fractionOf(num(value), range) : 0);
  const hours = spec.unit === "h";
  const metres = spec.unit === "m";
  // Heights run on 0 to the envelope's largest (its grid's meta), not on the registry's default range.
  const top = allowedHeightLayer(layers)?.meta.max_height;
  const height = (value: unknown) =>
    top !== undefined ? heatColour(top > 0 ? num(value) / top : 0) : heat(value);
  const styles: Record<ResultLayerKind, () => LayerStyle | null> = {
    grid: () => null,
    heatmap: () => null,
    lines: () => null,
    chart: () => null,
    contours: () => ({
      draw: "lines",
      lift: 0,
      timed: false,
      style: (f) => {
        if (hours) return { colour: heat(prop(f, "hours")), label: format.hours(num(prop(f, "hours"))) };
        if (metres)
          return { colour: height(prop(f, "height_m")), label: format.metres(num(prop(f, "height_m"))) };
        const min = prop(f, "min_db");
        return {
          colour: heat(min ?? prop(f, "level_db")),
          label: typeof min === "number" ? format.db(min) : undefined,
        };
      },
    }),
    outlines: () => ({
      draw: "lines",
      lift: 0.2,
      timed: true,
      style: (f) => {
        const label = prop(f, "label");
        return { colour: OUTLINE, label: typeof label === "string" ? label : undefined };
      },
    }),
    // Wall samples as facade faces by their shade hours on the heat scale, as the 2D map's facades and the
    // walls legend.
    points: () => ({ draw: "faces", colour: (f) => heat(prop(f, "shaded_hours")) }),
    facades: () => ({ draw: "points", colour: (f) => heat(prop(f, "level_db")) }),
    markers: () => ({
      draw: "points",
      colour: (f) => {
        const pass = prop(f, "pass");
        return pass === true ? SKY_PASS : pass === false ? SKY_FAIL : SKY_NONE;
      },
    }),
    solids: () => ({ draw: "solids", colour: (f) => CHECK_COLOURS[String(prop(f, "check"))] ?? OUTLINE }),
    // The 逆日影 envelope's tiers, extruded, coloured by their top's allowed height.
    prisms: () => ({ draw: "prisms", colour: (f) => height(prop(f, "height_m")) }),
  };
  return styles[spec.kind]();
}
