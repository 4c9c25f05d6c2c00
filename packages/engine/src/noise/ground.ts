import { BAND_COUNT } from "./bands";

/** Ground factors of the three regions of ISO 9613-2 §7.3.1 (0 hard ... 1 porous). */
export interface GroundFactors {
  source: number;
  middle: number;
  receiver: number;
}

/** Ground method of ISO 9613-2: the general one per band (§7.3.1) or the simplified A-weighted one (§7.3.2). */
export type GroundMethod = "general" | "simplified";

/**
 * Agr of the simplified method, ISO 9613-2 eq (10): 4.8 - (2 hm / d)(17 + 300 / d) dB, never below 0, the same
 * in every band. hm is the mean height of the path above the ground ((hs + hr) / 2 over flat ground).
 * @param d source-receiver distance (m).
 */
export function simplifiedGroundAttenuation(hs: number, hr: number, d: number): number {
  const hm = (hs + hr) / 2;
  const agr = 4.8 - ((2 * hm) / d) * (17 + 300 / d);
  return agr > 0 ? agr : 0;
}

/**
 * 10^(DΩ/10) of ISO 9613-2 eq (11), DΩ = 10 lg{1 + [dp² + (hs - hr)²] / [dp² + (hs + hr)²]}: the reflection
 * from the ground that the simplified method adds to the level (§7.3.2), as a power ratio.
 */
export function groundDirectivityRatio(hs: number, hr: number, dp: number): number {
  const dp2 = dp * dp;
  return 1 + (dp2 + (hs - hr) * (hs - hr)) / (dp2 + (hs + hr) * (hs + hr));
}

/** Middle-region weight q of Table 3: 0 when dp <= 30 (hs + hr), else 1 - 30 (hs + hr) / dp. */
export function middleWeight(hs: number, hr: number, dp: number): number {
  const reach = 30 * (hs + hr);
  return dp <= reach ? 0 : 1 - reach / dp;
}

/**
 * Height factors of Table 3 for one height h (m), cached per source and receiver height:
 * [3.0 e^-0.12(h-5)², 5.7 e^-0.09h², 8.6 e^-0.09h², 14 e^-0.46h², 5.0 e^-0.9h²].
 */
export function heightFactors(h: number): Float64Array {
  const g = Math.exp(-0.09 * h * h);
  return Float64Array.of(
    3.0 * Math.exp(-0.12 * (h - 5) ** 2),
    5.7 * g,
    8.6 * g,
    14.0 * Math.exp(-0.46 * h * h),
    5.0 * Math.exp(-0.9 * h * h),
  );
}

/** Adds As or Ar of Table 3 for ground factor g, height factors f and the dp terms far, far2. */
function addRegion(g: number, f: Float64Array, far: number, far2: number, out: Float64Array): void {
  out[0] = (out[0] ?? 0) - 1.5;
  out[1] = (out[1] ?? 0) - 1.5 + g * (1.5 + (f[0] ?? 0) * far + (f[1] ?? 0) * far2);
  out[2] = (out[2] ?? 0) - 1.5 + g * (1.5 + (f[2] ?? 0) * far);
  out[3] = (out[3] ?? 0) - 1.5 + g * (1.5 + (f[3] ?? 0) * far);
  out[4] = (out[4] ?? 0) - 1.5 + g * (1.5 + (f[4] ?? 0) * far);
  for (let k = 5; k < BAND_COUNT; k++) out[k] = (out[k] ?? 0) - 1.5 * (1 - g);
}

/**
 * Agr per band from cached height factors (see {@link heightFactors}); the hot-loop form of
 * {@link groundAttenuation}. Overwrites `out`.
 */
export function groundAttenuationWith(
  fs: Float64Array,
  fr: Float64Array,
  q: number,
  dp: number,
  g: GroundFactors,
  out: Float64Array,
): Float64Array {
  const far = 1 - Math.exp(-dp / 50);
  const far2 = 1 - Math.exp(-2.8e-6 * dp * dp);
  out.fill(0);
  addRegion(g.source, fs, far, far2, out);
  addRegion(g.receiver, fr, far, far2, out);
  out[0] = (out[0] ?? 0) - 3 * q;
  for (let k = 1; k < BAND_COUNT; k++) out[k] = (out[k] ?? 0) - 3 * q * (1 - g.middle);
  return out;
}

/**
 * Ground attenuation Agr = As + Ar + Am per octave band by the general method of ISO 9613-2 §7.3.1 (dB).
 * @param hs source height (m); hr receiver height (m); dp projected distance (m).
 * @param out optional 8-band array to write into (it is overwritten).
 */
export function groundAttenuation(
  hs: number,
  hr: number,
  dp: number,
  g: GroundFactors,
  out: Float64Array = new Float64Array(BAND_COUNT),
): Float64Array {
  return groundAttenuationWith(heightFactors(hs), heightFactors(hr), middleWeight(hs, hr, dp), dp, g, out);
}
