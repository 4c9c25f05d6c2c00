import type { GeoJsonFeature } from "./geojson-types";
import type { Building } from "./model";

const r9 = (v: number) => Math.round(v * 1e9) / 1e9; // 1e-9 deg is 0.1 mm: stable goldens, no visible loss
const r6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * A building as a GeoJSON feature: footprint (Polygon or MultiPolygon, closed rings, exterior
 * counter-clockwise) with height, ground elevation, source and attributes as properties.
 */
export function buildingToFeature(b: Building): GeoJsonFeature {
  const polys = b.footprint.map((poly) =>
    poly.map((ring) => {
      const pts = ring.map(([lon, lat]) => [r9(lon), r9(lat)]);
      const first = pts[0];
      return first ? [...pts, first] : pts;
    }),
  );
  const { extra, storeys, ...attrs } = b.attributes;
  const properties: Record<string, unknown> = {
    id: b.id,
    ...(b.gmlId ? { gml_id: b.gmlId } : {}),
    source: b.source,
    height: r6(b.height),
    heightSource: b.heightSource,
    groundZ: r6(b.groundZ),
    ...(b.lod1TopZ !== undefined ? { lod1TopZ: r6(b.lod1TopZ) } : {}),
    lods: b.lods,
    parts: b.parts,
    ...attrs,
    ...(storeys ? { storeys } : {}),
    ...(extra ? { extra } : {}),
  };
  return {
    type: "Feature",
    id: b.id,
    geometry:
      polys.length === 1
        ? { type: "Polygon", coordinates: polys[0] ?? [] }
        : { type: "MultiPolygon", coordinates: polys },
    properties,
  };
}
