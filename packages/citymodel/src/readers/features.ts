import type { Meters } from "@soracity/engine/units";
import { CityModelError } from "../errors";
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

/**
 * A measure property (height, storeys, ground): the number, or undefined when missing or not numeric (a blank
 * or NaN field of a shapefile is missing data). An infinite one (JSON's 1e309, text "1e400") is refused: it is
 * a broken file, not a missing value.
 */
const num = (props: Record<string, unknown>, key: string): number | undefined => {
  const v = props[key];
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  if (n === Infinity || n === -Infinity)
    throw new CityModelError("non_finite_number", `property ${key} is not a finite number`);
  return Number.isFinite(n) ? n : undefined;
};

/** A position's x and y; JSON's 1e309 (Infinity) or a shapefile's NaN is refused before any geometry. */
function finitePosition(p: Position): [number, number] {
  const [x, y] = p;
  if (!Number.isFinite(x) || !Number.isFinite(y))
    throw new CityModelError("non_finite_number", "a coordinate is not a finite number");
  return [x, y];
}

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
          .map((ring) => openRing(ring.map((p) => convert(...finitePosition(p)) as LonLat)))
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
    const h = num(props, heightKey);
    const storeys = num(props, storeysKey);
    let height = 0;
    let heightSource: Building["heightSource"] = "none";
    if (h !== undefined && h > 0) [height, heightSource] = [h, "attribute"];
    else if (storeys !== undefined && storeys > 0) [height, heightSource] = [storeys * perStorey, "storeys"];
    const groundZ =
      (options.groundAttribute ? num(props, options.groundAttribute) : undefined) ??
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
