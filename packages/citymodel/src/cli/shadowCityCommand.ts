// `citymodel shadow-city <file.gml|folder> --out <dir> [...]`: arguments, output files and the summary.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { shadeHeatmapPng } from "@soracity/engine";
import type { ShadowSceneResult } from "@soracity/engine";
import { shadowCity } from "./shadowCity";
import type { ShadowCityOptions, ShadowCityResult } from "./shadowCity";
import type { EnuFrame } from "../geo/enu";

export const SHADOW_CITY_USAGE = `usage: citymodel shadow-city <file.gml|folder> --out <dir> [options]
  --center lon,lat    centre of the analysis square (default: centre of the buildings' bbox)
  --size <m>          side of the square (default 250)      --spacing <m>  grid spacing (default 1)
  --plane <m>         measurement plane above ground (default 4)
  --ground <m>        ground elevation (default: median base of the buildings touching the square)
  --declination <deg> (default -23.45, winter solstice)
  --start, --end      true solar time (default 08:00, 16:00)  --step <min>  (default 5)
  --hours <list>      contour hours (default 2,2.5,3,4,5)
  --lod2              LOD2 surfaces as closed meshes where present (else LOD1 prisms)`;

function num(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`--${name} must be a number (got ${value})`);
  return n;
}

function hoursOf(value: string, name: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!m) throw new Error(`--${name} must be hh:mm (got ${value})`);
  return Number(m[1]) + Number(m[2]) / 60;
}

function list(value: string, name: string): number[] {
  const parts = value.split(",").map((s) => Number(s));
  if (parts.length === 0 || !parts.every(Number.isFinite))
    throw new Error(`--${name} must be numbers separated by commas (got ${value})`);
  return parts;
}

/** Parse the command's arguments (after `shadow-city`); `input` is resolved by the caller. */
export function parseShadowCityArgs(argv: string[]): {
  options: Omit<ShadowCityOptions, "input">;
  out?: string;
  input?: string;
} {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: "string" },
      center: { type: "string" },
      size: { type: "string" },
      spacing: { type: "string" },
      plane: { type: "string" },
      ground: { type: "string" },
      declination: { type: "string" },
      start: { type: "string" },
      end: { type: "string" },
      step: { type: "string" },
      hours: { type: "string" },
      lod2: { type: "boolean" },
    },
  });
  const center = values.center ? list(values.center, "center") : undefined;
  if (center && center.length !== 2) throw new Error("--center must be lon,lat");
  const options: Omit<ShadowCityOptions, "input"> = {
    size: num(values.size, 250, "size"),
    spacing: num(values.spacing, 1, "spacing"),
    plane: num(values.plane, 4, "plane"),
    declination: num(values.declination, -23.45, "declination"),
    start: hoursOf(values.start ?? "08:00", "start"),
    end: hoursOf(values.end ?? "16:00", "end"),
    step: num(values.step, 5, "step"),
    hours: values.hours ? list(values.hours, "hours") : [2, 2.5, 3, 4, 5],
    lod2: values.lod2 === true,
    ...(center ? { center: [center[0] as number, center[1] as number] as const } : {}),
    ...(values.ground !== undefined ? { ground: num(values.ground, 0, "ground") } : {}),
  };
  if (!(options.size > 0)) throw new Error("--size must be > 0");
  return { options, out: values.out, input: positionals[0] };
}

type Contours = NonNullable<ShadowSceneResult["grid"]>["contours"];

/** Contours from local metres (ENU at the centre) to lon/lat degrees (8 decimals, about 1 mm). */
export function contoursToLonLat(contours: Contours, frame: EnuFrame, z: number): Contours {
  const round = (v: number) => Math.round(v * 1e8) / 1e8;
  return {
    ...contours,
    features: contours.features.map((f) => ({
      ...f,
      geometry: {
        ...f.geometry,
        coordinates: f.geometry.coordinates.map((poly) =>
          poly.map((ring) =>
            ring.map(([x, y]) => {
              const [lon, lat] = frame.toGeodetic([x ?? 0, y ?? 0, z]);
              return [round(lon), round(lat)];
            }),
          ),
        ),
      },
    })),
  };
}

/** The summary.json object. */
export function summaryOf(run: ShadowCityResult, o: ShadowCityOptions, out: string) {
  const grid = run.result.grid;
  if (!grid) throw new Error("no grid in the engine result");
  return {
    input: run.files,
    out,
    center: run.center,
    groundElevation: Math.round(run.groundElevation * 1000) / 1000,
    planeZ: Math.round((run.groundElevation + o.plane) * 1000) / 1000,
    grid: { nx: grid.nx, ny: grid.ny, spacing: grid.spacing, bboxLocal: grid.bbox },
    windowHours: run.windowHours,
    maxHours: Math.round(grid.summary.maxHours * 1e6) / 1e6,
    areas: grid.summary.areas,
    buildings: run.buildings,
    parameters: {
      size: o.size,
      spacing: o.spacing,
      plane: o.plane,
      declination: o.declination,
      start: o.start,
      end: o.end,
      stepMinutes: o.step,
      hours: o.hours,
      lod2: o.lod2,
    },
    timingsMs: run.timingsMs,
    files: ["contours.geojson", "shade-hours.png", "summary.json"],
  };
}

/** Run the command: compute, write the three files into `out`, return the summary. */
export async function shadowCityCommand(o: ShadowCityOptions, out: string) {
  const run = await shadowCity(o);
  const grid = run.result.grid;
  if (!grid) throw new Error("no grid in the engine result");
  mkdirSync(out, { recursive: true });
  const contours = contoursToLonLat(grid.contours, run.frame, run.groundElevation + o.plane);
  writeFileSync(join(out, "contours.geojson"), JSON.stringify(contours));
  writeFileSync(
    join(out, "shade-hours.png"),
    shadeHeatmapPng(run.plane.hours, run.plane.grid, run.windowHours),
  );
  const summary = summaryOf(run, o, out);
  writeFileSync(join(out, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  return { summary, run };
}
