// shadow-city: the engine's 等時間日影図 on a square of a CityGML city model. Reading and selection are here;
// argument parsing and the output files are in shadowCityCommand.ts.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { regulationSun, runShadowSceneAsync } from "@soracity/engine";
import type {
  Degrees,
  Hours,
  Meters,
  MeshBuilding,
  Minutes,
  PlaneShade,
  PrismBuilding,
  ShadowSceneResult,
} from "@soracity/engine";
import { CityModelError } from "../errors";
import { EnuFrame } from "../geo/enu";
import { toLocal } from "../local";
import type { LocalBuilding } from "../local";
import { readBuildingsFromFile } from "../readers/any";

export interface ShadowCityOptions {
  /** A .gml file or a folder searched (recursively) for .gml files. */
  input: string;
  /** Centre of the analysis square (lon, lat degrees); default the centre of the buildings' bbox. */
  center?: readonly [Degrees, Degrees];
  /** Side of the analysis square (m). */
  size: Meters;
  spacing: Meters;
  /** Measurement plane height above the reference ground (m). */
  plane: Meters;
  /** Reference ground (orthometric m); default the median base of the buildings touching the square. */
  ground?: Meters;
  declination: Degrees;
  /** True solar time, hours. */
  start: Hours;
  end: Hours;
  step: Minutes;
  hours: Hours[];
  /** Use LOD2 surfaces as closed meshes where a building has them. */
  lod2: boolean;
}

type EngineBuilding = PrismBuilding | MeshBuilding;

interface Candidate {
  building: EngineBuilding;
  /** Local bbox of the footprint and the top (z) of the building. */
  bbox: [Meters, Meters, Meters, Meters];
  top: Meters;
  groundZ: Meters;
  /** Id of the source building (a multi-part footprint gives several prisms). */
  source: string;
}

export interface ShadowCityResult {
  files: string[];
  center: [Degrees, Degrees];
  frame: EnuFrame;
  groundElevation: Meters;
  /** Source buildings read and used; engine shapes (prisms, meshes); buildings kept but below the plane. */
  buildings: { read: number; used: number; meshes: number; prisms: number; belowPlane: number };
  result: ShadowSceneResult;
  plane: PlaneShade;
  windowHours: Hours;
  timingsMs: { read: number; shade: number };
}

/** CityGML files of a path: the file itself, or the .gml files under a folder (sorted). */
export function inputFiles(input: string): string[] {
  if (!statSync(input).isDirectory()) return [input];
  const files = readdirSync(input, { recursive: true, encoding: "utf8" })
    .filter((f) => f.toLowerCase().endsWith(".gml"))
    .map((f) => join(input, f))
    .sort();
  if (files.length === 0) throw new CityModelError("no_buildings", `no .gml file under ${input}`);
  return files;
}

async function lonLatBbox(files: string[]): Promise<[number, number, number, number]> {
  const b = [Infinity, Infinity, -Infinity, -Infinity] as [number, number, number, number];
  for (const file of files)
    for await (const building of readBuildingsFromFile(file))
      for (const poly of building.footprint)
        for (const [lon, lat] of poly[0] ?? []) {
          b[0] = Math.min(b[0], lon);
          b[1] = Math.min(b[1], lat);
          b[2] = Math.max(b[2], lon);
          b[3] = Math.max(b[3], lat);
        }
  if (!(b[0] <= b[2])) throw new CityModelError("no_buildings", "no building footprint in the input");
  return b;
}

/** Engine buildings of one local building: one prism per footprint polygon, or one closed LOD2 mesh. */
function engineBuildings(local: LocalBuilding, lod2: boolean): EngineBuilding[] {
  if (lod2 && local.surfaces.length > 0) {
    const total = local.surfaces.reduce((n, s) => n + s.positions.length, 0);
    const positions = new Float64Array(total);
    let at = 0;
    for (const s of local.surfaces) {
      positions.set(s.positions, at);
      at += s.positions.length;
    }
    return [{ id: local.id, positions, closed: true }];
  }
  return local.footprint
    .filter((poly) => (poly[0]?.length ?? 0) >= 3)
    .map((poly, k) => ({
      id: local.footprint.length > 1 ? `${local.id}#${k}` : local.id,
      footprint: poly[0] ?? [],
      ...(poly.length > 1 ? { holes: poly.slice(1) } : {}),
      base: local.baseZ,
      height: Math.max(0, local.topZ - local.baseZ),
    }));
}

function localBbox(local: LocalBuilding): [Meters, Meters, Meters, Meters] {
  const b = [Infinity, Infinity, -Infinity, -Infinity] as [number, number, number, number];
  for (const poly of local.footprint)
    for (const [x, y] of poly[0] ?? []) {
      b[0] = Math.min(b[0], x);
      b[1] = Math.min(b[1], y);
      b[2] = Math.max(b[2], x);
      b[3] = Math.max(b[3], y);
    }
  for (const s of local.surfaces)
    for (let i = 0; i < s.positions.length; i += 3) {
      b[0] = Math.min(b[0], s.positions[i] as number);
      b[1] = Math.min(b[1], s.positions[i + 1] as number);
      b[2] = Math.max(b[2], s.positions[i] as number);
      b[3] = Math.max(b[3], s.positions[i + 1] as number);
    }
  return b;
}

