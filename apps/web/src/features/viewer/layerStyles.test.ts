import type { ResultLayer } from "@soracity/contracts";
import { RESULT_LAYERS } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import type { Feature } from "./api";
import { GEOJSON_LAYERS, GRID_LAYERS, HEATMAP_LAYERS, gridLayerOf, legendRange } from "./layerSpecs";
import { layerStyle } from "./layerStyles";
import { heatColour } from "./palette";

const format = {
  hours: (v: number) => `${v} h`,
  db: (v: number) => `${v} dB`,
  metres: (v: number) => `${v} m`,
};
const feature = (properties: Record<string, unknown>): Feature => ({
  type: "Feature",
  properties,
  geometry: null,
});
const layer = (name: string, meta: Record<string, unknown> = {}): ResultLayer => ({
  name,
  media_type: "application/geo+json",
  url: `/layers/${name}`,
  meta,
});
const lineColour = (layers: ResultLayer[], name: string, properties: Record<string, unknown>) => {
  const look = layerStyle(layers, name, format);
  if (look?.draw !== "lines") throw new Error(`${name} is not drawn as lines`);
  return look.style(feature(properties));
};

describe("the viewer's result layers come from the contracts' registry", () => {
  it("draws the GeoJSON layers it names, the heat maps, and reads the grids", () => {
    expect(GEOJSON_LAYERS).toEqual([
      "contours",
      "outlines",
      "walls",
      "noise_contours",
      "facades",
      "vibration_contours",
      "sky_points",
      "conforming",
      "allowed_height_contours",
      "envelope",
    ]);
    expect(HEATMAP_LAYERS).toEqual(["shade_hours_png", "noise_png"]);
    expect(GRID_LAYERS).toEqual(["shade_hours", "noise_grid", "vibration_grid", "allowed_height"]);
    expect(gridLayerOf([layer("noise_png"), layer("noise_grid")])?.unit).toBe("dB(A)");
    expect(gridLayerOf([layer("vibration_grid")])?.unit).toBe("dB");
    expect(gridLayerOf([layer("contours")])).toBeNull();
    expect(layerStyle([], "regulation_lines", format)).toBeNull();
  });

  it("colours vibration contours on the registry's 55-85 dB, as the 2D map does", () => {
    const range = RESULT_LAYERS.vibration_contours.legend;
    expect(range).toEqual({ min: 55, max: 85 });
    expect(legendRange([layer("vibration_contours")], RESULT_LAYERS.vibration_contours)).toEqual(range);
    const layers = [layer("vibration_grid"), layer("vibration_contours")];
    expect(lineColour(layers, "vibration_contours", { min_db: 55 })).toEqual({
      colour: heatColour(0),
      label: "55 dB",
    });
    expect(lineColour(layers, "vibration_contours", { min_db: 70 }).colour).toEqual(heatColour(0.5));
    expect(lineColour(layers, "vibration_contours", { min_db: 85 }).colour).toEqual(heatColour(1));
  });

  it("colours noise on the run's legend, else the registry's 40-80 dB", () => {
    const run = [layer("noise_png", { legend: { min_db: 30, max_db: 90 } }), layer("noise_contours")];
    expect(lineColour(run, "noise_contours", { min_db: 60 }).colour).toEqual(heatColour(0.5));
    expect(lineColour([layer("noise_contours")], "noise_contours", { min_db: 60 }).colour).toEqual(
      heatColour(0.5),
    );
    const facades = layerStyle(run, "facades", format);
    expect(facades?.draw === "points" && facades.colour(feature({ level_db: 90 }))).toEqual(heatColour(1));
  });

  it("colours shade contours and wall faces up to the window's hours", () => {
    const run = [layer("shade_hours_png", { legend: { hours: [], max_hours: 4 } })];
    expect(lineColour(run, "contours", { hours: 2 })).toEqual({ colour: heatColour(0.5), label: "2 h" });
    expect(lineColour([], "contours", { hours: 2 }).colour).toEqual(heatColour(0.25));
    const walls = layerStyle(run, "walls", format);
    expect(walls?.draw === "faces" && walls.colour(feature({ sunlit_hours: 1, shaded_hours: 3 }))).toEqual(
      heatColour(0.75),
    );
    const outlines = layerStyle(run, "outlines", format);
    expect(outlines?.draw === "lines" && outlines.timed).toBe(true);
  });

  it("draws the 天空率 points by their verdict and the conforming buildings as solids per check", () => {
    const points = layerStyle([], "sky_points", format);
    if (points?.draw !== "points") throw new Error("sky points are not drawn as points");
    const [pass, fail, none] = [true, false, null].map((v) => points.colour(feature({ pass: v })));
    expect(new Set([pass, fail, none].map(String)).size).toBe(3);
    const solids = layerStyle([], "conforming", format);
    if (solids?.draw !== "solids") throw new Error("conforming buildings are not drawn as solids");
    expect(solids.colour(feature({ check: "road" }))).not.toEqual(solids.colour(feature({ check: "north" })));
  });

  it("labels 逆日影 contours in metres and colours them and the envelope's tiers up to its largest height", () => {
    const grid = layer("allowed_height", {
      nx: 1,
      ny: 1,
      spacing_m: 1,
      origin: { lon: 135.5, lat: 34.69 },
      bbox_local: [0, 0, 0, 0],
      corners: Array.from({ length: 4 }, () => [135.5, 34.69]),
      row_order: "south_to_north",
      dtype: "float32",
      unit: "m",
      ground_elevation: 3,
      max_height: 16,
    });
    const run = [grid, layer("allowed_height_contours"), layer("envelope")];
    expect(lineColour(run, "allowed_height_contours", { height_m: 8 })).toEqual({
      colour: heatColour(0.5),
      label: "8 m",
    });
    const tiers = layerStyle(run, "envelope", format);
    if (tiers?.draw !== "prisms") throw new Error("the envelope is not drawn as prisms");
    expect(tiers.colour(feature({ height_m: 16 }))).toEqual(heatColour(1));
    // Without the grid's meta: the registry's default range.
    const range = RESULT_LAYERS.envelope.legend;
    const fallback = layerStyle([layer("envelope")], "envelope", format);
    expect(fallback?.draw === "prisms" && fallback.colour(feature({ height_m: 8 }))).toEqual(
      heatColour((8 - (range?.min ?? 0)) / ((range?.max ?? 1) - (range?.min ?? 0))),
    );
  });
});
