/** Diffraction method over a top edge; lateral paths always use the ISO 9613-2 formula. */
export type DiffractionMethod = "iso9613-2" | "maekawa" | "kurze-anderson";

/** ISO 9613-2 eq (14) constant including ground reflections by image sources. */
export const C2 = 20;
/** Caps of ISO 9613-2 §7.4 for single and multiple diffraction (dB). */
export const SINGLE_CAP = 20;
export const MULTIPLE_CAP = 25;

/**
 * C3 of ISO 9613-2 eq (14): 1 for single diffraction, [1 + (5λ/e)²] / [1/3 + (5λ/e)²] for double or
 * multiple diffraction over edges e metres apart (first to last edge).
 */
export function c3(wavelength: number, e: number): number {
  if (!(e > 0)) return 1;
  const x = (5 * wavelength) / e;
  return (1 + x * x) / (1 / 3 + x * x);
}

/**
 * Kmet of ISO 9613-2 eq (18): exp(-(1/2000) √(dss dsr d / (2 z))) for z > 0, else 1.
 * @param dss source to first edge (m); dsr last edge to receiver (m); d direct distance (m); z path difference (m).
 */
export function kmet(dss: number, dsr: number, d: number, z: number): number {
  return z > 0 ? Math.exp(-Math.sqrt((dss * dsr * d) / (2 * z)) / 2000) : 1;
}

/**
 * Dz of ISO 9613-2 eq (14): 10 lg(3 + (C2/λ) C3 z Kmet), never below 0 dB (a grazing path), uncapped.
 * @param z path difference (m); wavelength λ (m); c3v C3; k Kmet.
 */
export function dzIso(z: number, wavelength: number, c3v = 1, k = 1): number {
  const x = 3 + (C2 / wavelength) * c3v * z * k;
  return x > 1 ? 10 * Math.log10(x) : 0;
}

/** Maekawa's chart as the fit 10 lg(3 + 20 N), N = 2δ/λ the Fresnel number (dB). */
export function maekawa(fresnel: number): number {
  const x = 3 + 20 * fresnel;
  return x > 1 ? 10 * Math.log10(x) : 0;
}

/** Kurze-Anderson 5 + 20 lg(√(2πN) / tanh √(2πN)) (dB); 5 dB at grazing incidence (N = 0). */
export function kurzeAnderson(fresnel: number): number {
  if (!(fresnel > 0)) return 5;
  const s = Math.sqrt(2 * Math.PI * fresnel);
  return 5 + 20 * Math.log10(s / Math.tanh(s));
}

/**
 * Uncapped Dz for one band with the chosen method (dB).
 * @param z path difference (m); wavelength (m); e first-to-last edge distance (m, 0 for one edge); k Kmet.
 */
export function edgeDz(method: DiffractionMethod, z: number, wavelength: number, e: number, k = 1): number {
  if (method === "iso9613-2") return dzIso(z, wavelength, c3(wavelength, e), k);
  if (method === "maekawa") return maekawa((2 * z) / wavelength);
  return kurzeAnderson((2 * z) / wavelength);
}

/**
 * Top-edge barrier attenuation Dz for one band with the chosen method, capped at 20 dB (one edge) or
 * 25 dB (two or more edges) as ISO 9613-2 §7.4 prescribes.
 * @param z path difference (m); e first-to-last edge distance (m, 0 for one edge); k Kmet.
 */
export function topEdgeDz(
  method: DiffractionMethod,
  z: number,
  wavelength: number,
  e: number,
  edges: number,
  k: number,
): number {
  return Math.min(edgeDz(method, z, wavelength, e, k), edges > 1 ? MULTIPLE_CAP : SINGLE_CAP);
}
