import type { SunVector } from "../sun/regulation";
import type { Hours, Radians } from "../units";
import { refuse } from "./errors";
import type { TimeInterval } from "./windows";
import { sunlitIntervals } from "./windows";

/**
 * The regulation day's sun over its window, in bins of equal azimuth (drawing frame, clockwise from +y,
 * unwrapped so that it increases through the day): bin b holds the azimuths A0 + [b, b + 1] w and the times
 * [times[b], times[b + 1]] when the sun is in them (found by bisection, exact to 1e-10 h).
 */
export interface SunBins {
  start: Hours;
  end: Hours;
  /** Azimuth of the sun at the window's start (radians, drawing frame). */
  a0: Radians;
  /** Azimuth at the window's end, unwrapped (a1 > a0). */
  a1: Radians;
  /** Bin width (radians). */
  width: Radians;
  count: number;
  /** count + 1 bin edges in time. */
  times: Float64Array;
  /** tan of the sun's altitude at each bin edge (padded by 1e-9 h outwards: see tanTable). */
  edgeTan: { low: Float64Array; high: Float64Array };
  sunAt: (time: Hours) => SunVector;
}

const TWO_PI = 2 * Math.PI;
/** Hours the bin edges are widened by: more than their bisection error. */
const EDGE_PAD = 1e-9;
const rawAzimuth = (v: SunVector): number => Math.atan2(v[0], v[1]);
const tanAltitude = (v: SunVector): number => v[2] / Math.hypot(v[0], v[1]);

/** Bins of the sun's azimuth over [start, end]; refuses a sun that sets or turns back in azimuth. */
export function sunBins(sunAt: (time: Hours) => SunVector, start: Hours, end: Hours, count = 1024): SunBins {
  // Unwrap the azimuth on a one-minute track and insist on a strictly increasing sun above the horizon.
  const steps = Math.max(2, Math.ceil((end - start) * 60));
  const track = new Float64Array(steps + 1);
  let previous = 0;
  for (let k = 0; k <= steps; k++) {
    const v = sunAt(start + ((end - start) * k) / steps);
    if (!(v[2] > 0)) refuse("invalid_sun", "the sun is below the horizon within the regulation window");
    const raw = rawAzimuth(v);
    const a = k === 0 ? raw : previous + (((raw - previous + 3 * Math.PI) % TWO_PI) - Math.PI);
    if (k > 0 && !(a > previous))
      refuse("invalid_sun", "the sun's azimuth must increase through the window (northern mid-latitudes)");
    track[k] = a;
    previous = a;
  }
  const a0 = track[0]!;
  const a1 = track[steps]!;
  const unwrapped = (time: Hours): number => {
    const k = Math.min(steps, Math.max(0, Math.round(((time - start) / (end - start)) * steps)));
    const near = track[k]!;
    return near + (((rawAzimuth(sunAt(time)) - near + 3 * Math.PI) % TWO_PI) - Math.PI);
  };
  const width = (a1 - a0) / count;
  const times = new Float64Array(count + 1);
  times[0] = start;
  times[count] = end;
  for (let b = 1; b < count; b++) {
    const target = a0 + b * width;
    let lo = times[b - 1]!;
    let hi = end;
    while (hi - lo > 1e-10) {
      const mid = (lo + hi) / 2;
      if (unwrapped(mid) < target) lo = mid;
      else hi = mid;
    }
    times[b] = (lo + hi) / 2;
  }
  const low = new Float64Array(count);
  const high = new Float64Array(count);
  for (let b = 0; b < count; b++) {
    low[b] = tanAltitude(sunAt(times[b]! - EDGE_PAD));
    high[b] = tanAltitude(sunAt(times[b + 1]! + EDGE_PAD));
  }
  return { start, end, a0, a1, width, count, times, edgeTan: { low, high }, sunAt };
}

/**
 * Range-minimum table (sparse table) over the bins of the least tangent of the sun's altitude while it is in
 * the bin and outside the permitted shade: Infinity where the sun is never there unshaded. The altitude is
 * unimodal in time (highest at true noon), so over any interval its minimum is at an end: the minimum over
 * a bin's sunlit time is that of the ends of its pieces, exact for the whole interval, not a sample.
 */
export interface TanTable {
  levels: Float64Array[];
}

export function tanTable(bins: SunBins, sunlit: readonly TimeInterval[]): TanTable {
  const { count, times, sunAt, edgeTan } = bins;
  const base = new Float64Array(count).fill(Infinity);
  // the sun at a piece's end: the bin edge's (cached) or the sunlit interval's own end
  const tanAt = (t: number, edge: number, cached: number): number =>
    t === edge ? cached : tanAltitude(sunAt(t));
  for (let b = 0; b < count; b++) {
    const ta = times[b]! - EDGE_PAD;
    const tb = times[b + 1]! + EDGE_PAD;
    let least = Infinity;
    for (const [u, v] of sunlit) {
      const lo = Math.max(ta, u);
      const hi = Math.min(tb, v);
      if (lo > hi) continue;
      least = Math.min(least, tanAt(lo, ta, edgeTan.low[b]!), tanAt(hi, tb, edgeTan.high[b]!));
    }
    base[b] = least;
  }
  const levels = [base];
  for (let span = 2; span <= count; span *= 2) {
    const below = levels[levels.length - 1]!;
    const half = span / 2;
    const level = new Float64Array(count - span + 1);
    for (let i = 0; i < level.length; i++) level[i] = Math.min(below[i]!, below[i + half]!);
    levels.push(level);
  }
  return { levels };
}

/**
 * The "aimed" windows of a line's samples: each sample's window of `hours` is centred on the time when the
 * sun's azimuth points from the sample to `aim` (the site's centroid), clamped into [start, end] and rounded
 * to 5 minutes so that samples share their tables. Returns the distinct tables and each sample's table.
 */
export function aimedTables(
  bins: SunBins,
  samples: { xy: Float64Array },
  aim: readonly [number, number],
  hours: Hours,
  start: Hours,
  end: Hours,
): { tables: TanTable[]; pick: Int32Array } {
  const { a0, a1, width, count, times } = bins;
  const n = samples.xy.length / 2;
  const pick = new Int32Array(n);
  const byStart = new Map<number, number>();
  const tables: TanTable[] = [];
  for (let q = 0; q < n; q++) {
    const dx = aim[0] - samples.xy[2 * q]!;
    const dy = aim[1] - samples.xy[2 * q + 1]!;
    const raw = Math.atan2(dx, dy) - a0;
    const a = a0 + (raw < 0 ? raw + TWO_PI : raw);
    // beyond the sun's range: the nearer end of the day (the other way round the circle)
    const centre =
      a <= a1
        ? times[Math.min(count - 1, Math.floor((a - a0) / width))]!
        : a - a1 < a0 + TWO_PI - a
          ? end
          : start;
    // 5-minute steps, except at the ends of the day, where the window keeps to the end (a sliver of sun left
    // at 8:00 or 16:00 would cost the lowest sun of all)
    const latest = end - hours;
    const wanted = Math.min(latest, Math.max(start, centre - hours / 2));
    const from =
      wanted >= latest - 1 / 12 ? latest : wanted <= start + 1 / 12 ? start : Math.round(wanted * 12) / 12;
    let index = byStart.get(from);
    if (index === undefined) {
      index = tables.length;
      byStart.set(from, index);
      tables.push(tanTable(bins, sunlitIntervals([[from, from + hours]], start, end)));
    }
    pick[q] = index;
  }
  return { tables, pick };
}
