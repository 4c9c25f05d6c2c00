// `analysis shadow-city <file.gml|folder> --out <dir>`: arguments, output files and the summary.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { AnalysisLayer } from "../types";
import { shadowCity } from "./shadowCity";
import type { ShadowCityOptions, ShadowCityResult } from "./shadowCity";

export const SHADOW_CITY_USAGE = `usage: analysis shadow-city <file.gml|folder> --out <dir> [options]
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
    ...(center ? { center: [center[0], center[1]] as const } : {}),
    ...(values.ground !== undefined ? { ground: num(values.ground, 0, "ground") } : {}),
  };
  if (!(options.size > 0)) throw new Error("--size must be > 0");
  return { options, out: values.out, input: positionals[0] };
}

/** A layer of the run by name (the command writes these). */
export function layerOf(run: ShadowCityResult, name: string): AnalysisLayer {
  const layer = run.output.layers.find((l) => l.name === name);
  if (!layer) throw new Error(`no ${name} layer in the result`);
  return layer;
}

/** The summary.json object. */
export function summaryOf(run: ShadowCityResult, o: ShadowCityOptions, out: string) {
  const meta = layerOf(run, "shade_hours").meta;
  const summary = run.output.summary as { max_hours: number; areas: unknown; plane_z: number };
  return {
    input: run.files,
    out,
    center: run.center,
    groundElevation: Math.round(run.groundElevation * 1000) / 1000,
    planeZ: Math.round(summary.plane_z * 1000) / 1000,
    grid: {
      nx: meta.nx,
      ny: meta.ny,
      spacing: meta.spacing_m,
      bboxLocal: meta.bbox_local,
      corners: meta.corners,
    },
    windowHours: run.windowHours,
    maxHours: summary.max_hours,
    areas: summary.areas,
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
    files: ["contours.geojson", "outlines.geojson", "shade-hours.png", "summary.json"],
  };
}

/** Run the command: compute, write the files into `out` (layers of the pipeline), return the summary. */
export async function shadowCityCommand(o: ShadowCityOptions, out: string) {
  const run = await shadowCity(o);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "contours.geojson"), layerOf(run, "contours").data);
  writeFileSync(join(out, "outlines.geojson"), layerOf(run, "outlines").data);
  writeFileSync(join(out, "shade-hours.png"), layerOf(run, "shade_hours_png").data);
  const summary = summaryOf(run, o, out);
  writeFileSync(join(out, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  return { summary, run };
}
