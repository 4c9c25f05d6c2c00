// Worker-thread entry of the model parser (see ModelParser): the readers run here, never on the event loop.
import {
  type Building,
  buildingToFeature,
  checkUserBuilding,
  CityModelError,
  type Placement,
  readCityGmlAll,
  readGeoJson,
  readGltf,
  readIfc,
  readShapefileZip,
} from "@soracity/citymodel";
import type { ModelFileErrorCode, ModelKind } from "@soracity/contracts";
import { threadEntry } from "../../lib/thread-entry";
import { type ModelTotals, modelTotals } from "./models.totals";

export interface ParseTask {
  bytes: Uint8Array;
  fileName: string;
  kind: ModelKind;
  placement: Placement;
  /** Shapefile / GeoJSON: the height property and the ground the footprints stand on. */
  footprint: { heightAttribute?: string; groundElevation?: number };
}

/**
 * Placed buildings as a JSON array of GeoJSON features (one string: passing thousands of objects back would
 * cost the event loop their deserialization) with their count and lon/lat bounds, or why the file was refused.
 */
export type ParseResult =
  | {
      ok: true;
      featuresJson: string;
      count: number;
      bbox: [number, number, number, number] | null;
      totals: ModelTotals | null;
    }
  | { ok: false; code: ModelFileErrorCode | null; detail: string };

async function read(task: ParseTask): Promise<Building[]> {
  const { bytes, fileName, kind, placement, footprint } = task;
  if (kind === "citygml") return readCityGmlAll(bytes, { fileName });
  if (kind === "ifc") return [await readIfc(bytes, placement, fileName)];
  if (kind === "gltf") return [await readGltf(bytes, placement, { id: fileName })];
  if (kind === "shapefile") return readShapefileZip(bytes, footprint);
  return readGeoJson(bytes, footprint);
}

function bboxOf(buildings: Building[]): [number, number, number, number] | null {
  let [minLon, minLat, maxLon, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of buildings)
    for (const polygon of b.footprint)
      for (const ring of polygon)
        for (const [lon, lat] of ring) {
          minLon = Math.min(minLon, lon);
          minLat = Math.min(minLat, lat);
          maxLon = Math.max(maxLon, lon);
          maxLat = Math.max(maxLat, lat);
        }
  return Number.isFinite(minLon) ? [minLon, minLat, maxLon, maxLat] : null;
}

/**
 * A NUL or a lone surrogate as JSON.stringify writes them (`\u0000`, `\ud800`: it writes a surrogate pair as
 * itself), not preceded by an escaped backslash. The features are a blob, so no database refuses such text
 * any more; it would still break every reader of the model (a jsonb copy, the analysis, exports).
 */
const UNSTORABLE_ESCAPE = /(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/i;

/** Reads the file; a reader's refusal keeps its code, any other failure has none (the caller picks one). */
export default threadEntry(async (task: ParseTask): Promise<ParseResult> => {
  let buildings: Building[];
  try {
    buildings = await read(task);
    // Whatever the reader: no Infinity or NaN, no building across the globe, reaches the stored model.
    for (const building of buildings) checkUserBuilding(building);
  } catch (err) {
    if (err instanceof CityModelError) return { ok: false, code: err.code, detail: err.message };
    return { ok: false, code: null, detail: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  if (buildings.length === 0) return { ok: false, code: "no_buildings", detail: "no buildings in the file" };
  const features = buildings.map(buildingToFeature);
  const featuresJson = JSON.stringify(features);
  if (UNSTORABLE_ESCAPE.test(featuresJson))
    return { ok: false, code: "unstorable_text", detail: "NUL or a lone surrogate in the file's attributes" };
  const bbox = bboxOf(buildings);
  const totals = bbox ? modelTotals(features, bbox) : null;
  return { ok: true, featuresJson, count: buildings.length, bbox, totals };
});
