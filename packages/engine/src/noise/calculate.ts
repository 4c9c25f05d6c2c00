import { BAND_COUNT } from "./bands";
import type { BandFeature, NoiseSummary } from "./outputs";
import { contourBands, DEFAULT_CONTOURS, summarise } from "./outputs";
import type { LevelArrays, ReceiverArrays, RunControl } from "./prepare";
import { computeRange, prepareScene } from "./prepare";
import type { NoiseGrid } from "./receivers";
import { FACADE_SPACING, facadeReceivers, gridReceivers, noiseGrid } from "./receivers";
import type { NoiseScene } from "./scene";
import { phasedProgress } from "./progress";
import { noiseSceneSize } from "./size";
import { validateNoiseScene } from "./validate";

export { FACADE_SPACING };

export interface ReceiverLevel {
  x: number;
  y: number;
  z: number;
  /** LAeq (dB(A)); null inside a building. */
  LA: number | null;
  /** A-weighted level per band 63 Hz ... 8 kHz (dB(A)); null entries for bands not computed. */
  bands: (number | null)[] | null;
}

export interface FacadeLevel {
  building: number;
  id?: string;
  /** Highest facade level of the building (dB(A)) and where it is; null when no facade point has a value. */
  LA: number | null;
  x: number | null;
  y: number | null;
}

export interface NoiseGridResult {
  grid: NoiseGrid;
  /** LAeq per cell, row by row; NaN inside buildings. */
  LA: Float32Array;
  /** A-weighted band levels, 8 per cell (cell-major), when requested. */
  bands?: Float32Array;
  contours: BandFeature[];
  summary: NoiseSummary;
}

export interface NoiseResult {
  receivers?: ReceiverLevel[];
  grid?: NoiseGridResult;
  facades?: FacadeLevel[];
}

/** Computes all receivers of one set in this thread. */
export function computeLevels(
  scene: NoiseScene,
  receivers: ReceiverArrays,
  perBand: boolean,
  control?: RunControl,
): LevelArrays {
  const n = receivers.x.length;
  const out: LevelArrays = { LA: new Float32Array(n) };
  if (perBand) out.bands = new Float32Array(n * BAND_COUNT);
  computeRange(prepareScene(scene), receivers, 0, n, out, control);
  return out;
}

/** The scene's listed receivers as typed arrays. */
export function listedReceivers(scene: NoiseScene): ReceiverArrays {
  const list = scene.receivers ?? [];
  return {
    x: Float64Array.from(list, (r) => r.x),
    y: Float64Array.from(list, (r) => r.y),
    z: Float64Array.from(list, (r) => r.z),
  };
}

const finite = (v: number | undefined): number | null => (v !== undefined && Number.isFinite(v) ? v : null);

/** Assembles receiver levels from typed arrays. */
export function receiverLevels(receivers: ReceiverArrays, levels: LevelArrays): ReceiverLevel[] {
  return Array.from(receivers.x, (x, r) => {
    const LA = levels.LA[r];
    const inside = Number.isNaN(LA);
    const bands = levels.bands?.subarray(r * BAND_COUNT, (r + 1) * BAND_COUNT);
    return {
      x,
      y: receivers.y[r] ?? 0,
      z: receivers.z[r] ?? 0,
      LA: finite(LA),
      bands: inside || !bands ? null : Array.from(bands, (b) => finite(b)),
    };
  });
}

/** Maximum facade level per building. */
export function facadeMaxima(
  scene: NoiseScene,
  receivers: ReturnType<typeof facadeReceivers>,
  LA: Float32Array,
): FacadeLevel[] {
  const out: FacadeLevel[] = (scene.buildings ?? []).map((b, building) => ({
    building,
    ...(b.id === undefined ? {} : { id: b.id }),
    LA: null,
    x: null,
    y: null,
  }));
  receivers.building.forEach((b, r) => {
    const v = LA[r] ?? Number.NaN;
    const entry = out[b];
    if (entry && Number.isFinite(v) && (entry.LA === null || v > entry.LA))
      Object.assign(entry, { LA: v, x: receivers.x[r] ?? 0, y: receivers.y[r] ?? 0 });
  });
  return out;
}

/** Builds the grid result from computed levels. */
export function gridResult(
  grid: NoiseGrid,
  levels: LevelArrays,
  contours = DEFAULT_CONTOURS,
): NoiseGridResult {
  return {
    grid,
    LA: levels.LA,
    ...(levels.bands ? { bands: levels.bands } : {}),
    contours: contourBands(levels.LA, grid, contours),
    summary: summarise(levels.LA, grid.spacing),
  };
}

/**
 * Noise levels by ISO 9613-2 for a scene, in this thread: listed receivers, a grid map at the prediction
 * height (with contour bands and a summary) and facade maxima, whichever the scene asks for.
 * Throws EngineInputError on bad input. For large grids use {@link calculateNoiseParallel}.
 */
export function calculateNoise(input: unknown, control?: RunControl): NoiseResult {
  const scene = validateNoiseScene(input);
  const phase = phasedProgress(noiseSceneSize(scene).receivers, control?.onProgress);
  const of = (name: Parameters<typeof phase>[0]): RunControl => ({ ...control, onProgress: phase(name) });
  const result: NoiseResult = {};
  if (scene.receivers) {
    const receivers = listedReceivers(scene);
    result.receivers = receiverLevels(receivers, computeLevels(scene, receivers, true, of("listed")));
  }
  if (scene.grid) {
    const grid = noiseGrid(scene.grid);
    const levels = computeLevels(scene, gridReceivers(grid), scene.grid.perBand ?? false, of("grid"));
    result.grid = gridResult(grid, levels, scene.grid.contours);
  }
  if (scene.facade) {
    const receivers = facadeReceivers(
      scene.buildings ?? [],
      scene.facade.height,
      scene.facade.spacing ?? FACADE_SPACING,
    );
    result.facades = facadeMaxima(scene, receivers, computeLevels(scene, receivers, false, of("facade")).LA);
  }
  return result;
}
