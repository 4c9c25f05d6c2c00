import type { CaseResult } from "@soracity/contracts";
import { layerBaseName } from "@soracity/contracts";
import type { CesiumWidget, Entity, PointPrimitiveCollection, Primitive } from "cesium";
import type { FeatureCollection } from "./api";
import { addPlacedLabels } from "./cesiumLabels";
import { addExtruded, addImageOverlay, addLines, addPoints } from "./cesiumLayers";
import { addSolidFaces } from "./cesiumSolids";
import { addWallFaces } from "./cesiumWalls";
import { polygonsOf } from "./geometry";
import { GEOJSON_LAYERS, HEATMAP_LAYERS } from "./layerSpecs";
import { layerStyle } from "./layerStyles";
import type { LabelFormat } from "./layerStyles";

export type { LabelFormat } from "./layerStyles";

/** Everything the scene draws besides the city: result layers (data fetched), planned and model buildings. */
export interface SceneData {
  /** The result with the layers of the view shown. */
  result: CaseResult | null;
  /** GeoJSON result layers by name (GEOJSON_LAYERS). */
  geojson: Record<string, FeatureCollection>;
  planned: { footprint: number[][][]; height: number; base: number }[];
  models: FeatureCollection[];
  /** Ground height for flat overlays and footprints without a base (orthometric m). */
  ground: number;
}

const num = (v: unknown, fallback = 0) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const corners = (meta: Record<string, unknown>) =>
  Array.isArray(meta.bounds) && meta.bounds.length === 4 ? (meta.bounds as number[][]) : null;

/** What the scene added besides entities: the slider's outline groups, the primitives to remove after. */
export interface SceneAdded {
  /** The time outline groups (one entity group per output time) for the slider. */
  outlines: Entity[][];
  primitives: (PointPrimitiveCollection | Primitive)[];
  /** Facade faces drawn of the walls layer (the viewer writes it on its element for browser tests). */
  wallFaces: number;
  /** Prisms drawn (the 逆日影 envelope's tiers; written on the viewer's element as well). */
  prisms: number;
}

/** Translucency of extruded result prisms: the city and the site show through the envelope. */
const PRISM_ALPHA = 0.45;

/**
 * Adds the layers. `metresPerPixel` (at the opening view) sizes the contour labels' boxes so they are placed
 * apart.
 */
export function addSceneData(
  widget: CesiumWidget,
  data: SceneData,
  format: LabelFormat,
  metresPerPixel: number,
): SceneAdded {
  const primitives: SceneAdded["primitives"] = [];
  let wallFaces = 0;
  let prisms = 0;
  const ground = data.ground;
  const layers = data.result?.layers ?? [];
  const lift = ground + 0.3;
  for (const name of HEATMAP_LAYERS) {
    const png = layers.find((l) => layerBaseName(l.name) === name);
    const at = png ? corners(png.meta) : null;
    if (png && at) addImageOverlay(widget, name, png.url, at, ground + 0.1);
  }
  let outlines: Entity[][] = [];
  for (const name of GEOJSON_LAYERS) {
    const collection = data.geojson[name];
    const look = collection ? layerStyle(layers, name, format) : null;
    if (!collection || !look) continue;
    if (look.draw === "points") primitives.push(addPoints(widget, name, collection, lift, look.colour));
    else if (look.draw === "solids") {
      // The faces' z is above the site's ground level, which the layer states (orthometric m).
      const base = num(layers.find((l) => layerBaseName(l.name) === name)?.meta.ground_elevation, ground);
      const solids = addSolidFaces(widget, name, collection, look.colour, base);
      if (solids) primitives.push(solids);
    } else if (look.draw === "prisms") {
      // Each tier from its base to its top (orthometric m, as the city's tiles stand).
      const items = collection.features.map((f) => {
        const base = num(f.properties?.base_elevation, ground);
        return {
          polygons: polygonsOf(f),
          base,
          height: num(f.properties?.top_elevation, base) - base,
          properties: { ...f.properties },
          colour: look.colour(f),
        };
      });
      prisms += addExtruded(widget, name, items, [120, 120, 120], PRISM_ALPHA).length;
    } else if (look.draw === "faces") {
      const faces = addWallFaces(widget, name, collection, look.colour);
      if (faces.primitive) primitives.push(faces.primitive);
      wallFaces += faces.count;
    } else {
      const height = lift + look.lift;
      // One time's outline shows at a time (their labels stay per feature); contour labels are placed apart.
      const groups = addLines(widget, name, collection, height, look.style, look.timed);
      if (look.timed) outlines = groups;
      else addPlacedLabels(widget, name, collection, height, (f) => look.style(f).label, metresPerPixel);
    }
  }
  addExtruded(
    widget,
    "planned",
    data.planned.map((p) => ({ polygons: [p.footprint], base: p.base, height: p.height, properties: {} })),
    [240, 120, 40],
  );
  for (const model of data.models)
    addExtruded(
      widget,
      "model",
      model.features.map((f) => ({
        polygons: polygonsOf(f),
        base: num(f.properties?.ground_z, ground),
        height: num(f.properties?.height, 3),
        properties: { name: f.properties?.name ?? null },
      })),
      [90, 140, 220],
    );
  return { outlines, primitives, wallFaces, prisms };
}
