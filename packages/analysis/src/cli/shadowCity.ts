// shadow-city: the analysis pipeline's 等時間日影図 on a square of a CityGML city model. Reading and selection
// are here; argument parsing and the output files are in shadowCityCommand.ts.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { CityModelError, readBuildingsFromFile } from "@soracity/citymodel";
import type { Building } from "@soracity/citymodel";
import { hikageParametersDraftSchema } from "@soracity/contracts";
import type { HikageParameters } from "@soracity/contracts";
import { regulationSun } from "@soracity/engine";
import { formatHourMinute } from "@soracity/engine/clock";
import type { Degrees, Hours, Meters, Minutes } from "@soracity/engine";
import { localSources, median } from "../buildings";
import { SiteFrame, bboxesMeet } from "../frame";
import type { LocalBbox } from "../frame";
import { runShadowParsed } from "../shadow/run";
import type { AnalysisOutput } from "../types";

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

export interface ShadowCityResult {
  files: string[];
  center: [Degrees, Degrees];
  frame: SiteFrame;
  /** Plane z less the plane height: the reference ground in the frame (m). */
  groundElevation: Meters;
  /** Buildings read, kept by the loose first cut, and used by the pipeline (meeting the target range). */
  buildings: { read: number; kept: number; used: number };
  output: AnalysisOutput;
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

/** Farthest a shadow can reach per metre of height above the plane (lowest sun of the window; capped). */
export function reachPerMetre(latitude: Degrees, o: ShadowCityOptions): number {
  const altitude = Math.min(
    regulationSun(latitude, o.declination, o.start).altitude,
    regulationSun(latitude, o.declination, o.end).altitude,
  );
  // Below ~2° shadows run for kilometres; such windows are unusual, so cap the search (documented).
  return 1 / Math.tan(Math.max(altitude, 2) * (Math.PI / 180));
}

/** The case parameters of the command (custom declination, square ranges); not bound by the 25 ha limit. */
export function shadowCityParameters(
  o: ShadowCityOptions,
  frame: SiteFrame,
  margin: Meters,
): HikageParameters {
  const half = o.size / 2;
  const parsed = hikageParametersDraftSchema.safeParse({
    season: "custom",
    declination: o.declination,
    start_time: formatHourMinute(o.start),
    end_time: formatHourMinute(o.end),
    calc_interval_min: o.step,
    output_interval_min: 60 % o.step === 0 ? 60 : o.step,
    plane_height: o.plane,
    grid_spacing: o.spacing,
    contour_hours: o.hours,
    use_lod2: o.lod2,
    ...(o.ground !== undefined ? { ground_elevation: o.ground } : {}),
  });
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join(", "));
  const reach = half + margin;
  return {
    ...parsed.data,
    planned_buildings: [],
    limits: undefined,
    deemed_edges: [],
    target_range: frame.rectangle(-reach, -reach, reach, reach),
    analysis_range: frame.rectangle(-half, -half, half, half),
  };
}

/**
 * Read the buildings, keep those whose shadow can reach the analysis square, and run the analysis pipeline
 * on it (the target range is the square grown by the longest shadow of the buildings kept).
 */
export async function shadowCity(o: ShadowCityOptions): Promise<ShadowCityResult> {
  const t0 = performance.now();
  const files = inputFiles(o.input);
  let center = o.center;
  if (!center) {
    const b = await lonLatBbox(files);
    center = [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2];
  }
  const frame = new SiteFrame(center[0], center[1]);
  const half = o.size / 2;
  const square: LocalBbox = [-half, -half, half, half];
  const reach = reachPerMetre(center[1], o);
  const kept: Building[] = [];
  const tops: number[] = [];
  const touchingBases: number[] = [];
  let read = 0;
  for (const file of files)
    for await (const building of readBuildingsFromFile(file)) {
      read++;
      const [s] = localSources([building], frame, o.lod2);
      if (!s) continue;
      // The plane is not known yet: a loose cut, right for any plane above z = -50 m.
      const m = Math.max(0, s.top + 50) * reach;
      if (!bboxesMeet(s.bbox, [-half - m, -half - m, half + m, half + m])) continue;
      kept.push(building);
      tops.push(s.top);
      if (bboxesMeet(s.bbox, square)) touchingBases.push(s.local.baseZ);
    }
  const ground = o.ground ?? median(touchingBases);
  const margin = Math.max(0, Math.max(0, ...tops) - (ground + o.plane)) * reach;
  const params = shadowCityParameters(o, frame, margin);
  const t1 = performance.now();
  const site = { lon: center[0], lat: center[1] };
  const output = await runShadowParsed(
    { service: "hikage", site, parameters: params, cityBuildings: kept, modelBuildings: [] },
    params,
  );
  const summary = output.summary as { plane_z: number; buildings: { city: number } };
  return {
    files,
    center: [center[0], center[1]],
    frame,
    groundElevation: summary.plane_z - o.plane,
    buildings: { read, kept: kept.length, used: summary.buildings.city },
    output,
    windowHours: o.end - o.start,
    timingsMs: { read: Math.round(t1 - t0), shade: Math.round(performance.now() - t1) },
  };
}
