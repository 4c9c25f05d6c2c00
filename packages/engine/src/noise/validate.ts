import { ringSelfIntersection, selfIntersectionMessage } from "../geometry/simpleRing";
import { bandIndex } from "./bands";
import { EngineInputError } from "./errors";
import type { NoiseScene } from "./scene";
import { SPECTRUM_SHAPES } from "./sources";

type Json = Record<string, unknown>;
const fail = (code: string, path: string, message: string): never => {
  throw new EngineInputError(code, path, message);
};
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every number anywhere in the input must be finite (JSON cannot carry NaN, but callers can). */
function checkFinite(value: unknown, path: string): void {
  if (typeof value === "number" && !Number.isFinite(value))
    fail("noise.not_finite", path, "not a finite number");
  if (Array.isArray(value)) value.forEach((v, i) => checkFinite(v, `${path}.${i}`));
  else if (isObject(value))
    for (const [k, v] of Object.entries(value)) checkFinite(v, path ? `${path}.${k}` : k);
}

function num(obj: Json, key: string, path: string, optional = false): number | undefined {
  const v = obj[key];
  if (v === undefined && optional) return undefined;
  if (typeof v !== "number") return fail("noise.invalid", `${path}${key}`, "must be a number");
  return v;
}

function height(obj: Json, key: string, path: string): void {
  const h = num(obj, key, path);
  if (h !== undefined && (h < 0 || h > 999))
    fail("noise.height_range", `${path}${key}`, "height must be 0-999 m");
}

function points(v: unknown, path: string, min: number, code: string): void {
  if (!Array.isArray(v) || v.length < min) fail(code, path, `needs at least ${min} points`);
  (v as unknown[]).forEach((p, i) => {
    if (!Array.isArray(p) || p.length < 2 || typeof p[0] !== "number" || typeof p[1] !== "number")
      fail("noise.invalid", `${path}.${i}`, "a point is [x, y]");
  });
}

function soundPower(v: unknown, path: string): void {
  const values = typeof v === "number" ? [v] : Array.isArray(v) && v.length === 8 ? v : null;
  if (!values) return fail("noise.invalid", path, "lw is one number or 8 band values");
  values.forEach((l: unknown, i) => {
    if (typeof l !== "number") fail("noise.invalid", `${path}.${i}`, "must be a number");
    else if (l < 0 || l > 150) fail("noise.sound_power_range", path, "sound power must be 0-150 dB");
  });
}

/**
 * Checks a noise scene and returns it typed, or throws {@link EngineInputError} with a stable code:
 * `noise.not_finite`, `noise.no_sources`, `noise.sound_power_range`, `noise.height_range`,
 * `noise.band_not_positive`, `noise.band_unknown`, `noise.prediction_height_not_positive`,
 * `noise.barrier_points`, `noise.invalid_building` (a footprint that crosses itself), `noise.invalid` (wrong
 * shape).
 */
