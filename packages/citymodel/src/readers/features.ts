import type { Meters } from "@soracity/engine/units";
import type { GeoJsonFeature, GeoJsonGeometry, Position } from "../geojson-types";
import { openRing, orientPolygon } from "../geom/rings";
import { assertSimpleFootprint } from "../geom/simple";
import type { Building, BuildingAttributes, BuildingSource, LonLat, LonLatPolygon } from "../model";

/** How heights are read from 2D footprints (shapefile, GeoJSON). */
export interface FootprintHeightOptions {
  /** Property holding the height in metres (default "height"). */
  heightAttribute?: string;
  /** Property holding storeys above ground, used when the height is missing (default "storeys"). */
  storeysAttribute?: string;
  /** Metres per storey for the fallback (default 3). */
  metersPerStorey?: Meters;
  /** Property holding the ground elevation (m); else `groundElevation`. */
  groundAttribute?: string;
  /** Ground elevation for every footprint when no attribute gives it (default 0 m). */
  groundElevation?: Meters;
  /** Property used as the building id (default "gml_id" when present). */
  idAttribute?: string;
}

type Convert = (x: number, y: number) => [number, number];

const num = (v: unknown): number | undefined => {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

function polygons(geometry: GeoJsonGeometry | null, convert: Convert): LonLatPolygon[] {
  if (!geometry) return [];
  const polys: Position[][][] =
    geometry.type === "Polygon"
      ? [geometry.coordinates]
      : geometry.type === "MultiPolygon"
        ? geometry.coordinates
        : [];
  return polys
    .map((rings) =>
      orientPolygon(
        rings
          .map((ring) => openRing(ring.map((p) => convert(p[0], p[1]) as LonLat)))
          .filter((ring) => ring.length >= 3),
      ),
    )
    .filter((p) => p.length > 0);
}

/** Extrude footprints into buildings: height from an attribute, else storeys x 3 m, else 0 ("none"). */
export function featuresToBuildings(
  features: GeoJsonFeature[],
  source: BuildingSource,
  idPrefix: string,
  convert: Convert,
  options: FootprintHeightOptions,
): Building[] {
  const heightKey = options.heightAttribute ?? "height";
  const storeysKey = options.storeysAttribute ?? "storeys";
  const perStorey = options.metersPerStorey ?? 3;
  const out: Building[] = [];
  features.forEach((f, i) => {
    const footprint = polygons(f.geometry, convert);
    if (footprint.length === 0) return;
    const props = f.properties ?? {};
    const h = num(props[heightKey]);
    const storeys = num(props[storeysKey]);
    let height = 0;
    let heightSource: Building["heightSource"] = "none";
    if (h !== undefined && h > 0) [height, heightSource] = [h, "attribute"];
    else if (storeys !== undefined && storeys > 0) [height, heightSource] = [storeys * perStorey, "storeys"];
    const groundZ =
      (options.groundAttribute ? num(props[options.groundAttribute]) : undefined) ??
      options.groundElevation ??
      0;
    const idKey = options.idAttribute ?? "gml_id";
    const ownId = props[idKey] ?? f.id;
    const extra: NonNullable<BuildingAttributes["extra"]> = {};
    for (const [k, v] of Object.entries(props)) {
      if (v === null || typeof v === "string" || typeof v === "boolean") extra[k] = v;
      else if (typeof v === "number") extra[k] = Number.isFinite(v) ? v : null;
    }
    const attributes: BuildingAttributes = { extra };
    if (storeys !== undefined && storeys >= 0) attributes.storeysAboveGround = storeys;
    if (typeof props.usage === "string" && props.usage) attributes.usage = props.usage;
    if (typeof props.name === "string" && props.name) attributes.name = props.name;
    const b: Building = {
      id:
        ownId !== undefined && ownId !== null && ownId !== ""
          ? (ownId as string | number).toString()
          : `${idPrefix}:${i}`,
      source,
      footprint,
      groundZ,
      height,
      heightSource,
      lods: [1],
      parts: 0,
      surfaces: [],
      attributes,
    };
    if (typeof props.gml_id === "string" && props.gml_id) b.gmlId = props.gml_id;
    out.push(assertSimpleFootprint(b));
  });
  return out;
}
