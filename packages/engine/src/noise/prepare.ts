import { A_WEIGHTING, BAND_COUNT, bandIndex } from "./bands";
import { groundFromAreas } from "./groundRegions";
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
    // one by one: spreading a long line's pieces into push() overflows the call stack
    if (s.type === "line" && s.points)
      for (const piece of discretiseLine(s.points, s.z, lw, s.spacing ?? NOISE_DEFAULTS.lineSpacing))
        sources.push(piece);
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
    ground: scene.groundMethod ?? "general",
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
  /** Called with the fraction done (0..1) now and then (never less than the call before). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Receivers computed together, source by source: one source's view stays in cache over a block. */
const BLOCK = 256;

/**
 * Computes receivers [start, end) into `out` (indexed from 0 at `start`). Receivers go in blocks; within a
 * block every source is taken in scene order for all the block's receivers, so each receiver still sums its
 * sources in scene order and any split into ranges gives bit-identical results.
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
  const energy = new Float64Array(BLOCK * BAND_COUNT);
  const inside = new Uint8Array(BLOCK);
  const { x, y, z } = receivers;
  // progress after each source of a block: a block of many sources is minutes of work
  const pairs = Math.max(1, (end - start) * sources.length);
  for (let from = start; from < end; from += BLOCK) {
    control.signal?.throwIfAborted();
    const to = Math.min(end, from + BLOCK);
    energy.fill(0);
    for (let r = from; r < to; r++) inside[r - from] = index.buildingAt(x[r]!, y[r]!) >= 0 ? 1 : 0;
    for (let s = 0; s < sources.length; s++) {
      const source = sources[s]!;
      for (let r = from; r < to; r++)
        if (!inside[r - from])
          propagator.accumulate(source, x[r]!, y[r]!, z[r]!, energy, (r - from) * BAND_COUNT);
      control.onProgress?.(((from - start) * sources.length + (s + 1) * (to - from)) / pairs);
    }
    for (let r = from; r < to; r++) {
      const o = r - start;
      if (inside[r - from]!) {
        out.LA[o] = Number.NaN;
        out.bands?.fill(Number.NaN, o * BAND_COUNT, (o + 1) * BAND_COUNT);
        continue;
      }
      let total = 0;
      for (let k = 0; k < BAND_COUNT; k++) {
        const weighted = energy[(r - from) * BAND_COUNT + k]! * A_WEIGHTING_RATIO[k]!;
        total += weighted;
        if (out.bands) out.bands[o * BAND_COUNT + k] = weighted > 0 ? 10 * Math.log10(weighted) : Number.NaN;
      }
      out.LA[o] = total > 0 ? 10 * Math.log10(total) : -Infinity;
    }
  }
  control.onProgress?.(1);
}

/** 10^(A/10) of the A-weighting per band. */
const A_WEIGHTING_RATIO = Float64Array.from(A_WEIGHTING, (a) => 10 ** (a / 10));