export function validateNoiseScene(input: unknown): NoiseScene {
  if (!isObject(input)) return fail("noise.invalid", "", "scene must be an object");
  checkFinite(input, "");
  const sources = input.sources;
  if (!Array.isArray(sources) || sources.length === 0)
    fail("noise.no_sources", "sources", "at least one source");
  (sources as unknown[]).forEach((s, i) => {
    const p = `sources.${i}.`;
    if (!isObject(s)) return fail("noise.invalid", `sources.${i}`, "must be an object");
    if (s.type === "line") points(s.points, `${p}points`, 2, "noise.invalid");
    else if (s.type === undefined || s.type === "point") {
      num(s, "x", p);
      num(s, "y", p);
    } else fail("noise.invalid", `${p}type`, "point or line");
    height(s, "z", p);
    soundPower(s.lw, `${p}lw`);
    if (s.spectrum !== undefined && !((s.spectrum as string).toString() in SPECTRUM_SHAPES))
      fail("noise.invalid", `${p}spectrum`, `one of ${Object.keys(SPECTRUM_SHAPES).join(", ")}`);
    const spacing = num(s, "spacing", p, true);
    if (spacing !== undefined && !(spacing > 0)) fail("noise.invalid", `${p}spacing`, "must be > 0");
  });
  (asArray(input.barriers, "barriers") ?? []).forEach((b, i) => {
    if (!isObject(b)) return fail("noise.invalid", `barriers.${i}`, "must be an object");
    points(b.points, `barriers.${i}.points`, 2, "noise.barrier_points");
    height(b, "height", `barriers.${i}.`);
  });
  (asArray(input.buildings, "buildings") ?? []).forEach((b, i) => {
    if (!isObject(b)) return fail("noise.invalid", `buildings.${i}`, "must be an object");
    points(b.footprint, `buildings.${i}.footprint`, 3, "noise.invalid");
    // a bow-tie has no agreed inside (receivers in it, crossings of its edges): refused, naming the building
    const crossing = ringSelfIntersection(b.footprint as number[][]);
    if (crossing) {
      const name = typeof b.id === "string" && b.id !== "" ? b.id : String(i);
      fail("noise.invalid_building", `buildings.${i}.footprint`, selfIntersectionMessage(name, crossing));
    }
    height(b, "height", `buildings.${i}.`);
  });
  (asArray(input.receivers, "receivers") ?? []).forEach((r, i) => {
    if (!isObject(r)) return fail("noise.invalid", `receivers.${i}`, "must be an object");
    num(r, "x", `receivers.${i}.`);
    num(r, "y", `receivers.${i}.`);
    height(r, "z", `receivers.${i}.`);
  });
  (asArray(input.ground, "ground") ?? []).forEach((g, i) => {
    if (!isObject(g)) return fail("noise.invalid", `ground.${i}`, "must be an object");
    points(g.polygon, `ground.${i}.polygon`, 3, "noise.invalid");
    groundFactor(num(g, "G", `ground.${i}.`), `ground.${i}.G`);
  });
  groundFactor(num(input, "groundFactor", "", true), "groundFactor");
  for (const key of ["grid", "facade"] as const) {
    const v = input[key];
    if (v === undefined) continue;
    if (!isObject(v)) return fail("noise.invalid", key, "must be an object");
    const h = num(v, "height", `${key}.`);
    if (h !== undefined && !(h > 0))
      fail("noise.prediction_height_not_positive", `${key}.height`, "must be > 0 m");
    if (h !== undefined && h > 999) fail("noise.height_range", `${key}.height`, "height must be 0-999 m");
    const spacing = num(v, "spacing", `${key}.`, key === "facade");
    if (spacing !== undefined && !(spacing > 0)) fail("noise.invalid", `${key}.spacing`, "must be > 0");
  }
  if (isObject(input.grid)) {
    const bbox = input.grid.bbox;
    if (!Array.isArray(bbox) || bbox.length !== 4 || !(bbox[2] >= bbox[0] && bbox[3] >= bbox[1]))
      fail("noise.invalid", "grid.bbox", "[minX, minY, maxX, maxY] with max >= min");
  }
  const band = num(input, "band", "", true);
  if (band !== undefined && !(band > 0))
    fail("noise.band_not_positive", "band", "frequency band must be > 0 Hz");
  if (band !== undefined && bandIndex(band) < 0)
    fail("noise.band_unknown", "band", "an octave centre 63-8000 Hz");
  const method = input.method;
  if (
    method !== undefined &&
    !["iso9613-2", "maekawa", "kurze-anderson"].includes((method as string).toString())
  )
    fail("noise.invalid", "method", "iso9613-2, maekawa or kurze-anderson");
  const groundMethod = input.groundMethod;
  if (groundMethod !== undefined && groundMethod !== "general" && groundMethod !== "simplified")
    fail("noise.invalid", "groundMethod", "general or simplified");
  const humidity = num(input, "humidity", "", true);
  if (humidity !== undefined && !(humidity > 0 && humidity <= 100))
    fail("noise.invalid", "humidity", "0-100 %");
  return input as unknown as NoiseScene;
}

function asArray(v: unknown, path: string): unknown[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) return fail("noise.invalid", path, "must be an array");
  return v as unknown[];
}

function groundFactor(g: number | undefined, path: string): void {
  if (g !== undefined && !(g >= 0 && g <= 1)) fail("noise.invalid", path, "G must be 0-1");
}
