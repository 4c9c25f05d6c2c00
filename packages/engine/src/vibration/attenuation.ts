/**
 * Ground vibration level at distance r from a source of level L(r0) at r0 (construction-work practice,
 * 建設作業振動対策マニュアル): L(r) = L(r0) - 20 n lg(r/r0) - 8.68 α (r - r0).
 * Inside r0 the reference level is kept: the law describes the far field and is not extrapolated.
 * @param level L(r0) (dB); r0 reference distance (m); r distance (m); n geometric damping; alpha α (1/m).
 */
export function vibrationLevel(level: number, r0: number, r: number, n: number, alpha: number): number {
  const d = Math.max(r, r0);
  return level - 20 * n * Math.log10(d / r0) - 8.68 * alpha * (d - r0);
}

/** Energy sum of vibration levels 10 lg Σ 10^(L/10) (dB). */
export function sumLevels(levels: readonly number[]): number {
  return 10 * Math.log10(levels.reduce((s, l) => s + 10 ** (l / 10), 0));
}
