import type { SunVector } from "../sun/regulation";
import type { OccluderBins } from "./sunview";
import type { WallSamples } from "./wallSamples";
import type { WallOccluders } from "./wallsExact";

/** Sample states of one step: sunlit, facing away from the sun (or the sun down), else the hiding occluder. */
export const LIT = -1;
export const AWAY = -2;

/** Two consecutive steps: times, sun vectors and the occluders binned for each. */
export interface Segment {
  t0: number;
  t1: number;
  from: SunVector;
  to: SunVector;
  prevBins: OccluderBins;
  bins: OccluderBins;
  /** Output interval the segment belongs to. */
  interval: number;
}

/** Precision of the times at which a sample's sun starts or ends (seconds). */
export const EVENT_SECONDS = 1;

/** The occluders hiding one sample at the shaded end of a segment (grown as needed). */
let hiding = new Int32Array(64);

/**
 * Sunlit hours of sample i within a segment whose ends differ (`litAtStart` tells which end is lit). The
 * sun is interpolated between the ends (normalised linear interpolation: over a 5-minute step it strays
 * from the sun's path by about 1e-5 rad). When the shaded end faces away (or the sun is down there), the
 * change is where n . S (or S_z) crosses zero, which is linear in the interpolation. Otherwise it is
 * bracketed by bisection against the occluders hiding the sample at the shaded end.
 */
export function litPart(
  occluders: WallOccluders,
  samples: WallSamples,
  i: number,
  segment: Segment,
  litAtStart: boolean,
  shadedState: number,
): number {
  const { t0, t1, from, to } = segment;
  const { normal } = samples;
  const nx = normal[i * 3]!;
  const ny = normal[i * 3 + 1]!;
  const nz = normal[i * 3 + 2]!;
  let change: number;
  if (shadedState === AWAY) {
    const facingFrom = nx * from[0] + ny * from[1] + nz * from[2];
    const facingTo = nx * to[0] + ny * to[1] + nz * to[2];
    // The end that is not lit has the wall facing away or the sun down (or both): the later crossing
    // seen from the lit end is the one that ends its sun.
    const facingCut = facingFrom > 0 !== facingTo > 0 ? facingFrom / (facingFrom - facingTo) : NaN;
    const sunCut = from[2] > 1e-9 !== to[2] > 1e-9 ? (from[2] - 1e-9) / (from[2] - to[2]) : NaN;
    const facingIn = facingCut >= 0 && facingCut <= 1;
    const sunIn = sunCut >= 0 && sunCut <= 1;
    if (facingIn && sunIn) change = litAtStart ? Math.min(facingCut, sunCut) : Math.max(facingCut, sunCut);
    else change = facingIn ? facingCut : sunIn ? sunCut : 0.5;
  } else {
    const px = samples.position[i * 3]!;
    const py = samples.position[i * 3 + 1]!;
    const pz = samples.position[i * 3 + 2]!;
    if (hiding.length < occluders.count) hiding = new Int32Array(occluders.count);
    const building = samples.building[i]!;
    let n = occluders.allBlockers(litAtStart ? segment.bins : segment.prevBins, px, py, pz, building, hiding);
    if (n === 0) hiding[n++] = shadedState;
    const tolerance = EVENT_SECONDS / 3600 / (t1 - t0);
    change = n === 1 ? marginCrossing(occluders, hiding[0]!, px, py, pz, segment, tolerance) : NaN;
    if (Number.isNaN(change)) {
      let lo = 0;
      let hi = 1;
      while (hi - lo > tolerance) {
        const mid = (lo + hi) / 2;
        if (litBetween(occluders, samples, i, segment, mid, n) === litAtStart) lo = mid;
        else hi = mid;
      }
      change = (lo + hi) / 2;
    }
  }
  return (litAtStart ? change : 1 - change) * (t1 - t0);
}

/**
 * With one occluder hiding the sample at the shaded end, and that one a convex prism: the fraction of the
 * segment where its margin (convexMargin: > 0 exactly when it hides the sample) changes sign, bracketed to
 * `tolerance`; NaN when the margin cannot tell (another occluder, an edge parallel to the ray, no change
 * of sign). Between two steps whose ends differ the wall faces the sun throughout (facing is linear in
 * the interpolation and positive at both ends), so this is the event itself. A shadow edge moves almost
 * linearly over a step: the secant estimate is probed tolerance / 2 on either side, which brackets it at
 * once when the estimate is that close; else the bracket shrinks and the estimate is made again (a few
 * times, then halving).
 */
function marginCrossing(
  occluders: WallOccluders,
  id: number,
  px: number,
  py: number,
  pz: number,
  segment: Segment,
  tolerance: number,
): number {
  const { from, to } = segment;
  const margin = (f: number) =>
    occluders.convexMargin(
      id,
      px,
      py,
      pz,
      from[0] + f * (to[0] - from[0]),
      from[1] + f * (to[1] - from[1]),
      from[2] + f * (to[2] - from[2]),
    );
  let lo = 0;
  let hi = 1;
  let mLo = margin(0);
  let mHi = margin(1);
  if (!(mLo > 0 !== mHi > 0)) return NaN; // also NaN margins
  for (let round = 0; hi - lo > tolerance; round++) {
    const secant = round < 4;
    const estimate = secant ? lo + ((hi - lo) * mLo) / (mLo - mHi) : (lo + hi) / 2;
    for (let probe = 0, probes = secant ? 2 : 1; probe < probes; probe++) {
      const f = secant ? estimate + (probe - 0.5) * tolerance : estimate;
      if (!(f > lo && f < hi)) continue;
      const m = margin(f);
      if (Number.isNaN(m)) return NaN;
      if (m > 0 === mLo > 0) {
        lo = f;
        mLo = m;
      } else {
        hi = f;
        mHi = m;
      }
    }
  }
  return (lo + hi) / 2;
}

/** Is sample i sunlit at fraction f of the segment (against the first n `hiding` occluders)? */
function litBetween(
  occluders: WallOccluders,
  samples: WallSamples,
  i: number,
  segment: Segment,
  f: number,
  n: number,
): boolean {
  const { from, to } = segment;
  const { position, normal } = samples;
  // Not normalised: the facing and ray tests depend on the direction only.
  const sx = from[0] + f * (to[0] - from[0]);
  const sy = from[1] + f * (to[1] - from[1]);
  const sz = from[2] + f * (to[2] - from[2]);
  const facing = normal[i * 3]! * sx + normal[i * 3 + 1]! * sy + normal[i * 3 + 2]! * sz;
  if (!(sz > 1e-9) || facing <= 0) return false;
  const px = position[i * 3]!;
  const py = position[i * 3 + 1]!;
  const pz = position[i * 3 + 2]!;
  for (let k = 0; k < n; k++) if (occluders.hits(hiding[k]!, px, py, pz, sx, sy, sz)) return false;
  return true;
}
