import type { Degrees, Hours } from "../units";
import { DEG_TO_RAD } from "../units";
import type { SunVector } from "../sun/regulation";

/**
 * The sun over the analysis window, sampled at every calculation step: times (hours of the window's clock:
 * true solar time in regulation mode, local clock time in calendar mode), trapezoid weights (hours) and
 * unit sun vectors in the drawing frame (3 per step).
 */
export interface SunSchedule {
  times: Float64Array;
  weights: Float64Array;
  vectors: Float64Array;
  /** Indices of the steps at which outlines are output (every output interval, both ends included). */
  outputSteps: number[];
}

/**
 * Rotate a true-north vector into the drawing frame whose +y axis is `northAngle` degrees
 * counter-clockwise from true north (true north then points `northAngle` degrees clockwise from +y).
 * For plane-rectangular data pass the meridian convergence.
 */
export function toDrawingFrame(v: SunVector, northAngle: Degrees): SunVector {
  if (northAngle === 0) return v;
  const a = northAngle * DEG_TO_RAD;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [v[0] * c + v[1] * s, -v[0] * s + v[1] * c, v[2]];
}

/**
 * Sample the sun from `start` to `end` every `stepMinutes` (the last step is clamped to `end`), with
 * trapezoid weights so that a cell shaded at every step gets exactly end - start hours.
 * @param sunAt the sun vector (true north frame) at a window time in hours
 * @param outputEveryMinutes output interval (a multiple of stepMinutes)
 */
export function buildSchedule(
  sunAt: (time: Hours) => SunVector,
  start: Hours,
  end: Hours,
  stepMinutes: number,
  outputEveryMinutes: number,
  northAngle: Degrees = 0,
): SunSchedule {
  const dt = stepMinutes / 60;
  const count = Math.ceil((end - start) / dt - 1e-9) + 1;
  const times = new Float64Array(count);
  for (let k = 0; k < count; k++) times[k] = Math.min(end, start + k * dt);
  const weights = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const prev = times[Math.max(0, k - 1)] ?? start;
    const next = times[Math.min(count - 1, k + 1)] ?? end;
    weights[k] = (next - prev) / 2;
  }
  const vectors = new Float64Array(count * 3);
  for (let k = 0; k < count; k++) {
    const v = toDrawingFrame(sunAt(times[k] ?? start), northAngle);
    vectors.set(v, k * 3);
  }
  const ratio = Math.round(outputEveryMinutes / stepMinutes);
  const outputSteps: number[] = [];
  for (let k = 0; k < count; k += ratio) outputSteps.push(k);
  if (outputSteps[outputSteps.length - 1] !== count - 1) outputSteps.push(count - 1);
  return { times, weights, vectors, outputSteps };
}
