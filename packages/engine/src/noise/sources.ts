import type { LocalPoint, Meters } from "../units";
import { A_WEIGHTING, BAND_COUNT } from "./bands";
import type { PointSource } from "./propagation";

/**
 * Default spectrum shapes for a source given by one A-weighted sound power level: relative A-weighted band
 * levels 63 Hz ... 8 kHz (dB), normalised to the A-weighted total on use.
 * - `road`: the normalised traffic noise spectrum of EN 1793-3:1997 (octave bands 125 Hz - 4 kHz:
 *   -14, -10, -7, -4, -7, -12 dB(A)); 63 Hz and 8 kHz are not in that standard and are set here to -20 and
 *   -18 dB(A) (our extrapolation; together they carry under 2 % of the energy).
 * - `flat`: equal unweighted sound power in every band (as in the ISO/TR 17534-3 test cases).
 */
export const SPECTRUM_SHAPES = {
  road: [-20, -14, -10, -7, -4, -7, -12, -18],
  flat: A_WEIGHTING.slice(),
} as const satisfies Record<string, readonly number[]>;
export type SpectrumShape = keyof typeof SPECTRUM_SHAPES;

/**
 * Unweighted band sound power (dB) from a single A-weighted total LwA (dB(A)) and a shape: band k gets
 * LwA + R_k - 10 lg Σ 10^(R/10) - A_k, so the A-weighted energy sum is exactly LwA.
 */
export function bandsFromTotal(lwA: number, shape: SpectrumShape = "road"): Float64Array {
  const relative = SPECTRUM_SHAPES[shape];
  const norm = 10 * Math.log10(relative.reduce((s, r) => s + 10 ** (r / 10), 0));
  return Float64Array.from(relative, (r, k) => lwA + r - norm - (A_WEIGHTING[k] ?? 0));
}

/** Keeps one band (index) of a band spectrum and switches the others off (-Infinity). */
export function onlyBand(lw: Float64Array, band: number | null): Float64Array {
  if (band === null) return lw;
  return Float64Array.from({ length: BAND_COUNT }, (_, k) => (k === band ? (lw[k] ?? -Infinity) : -Infinity));
}

/** How many point sources `discretiseLine` makes of a polyline (pieces no longer than `spacing`). */
export function linePieceCount(points: readonly (readonly number[])[], spacing: Meters): number {
  let count = 0;
  for (let i = 1; i < points.length; i++) {
    const [ax = 0, ay = 0] = points[i - 1] ?? [];
    const [bx = 0, by = 0] = points[i] ?? [];
    const length = Math.hypot(bx - ax, by - ay);
    if (length > 0) count += Math.ceil(length / spacing - 1e-9);
  }
  return count;
}

/**
 * Discretises a line source (a polyline, e.g. a road segment) with sound power per metre Lw' (dB per band)
 * into point sources at the midpoints of pieces no longer than `spacing`: each gets Lw' + 10 lg(piece
 * length).
 * @param spacing maximum piece length (m); height z above ground (m).
 */
export function discretiseLine(
  points: readonly LocalPoint[],
  z: Meters,
  lwPerMetre: Float64Array,
  spacing: Meters,
): PointSource[] {
  const out: PointSource[] = [];
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1]!;
    const [bx, by] = points[i]!;
    const length = Math.hypot(bx - ax, by - ay);
    if (length === 0) continue;
    const pieces = Math.ceil(length / spacing - 1e-9);
    const add = 10 * Math.log10(length / pieces);
    const lw = lwPerMetre.map((l) => l + add);
    for (let p = 0; p < pieces; p++) {
      const t = (p + 0.5) / pieces;
      out.push({ x: ax + t * (bx - ax), y: ay + t * (by - ay), z, lw });
    }
  }
  return out;
}
