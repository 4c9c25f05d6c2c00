import { A_WEIGHTING, BAND_COUNT, bandIndex } from "./bands";
import { groundFromAreas } from "./ground-regions";
import { ObstacleIndex } from "./obstacles";
import type { PointSource } from "./propagation";
import { Propagator } from "./propagation";
import type { NoiseScene, NoiseSourceInput } from "./scene";
import { bandsFromTotal, discretiseLine, onlyBand } from "./sources";

/** Default air and ground when the scene leaves them out. */
export const NOISE_DEFAULTS = { temperature: 20, humidity: 70, groundFactor: 0.5, lineSpacing: 5 } as const;

/** A scene turned into what the hot loop needs: point sources, obstacle index, propagator. */
export interface PreparedScene {
  sources: PointSource[];
  index: ObstacleIndex;
  propagator: Propagator;
  /** Band index when one band is computed, else null. */
  band: number | null;
}

function sourceBands(s: NoiseSourceInput): Float64Array {
  return typeof s.lw === "number" ? bandsFromTotal(s.lw, s.spectrum ?? "road") : Float64Array.from(s.lw);
}

/** Builds the index and point sources (line sources discretised) of a validated scene. */
export function prepareScene(scene: NoiseScene): PreparedScene {
  const band = scene.band === undefined ? null : bandIndex(scene.band);
  const sources: PointSource[] = [];
  for (const s of scene.sources) {
    const lw = onlyBand(sourceBands(s), band);
    if (s.type === "line" && s.points)
      sources.push(...discretiseLine(s.points, s.z, lw, s.spacing ?? NOISE_DEFAULTS.lineSpacing));
    else sources.push({ x: s.x ?? 0, y: s.y ?? 0, z: s.z, lw });
  }
  const index = new ObstacleIndex(scene.buildings ?? [], scene.barriers ?? []);
  const ground = groundFromAreas(scene.ground ?? [], scene.groundFactor ?? NOISE_DEFAULTS.groundFactor);
  const propagator = new Propagator(index, ground, {
    air: {
      temperature: scene.temperature ?? NOISE_DEFAULTS.temperature,
      humidity: scene.humidity ?? NOISE_DEFAULTS.humidity,
      pressure: scene.pressure ?? 101.325,
    },
    method: scene.method ?? "iso9613-2",
    lateral: scene.lateral ?? true,
    c0: scene.c0 ?? 0,
  });
  return { sources, index, propagator, band };
}

/** Receiver positions as typed arrays (m). */
export interface ReceiverArrays {
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
}

/** Levels at receivers: LA (dB(A), NaN inside a building) and optionally A-weighted bands (8 per receiver). */
export interface LevelArrays {
  LA: Float32Array;
  bands?: Float32Array;
}

/** Progress and cancellation for long computations. */
export interface RunControl {
  /** Called with the fraction done (0..1) now and then. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Computes receivers [start, end) into `out` (indexed from 0 at `start`). Each receiver sums its sources
 * in scene order, so any split into ranges gives bit-identical results.
 */
export function computeRange(
  prepared: PreparedScene,
  receivers: ReceiverArrays,
  start: number,
  end: number,
  out: LevelArrays,
  control: RunControl = {},
): void {
  const { sources, index, propagator } = prepared;
  const energy = new Float64Array(BAND_COUNT);
  const step = Math.max(1, Math.floor((end - start) / 100));
  for (let r = start; r < end; r++) {
    if ((r - start) % step === 0) {
      control.signal?.throwIfAborted();
      control.onProgress?.((r - start) / (end - start));
    }
    const o = r - start;
    const rx = receivers.x[r] ?? 0;
    const ry = receivers.y[r] ?? 0;
    const rz = receivers.z[r] ?? 0;
    if (index.buildingAt(rx, ry) >= 0) {
      out.LA[o] = Number.NaN;
      out.bands?.fill(Number.NaN, o * BAND_COUNT, (o + 1) * BAND_COUNT);
      continue;
    }
    energy.fill(0);
    for (const source of sources) propagator.accumulate(source, rx, ry, rz, energy);
    let total = 0;
    for (let k = 0; k < BAND_COUNT; k++) {
      const weighted = (energy[k] ?? 0) * 10 ** ((A_WEIGHTING[k] ?? 0) / 10);
      total += weighted;
      if (out.bands) out.bands[o * BAND_COUNT + k] = weighted > 0 ? 10 * Math.log10(weighted) : Number.NaN;
    }
    out.LA[o] = total > 0 ? 10 * Math.log10(total) : -Infinity;
  }
  control.onProgress?.(1);
}
