import type { LocalPoint } from "../units";
import { EngineInputError } from "../noise/errors";
import type { BandFeature } from "../noise/outputs";
import { contourBands } from "../noise/outputs";
import type { NoiseGrid } from "../noise/receivers";
import { gridReceivers, noiseGrid } from "../noise/receivers";
import { vibrationLevel } from "./attenuation";
import type { SoilType, WaveType } from "./presets";
import { GEOMETRIC_DAMPING, MACHINERY, SOIL_DAMPING, VIBRATION_LIMITS } from "./presets";

/** A vibration source: position (m) and level L(r0) (dB) at r0 (m), or a machinery preset. */
export interface VibrationSourceInput {
  x: number;
  y: number;
  level?: number;
  r0?: number;
  machine?: string;
}

/** A vibration scene (local metres). α and n given as numbers or by preset name. */
export interface VibrationScene {
  alpha?: number;
  soil?: SoilType;
  n?: number;
  wave?: WaveType;
  sources: VibrationSourceInput[];
  receivers?: { x: number; y: number }[];
  grid?: {
    bbox: [number, number, number, number];
    spacing: number;
    northAngle?: number;
    contours?: number[];
  };
  /** Site boundary ring; its highest level is checked against the 75 dB limit. */
  boundary?: LocalPoint[];
}

export const DEFAULT_VIBRATION_CONTOURS = [55, 60, 65, 70, 75, 80, 85];
/** Spacing of the check points along the site boundary (m). */
export const BOUNDARY_STEP = 0.5;

export interface VibrationResult {
  receivers?: { x: number; y: number; level: number }[];
  grid?: { grid: NoiseGrid; level: Float32Array; contours: BandFeature[] };
  boundary?: { max: number; at: [number, number]; limit: number; exceeds: boolean };
  limits: typeof VIBRATION_LIMITS;
}

const fail = (code: string, path: string, message: string): never => {
  throw new EngineInputError(code, path, message);
};
const finite = (v: unknown, path: string): number => {
  if (typeof v !== "number") return fail("vibration.invalid", path, "must be a number");
  if (!Number.isFinite(v)) return fail("vibration.not_finite", path, "not a finite number");
  return v;
};

interface Source {
  x: number;
  y: number;
  level: number;
  r0: number;
}

function resolveSources(scene: VibrationScene): Source[] {
  if (!Array.isArray(scene.sources) || scene.sources.length === 0)
    fail("vibration.no_sources", "sources", "at least one source");
  return scene.sources.map((s, i) => {
    const p = `sources.${i}`;
    const preset = s.machine === undefined ? undefined : MACHINERY[s.machine];
    if (s.machine !== undefined && !preset)
      fail("vibration.unknown_machine", `${p}.machine`, "unknown machine");
    const level = finite(s.level ?? preset?.range[1], `${p}.level`);
    const r0 = finite(s.r0 ?? preset?.r0, `${p}.r0`);
    if (level < 0 || level > 150) fail("vibration.level_range", `${p}.level`, "level must be 0-150 dB");
    if (!(r0 > 0)) fail("vibration.distance_not_positive", `${p}.r0`, "r0 must be > 0 m");
    return { x: finite(s.x, `${p}.x`), y: finite(s.y, `${p}.y`), level, r0 };
  });
}

/**
 * Ground vibration from point sources combined by energy sum: levels at receivers, a grid with contour
 * bands, and the highest level on the site boundary against the 75 dB limit. Throws EngineInputError.
 */
export function calculateVibration(input: unknown): VibrationResult {
  if (typeof input !== "object" || input === null)
    return fail("vibration.invalid", "", "scene must be an object");
  const scene = input as VibrationScene;
  const alpha = finite(scene.alpha ?? (scene.soil ? SOIL_DAMPING[scene.soil]?.alpha : 0.01), "alpha");
  const n = finite(scene.n ?? (scene.wave ? GEOMETRIC_DAMPING[scene.wave] : 0.75), "n");
  if (alpha < 0) fail("vibration.alpha_range", "alpha", "α must be >= 0");
  if (!(n > 0)) fail("vibration.n_range", "n", "n must be > 0");
  const sources = resolveSources(scene);
  const at = (x: number, y: number): number => {
    let sum = 0;
    for (const s of sources)
      sum += 10 ** (vibrationLevel(s.level, s.r0, Math.hypot(x - s.x, y - s.y), n, alpha) / 10);
    return 10 * Math.log10(sum);
  };
  const result: VibrationResult = { limits: VIBRATION_LIMITS };
  if (scene.receivers)
    result.receivers = scene.receivers.map((r, i) => {
      const x = finite(r.x, `receivers.${i}.x`);
      const y = finite(r.y, `receivers.${i}.y`);
      return { x, y, level: at(x, y) };
    });
  if (scene.grid) {
    if (!(finite(scene.grid.spacing, "grid.spacing") > 0))
      fail("vibration.invalid", "grid.spacing", "must be > 0");
    const grid = noiseGrid({ ...scene.grid, height: 0 });
    const points = gridReceivers(grid);
    const level = Float32Array.from(points.x, (x, k) => at(x, points.y[k] ?? 0));
    result.grid = {
      grid,
      level,
      contours: contourBands(level, grid, scene.grid.contours ?? DEFAULT_VIBRATION_CONTOURS),
    };
  }
  if (scene.boundary) {
    const ring = scene.boundary;
    if (!Array.isArray(ring) || ring.length < 2) fail("vibration.invalid", "boundary", "at least two points");
    let max = -Infinity;
    let where: [number, number] = [0, 0];
    ring.forEach(([ax, ay], i) => {
      const [bx, by] = ring[(i + 1) % ring.length] ?? [ax, ay];
      const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / BOUNDARY_STEP));
      for (let k = 0; k < steps; k++) {
        const x = ax + ((bx - ax) * k) / steps;
        const y = ay + ((by - ay) * k) / steps;
        const l = at(x, y);
        if (l > max) {
          max = l;
          where = [x, y];
        }
      }
    });
    const limit = VIBRATION_LIMITS.specifiedConstruction;
    result.boundary = { max, at: where, limit, exceeds: max > limit };
  }
  return result;
}
