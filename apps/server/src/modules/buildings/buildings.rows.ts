import { basename } from "node:path";
import type { Building } from "@soracity/citymodel";
import type { FootprintJson, NewBuildingRow } from "../../db/schema";
import { BUILDING_MAX_SPAN_DEGREES } from "./buildings.repository";
import { encodeTriangles } from "./buildings.triangles";

/**
 * Mesh code of a PLATEAU file from its name: `53392546_bldg_6697_op.gml` -> `53392546` (also when a prefix
 * precedes it, as in our samples); else the file name without `.gml`.
 */
export function meshCodeOf(file: string): string {
  const name = basename(file);
  return (
    (/(?:^|_)(\d{6,10})_bldg/.exec(name) ?? /^(\d{6,10})_/.exec(name))?.[1] ?? name.replace(/\.gml$/i, "")
  );
}

/** Lods present as a bit set (bit n = LODn) and back. */
export const lodBits = (lods: readonly number[]) => lods.reduce((bits, lod) => bits | (1 << lod), 0);
export const lodsOf = (bits: number) => [0, 1, 2, 3, 4].filter((lod) => (bits & (1 << lod)) !== 0);

/** A building as a row; undefined when it has no footprint or is implausibly wide (see BUILDING_MAX_SPAN). */
export function buildingToRow(b: Building, cityCode: string, meshCode: string): NewBuildingRow | undefined {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  const footprint: FootprintJson = b.footprint.map((polygon) =>
    polygon.map((ring) => {
      const closed = ring.map(([lon, lat]) => {
        minLon = Math.min(minLon, lon);
        maxLon = Math.max(maxLon, lon);
        minLat = Math.min(minLat, lat);
        maxLat = Math.max(maxLat, lat);
        return [lon, lat];
      });
      if (closed[0]) closed.push([...closed[0]]);
      return closed;
    }),
  );
  if (!Number.isFinite(minLon) || !Number.isFinite(minLat)) return undefined;
  if (maxLon - minLon > BUILDING_MAX_SPAN_DEGREES || maxLat - minLat > BUILDING_MAX_SPAN_DEGREES)
    return undefined;
  const lod2 = b.lods.includes(2)
    ? encodeTriangles(b.surfaces, [(minLon + maxLon) / 2, (minLat + maxLat) / 2, b.groundZ])
    : null;
  return {
    cityCode,
    meshCode,
    gmlId: b.gmlId ?? b.id,
    buildingId: b.attributes.buildingId ?? null,
    attributes: { ...b.attributes },
    height: b.height,
    heightSource: b.heightSource,
    groundZ: b.groundZ,
    lod1TopZ: b.lod1TopZ ?? null,
    lods: lodBits(b.lods),
    parts: b.parts,
    footprint,
    minLon,
    minLat,
    maxLon,
    maxLat,
    lod2,
  };
}
