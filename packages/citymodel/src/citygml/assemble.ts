import type {
  Building,
  BuildingAttributes,
  LonLat,
  LonLatPolygon,
  SurfaceTriangles,
  SurfaceType,
} from "../model";
import { orientPolygon } from "../geom/rings";
import { assertSimpleFootprint } from "../geom/simple";
import { triangulatePolygon } from "../geom/triangulate";
import type { RawBuilding, RawPolygon } from "./raw";

export interface AssembleContext {
  /** Label of a usage code, when a code list was found. */
  usageLabel?: (code: string, codeSpace: string | undefined) => string | undefined;
  /** City code when the building carries none (from options or the file path). */
  cityCode?: string;
  fallbackId: string;
}

/** Round to the micrometre: differences of decimal heights leave float noise (3.0000000000000004). */
const um = (v: number) => Math.round(v * 1e6) / 1e6;

function zRange(polys: RawPolygon[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of polys)
    for (const ring of p.rings)
      for (let i = 2; i < ring.length; i += 3) {
        const z = ring[i];
        if (z < lo) lo = z;
        if (z > hi) hi = z;
      }
  return [lo, hi];
}

function toLonLatPolygon(p: RawPolygon): LonLatPolygon {
  const rings = p.rings.map((r) => {
    const out: LonLat[] = [];
    for (let i = 0; i < r.length; i += 3) out.push([r[i], r[i + 1]]);
    return out;
  });
  return orientPolygon(rings.filter((r) => r.length >= 3));
}

/** LOD1 faces lying flat at the solid's lowest height (within 1 cm): the prism's base. */
function bottomFaces(lod1: RawPolygon[], zMin: number): RawPolygon[] {
  return lod1.filter((p) => (p.rings[0] ?? []).every((v, i) => i % 3 !== 2 || Math.abs(v - zMin) < 0.01));
}

/** Turn one SAX-read building into the shared model (footprint, heights, LOD2 triangles, attributes). */
export function assembleBuilding(raw: RawBuilding, ctx: AssembleContext): Building {
  const lod0 = raw.polygons.filter((p) => p.role === "lod0");
  const lod1 = raw.polygons.filter((p) => p.role === "lod1");
  const typed = raw.polygons.filter((p) => p.role === "lod2typed");
  let other = raw.polygons.filter((p) => p.role === "lod2other");
  // lod2Solid members given as xlink:href: the typed boundary surfaces already carry them; any reference to a
  // polygon we hold under no type is kept as `other`. Inline solid polygons count only without typed surfaces.
  if (typed.length > 0) {
    const typedIds = new Set(typed.map((p) => p.id));
    const wanted = new Set(raw.lod2Hrefs.filter((h) => !typedIds.has(h)));
    other = other.filter((p) => p.id !== undefined && wanted.has(p.id));
  }
  const lod2 = [...typed, ...other];

  const [z1lo, z1hi] = zRange(lod1);
  const [z2lo, z2hi] = zRange(lod2);
  const has1 = lod1.length > 0 && Number.isFinite(z1lo);
  const has2 = lod2.length > 0 && Number.isFinite(z2lo);
  const groundZ = has1 ? z1lo : has2 ? z2lo : lod0.length > 0 ? zRange(lod0)[0] : 0;

  let footprintPolys = lod0;
  if (footprintPolys.length === 0 && has1) footprintPolys = bottomFaces(lod1, z1lo);
  if (footprintPolys.length === 0) footprintPolys = typed.filter((p) => p.surfaceType === "ground");
  const footprint = footprintPolys.map(toLonLatPolygon).filter((p) => p.length > 0);

  const measured = raw.measuredHeight ?? raw.partMeasuredHeight;
  let height = 0;
  let heightSource: Building["heightSource"] = "none";
  if (measured !== undefined) [height, heightSource] = [measured, "measuredHeight"];
  else if (has1) [height, heightSource] = [um(z1hi - z1lo), "lod1"];
  else if (has2) [height, heightSource] = [um(z2hi - z2lo), "lod2"];

  const byType = new Map<SurfaceType, number[]>();
  for (const p of lod2) {
    const type = p.surfaceType ?? "other";
    let out = byType.get(type);
    if (!out) byType.set(type, (out = []));
    triangulatePolygon(p.rings, out);
  }
  const surfaces: SurfaceTriangles[] = [...byType].map(([type, pos]) => ({
    type,
    positions: Float64Array.from(pos),
  }));

  const attributes: BuildingAttributes = {};
  if (raw.buildingId) attributes.buildingId = raw.buildingId;
  if (raw.name) attributes.name = raw.name;
  if (raw.usage) {
    attributes.usage = raw.usage;
    const label = ctx.usageLabel?.(raw.usage, raw.usageCodeSpace);
    if (label) attributes.usageLabel = label;
  }
  if (raw.storeysAboveGround !== undefined) attributes.storeysAboveGround = raw.storeysAboveGround;
  if (raw.storeysBelowGround !== undefined) attributes.storeysBelowGround = raw.storeysBelowGround;
  if (raw.yearOfConstruction !== undefined) attributes.yearOfConstruction = raw.yearOfConstruction;
  if (raw.address) attributes.address = raw.address;
  const cityCode = raw.cityCode ?? /^(\d{5})-bldg/.exec(raw.buildingId ?? "")?.[1] ?? ctx.cityCode;
  if (cityCode) attributes.cityCode = cityCode;

  const lods: number[] = [];
  if (raw.hasLod0 && lod0.length > 0) lods.push(0);
  if (has1) lods.push(1);
  if (has2) lods.push(2);
  const building: Building = {
    id: raw.gmlId ?? ctx.fallbackId,
    source: "citygml",
    footprint,
    groundZ,
    height,
    heightSource,
    lods,
    parts: raw.parts,
    surfaces,
    attributes,
  };
  if (raw.gmlId) building.gmlId = raw.gmlId;
  if (has1) building.lod1TopZ = z1hi;
  return assertSimpleFootprint(building);
}
