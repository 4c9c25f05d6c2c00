import type { Meters } from "../units";
import type { MeshBuilding, PrismBuilding } from "./types";

/** Deterministic PRNG (mulberry32): the same seed gives the same sequence on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A synthetic city for benchmarks and tests: `count` LOD1 prisms on a jittered lot grid filling a square of
 * side `size` centred on the origin; rectangles (some rotated) 60-80 % of the lot, heights 6-45 m (mostly
 * low-rise, skewed like a Japanese city block).
 */
export function syntheticCity(count: number, size: Meters, seed = 1): PrismBuilding[] {
  const random = mulberry32(seed);
  const perRow = Math.ceil(Math.sqrt(count));
  const lot = size / perRow;
  const buildings: PrismBuilding[] = [];
  for (let n = 0; n < count; n++) {
    const i = n % perRow;
    const j = Math.floor(n / perRow);
    const cx = -size / 2 + (i + 0.5) * lot;
    const cy = -size / 2 + (j + 0.5) * lot;
    const w = lot * (0.6 + 0.2 * random());
    const d = lot * (0.6 + 0.2 * random());
    const angle = random() < 0.3 ? (random() - 0.5) * 0.6 : 0;
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    const corners: [number, number][] = [
      [-w / 2, -d / 2],
      [w / 2, -d / 2],
      [w / 2, d / 2],
      [-w / 2, d / 2],
    ].map(([x, y]) => [cx + x! * c - y! * s, cy + x! * s + y! * c]);
    const u = random();
    const height = 6 + 39 * u * u * u;
    buildings.push({ id: `b${n}`, footprint: corners, base: 0, height });
  }
  return buildings;
}

/**
 * A prism as a closed triangle mesh with its walls split into `wallRows` x `wallCols` quads and its roof into
 * a fan, so LOD2-like triangle counts can be produced: 2 x (4 x rows x cols) + 4 triangles for a box. The
 * mesh is closed with outward triangles (for a counter-clockwise footprint).
 */
export function prismToMesh(b: PrismBuilding, wallRows = 1, wallCols = 1): MeshBuilding {
  const positions: number[] = [];
  const ring = b.footprint;
  const z0 = b.base;
  const z1 = b.base + b.height;
  const tri = (p: number[], q: number[], r: number[]) => positions.push(...p, ...q, ...r);
  for (let e = 0; e < ring.length; e++) {
    const a = ring[e]!;
    const c = ring[(e + 1) % ring.length]!;
    for (let r = 0; r < wallRows; r++) {
      for (let k = 0; k < wallCols; k++) {
        const at = (u: number, v: number) => [
          a[0] + (c[0] - a[0]) * u,
          a[1] + (c[1] - a[1]) * u,
          z0 + (z1 - z0) * v,
        ];
        const u0 = k / wallCols;
        const u1 = (k + 1) / wallCols;
        const v0 = r / wallRows;
        const v1 = (r + 1) / wallRows;
        tri(at(u0, v0), at(u1, v0), at(u1, v1));
        tri(at(u0, v0), at(u1, v1), at(u0, v1));
      }
    }
  }
  for (let e = 1; e + 1 < ring.length; e++) {
    const p = ring[0]!;
    const q = ring[e]!;
    const r = ring[e + 1]!;
    tri([p[0], p[1], z1], [q[0], q[1], z1], [r[0], r[1], z1]);
    tri([p[0], p[1], z0], [r[0], r[1], z0], [q[0], q[1], z0]);
  }
  return { id: b.id, positions, closed: true };
}