function topOf(local: LocalBuilding): Meters {
  let top = local.topZ;
  for (const s of local.surfaces)
    for (let i = 2; i < s.positions.length; i += 3) top = Math.max(top, s.positions[i] as number);
  return top;
}

const median = (values: number[]): number => {
  const v = [...values].sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? (v[m] as number) : ((v[m - 1] as number) + (v[m] as number)) / 2;
};

/** Farthest a shadow can reach per metre of height above the plane (lowest sun of the window; capped). */
export function reachPerMetre(latitude: Degrees, o: ShadowCityOptions): number {
  const altitude = Math.min(
    regulationSun(latitude, o.declination, o.start).altitude,
    regulationSun(latitude, o.declination, o.end).altitude,
  );
  // Below ~2° shadows run for kilometres; such windows are unusual, so cap the search (documented).
  return 1 / Math.tan(Math.max(altitude, 2) * (Math.PI / 180));
}

/**
 * Read the buildings, keep those whose shadow can reach the analysis square, and run the engine's plane
 * shade on it. The local frame is ENU at the centre with height 0 (z = orthometric height, less the Earth's
 * curvature drop: about 1 cm at 400 m).
 */
export async function shadowCity(o: ShadowCityOptions): Promise<ShadowCityResult> {
  const t0 = performance.now();
  const files = inputFiles(o.input);
  let center = o.center;
  if (!center) {
    const b = await lonLatBbox(files);
    center = [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2];
  }
  const frame = new EnuFrame([center[0], center[1], 0]);
  const half = o.size / 2;
  const reach = reachPerMetre(center[1], o);
  const kept: Candidate[] = [];
  let read = 0;
  for (const file of files)
    for await (const building of readBuildingsFromFile(file)) {
      read++;
      // Without --lod2 the surfaces are not needed: skip converting their triangles.
      const local = toLocal(o.lod2 ? building : { ...building, surfaces: [] }, frame);
      const [x0, y0, x1, y1] = localBbox(local);
      const top = topOf(local);
      // The plane is not known yet (its ground is the median base of the buildings kept): a loose first cut,
      // right for any plane above z = -50 m; the exact cut follows.
      const margin = Math.max(0, top + 50) * reach;
      if (x1 < -half - margin || x0 > half + margin || y1 < -half - margin || y0 > half + margin) continue;
      for (const b of engineBuildings(local, o.lod2))
        kept.push({ building: b, bbox: [x0, y0, x1, y1], top, groundZ: local.baseZ, source: local.id });
    }
  const touching = kept.filter(
    (c) => c.bbox[2] >= -half && c.bbox[0] <= half && c.bbox[3] >= -half && c.bbox[1] <= half,
  );
  const groundElevation = o.ground ?? (touching.length > 0 ? median(touching.map((c) => c.groundZ)) : 0);
  const planeZ = groundElevation + o.plane;
  // Exact filter now that the plane is known: shadows reach (top - plane) x cot(lowest altitude).
  const used = kept.filter((c) => {
    if (c.top <= planeZ) return false;
    const m = (c.top - planeZ) * reach;
    return !(c.bbox[2] < -half - m || c.bbox[0] > half + m || c.bbox[3] < -half - m || c.bbox[1] > half + m);
  });
  const belowPlane = kept.filter((c) => c.top <= planeZ).length;
  const t1 = performance.now();
  // Cell centres half a cell inside the square: size / spacing cells a side.
  const h = half - o.spacing / 2;
  let plane: PlaneShade | null = null;
  const result = await runShadowSceneAsync(
    {
      sun: {
        mode: "regulation",
        latitude: center[1],
        declination: o.declination,
        start: o.start,
        end: o.end,
        stepMinutes: o.step,
      },
      plane: { height: o.plane, heightStandard: "relative", groundElevation },
      grid: { bbox: [-h, -h, h, h], spacing: o.spacing },
      contours: o.hours,
      buildings: used.map((c) => c.building),
    },
    { onPlane: (p) => (plane = p) },
  );
  const computed = plane as PlaneShade | null;
  if (!computed) throw new Error("the engine returned no plane");
  const meshes = used.filter((c) => "positions" in c.building).length;
  return {
    files,
    center: [center[0], center[1]],
    frame,
    groundElevation,
    buildings: {
      read,
      used: new Set(used.map((c) => c.source)).size,
      meshes,
      prisms: used.length - meshes,
      belowPlane,
    },
    result,
    plane: computed,
    windowHours: o.end - o.start,
    timingsMs: { read: Math.round(t1 - t0), shade: Math.round(performance.now() - t1) },
  };
}
