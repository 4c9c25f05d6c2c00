import type { Hours } from "../units";
import type { SunVector } from "../sun/regulation";

/**
 * The sun over a window sampled every `step` hours, with a cubic (4-point Lagrange) interpolant between
 * samples. The sun vector is a smooth function of time whose fourth derivative is about ω⁴ (ω = 15°/h), so
 * with 1-minute samples the interpolant is within ~1e-11 of the true vector: exact for finding event times
 * to well under a millisecond, without calling an expensive sun model (calendar mode) at every trial time.
 */
export interface SunTrack {
  start: Hours;
  end: Hours;
  step: Hours;
  /** Sample times: start + i * step, the last one clamped to `end`. */
  times: Float64Array;
  /** Unit sun vectors (drawing frame), 3 per sample. */
  vectors: Float64Array;
  /**
   * Upper bound on |d²S/dt²| (per hour²) over the window: 1.5 times the larger of the largest second
   * difference of the samples and the diurnal rotation's ω² (0.0689 /h²).
   */
  curvature: number;
}

const OMEGA = (15.05 * Math.PI) / 180;

/** Sample `sunAt` over [start, end] every `stepMinutes` (at least 4 samples). */
export function sunTrack(
  sunAt: (time: Hours) => SunVector,
  start: Hours,
  end: Hours,
  stepMinutes = 1,
): SunTrack {
  const count = Math.max(4, Math.ceil(((end - start) * 60) / stepMinutes - 1e-9) + 1);
  const step = (end - start) / (count - 1);
  const times = new Float64Array(count);
  const vectors = new Float64Array(count * 3);
  for (let i = 0; i < count; i++) {
    const t = i === count - 1 ? end : start + i * step;
    times[i] = t;
    vectors.set(sunAt(t), i * 3);
  }
  let second = 0;
  for (let i = 1; i + 1 < count; i++)
    for (let c = 0; c < 3; c++) {
      const d = vectors[(i - 1) * 3 + c]! - 2 * vectors[i * 3 + c]! + vectors[(i + 1) * 3 + c]!;
      second = Math.max(second, Math.abs(d) / (step * step));
    }
  return { start, end, step, times, vectors, curvature: 1.5 * Math.max(second, OMEGA * OMEGA) };
}

/** The interpolated sun vector at `time` (within the window) written to `out`. */
export function sunOnTrack(track: SunTrack, time: Hours, out: Float64Array): Float64Array {
  const { times, vectors, step, start } = track;
  const count = times.length;
  // The 4 samples i0..i0+3 around time (shifted inwards at the window's ends).
  const cell = Math.floor((time - start) / step);
  const i0 = Math.max(0, Math.min(count - 4, cell - 1));
  const t0 = times[i0]!;
  const t1 = times[i0 + 1]!;
  const t2 = times[i0 + 2]!;
  const t3 = times[i0 + 3]!;
  const w0 = ((time - t1) * (time - t2) * (time - t3)) / ((t0 - t1) * (t0 - t2) * (t0 - t3));
  const w1 = ((time - t0) * (time - t2) * (time - t3)) / ((t1 - t0) * (t1 - t2) * (t1 - t3));
  const w2 = ((time - t0) * (time - t1) * (time - t3)) / ((t2 - t0) * (t2 - t1) * (t2 - t3));
  const w3 = ((time - t0) * (time - t1) * (time - t2)) / ((t3 - t0) * (t3 - t1) * (t3 - t2));
  for (let c = 0; c < 3; c++)
    out[c] =
      w0 * vectors[i0 * 3 + c]! +
      w1 * vectors[(i0 + 1) * 3 + c]! +
      w2 * vectors[(i0 + 2) * 3 + c]! +
      w3 * vectors[(i0 + 3) * 3 + c]!;
  return out;
}
