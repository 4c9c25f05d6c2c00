// `npm run -s engine -- noise <scene.json>`: ISO 9613-2 levels at listed receivers, on a grid map (with
// contour bands and summary) or at building facades; grids run on worker threads. Format: docs/noise.md.
import { calculateNoiseParallel, closeNoisePool } from "../noise/parallel";
import type { NoiseResult } from "../noise/calculate";
import type { EngineCommand } from "./commands";

const round = (v: number | null | undefined): number | null =>
  v === null || v === undefined || !Number.isFinite(v) ? null : Math.round(v * 100) / 100;

/** JSON-ready form of a result: levels rounded to 0.01 dB, typed arrays as arrays (null for no value). */
export function presentNoise(result: NoiseResult): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (result.receivers)
    out.receivers = result.receivers.map((r) => ({
      ...r,
      LA: round(r.LA),
      bands: r.bands?.map(round) ?? null,
    }));
  if (result.grid) {
    const { grid, LA, bands, contours, summary } = result.grid;
    out.grid = { ...grid, LA: Array.from(LA, round), ...(bands ? { bands: Array.from(bands, round) } : {}) };
    out.contours = { type: "FeatureCollection", features: contours };
    out.summary = { ...summary, max: round(summary.max) };
  }
  if (result.facades) out.facades = result.facades.map((f) => ({ ...f, LA: round(f.LA) }));
  return out;
}

export const noiseCommand: EngineCommand = async (scene) => {
  try {
    return presentNoise(await calculateNoiseParallel(scene));
  } finally {
    await closeNoisePool();
  }
};
