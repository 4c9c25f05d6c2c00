// Closed-form reference values for the sky-factor tests (derivations in ../README.md).
import type { Face, Solid, Vec3 } from "../types";

/**
 * Ab of a vertical wall facing the eye at horizontal distance d, rising h above the eye from the eye's horizon,
 * between azimuths ψ1 < ψ2 measured from the wall's normal (|ψ| < π/2):
 * Ab = ½ [ψ − (d / √(d² + h²)) · arctan(d · tan ψ / √(d² + h²))] from ψ1 to ψ2.
 */
export function wallAb(d: number, h: number, psi1: number, psi2: number): number {
  const r = Math.hypot(d, h);
  const f = (psi: number) => psi - (d / r) * Math.atan((d * Math.tan(psi)) / r);
  return (f(psi2) - f(psi1)) / 2;
}

/** Ab of a wall at distance d spanning offsets s1 … s2 along it (ψ = atan(s / d)). */
export const wallSpanAb = (d: number, h: number, s1: number, s2: number): number =>
  wallAb(d, h, Math.atan(s1 / d), Math.atan(s2 / d));

/**
 * Ab of a horizontal rectangle c above the eye with one corner straight overhead, sides a and b: π times the
 * view factor of a differential element to a parallel rectangle,
 * F = (1 / 2π) [X/√(1+X²) · atan(Y/√(1+X²)) + Y/√(1+Y²) · atan(X/√(1+Y²))], X = a/c, Y = b/c.
 */
export function cornerRectangleAb(a: number, b: number, c: number): number {
  const x = a / c;
  const y = b / c;
  const px = Math.sqrt(1 + x * x);
  const py = Math.sqrt(1 + y * y);
  return ((x / px) * Math.atan(y / px) + (y / py) * Math.atan(x / py)) / 2;
}

export const p = (x: number, y: number, z: number): Vec3 => ({ x, y, z });

/** A solid of unoriented faces (no back-face culling). */
export const loose = (...faces: Face[]): Solid => ({ faces });

/** Ab (= π (1 − Rs)) from a sky factor. */
export const abOf = (rs: number): number => Math.PI * (1 - rs);

/** Signed area of a plan or chart ring (positive counter-clockwise). */
export const shoelace = (ring: readonly (readonly [number, number])[]): number =>
  ring.reduce((sum, a, i) => {
    const b = ring[(i + 1) % ring.length] ?? a;
    return sum + (a[0] * b[1] - b[0] * a[1]) / 2;
  }, 0);
