import { describe, expect, it } from "vitest";
import { Crossings } from "./crossings";
import { ObstacleIndex } from "./obstacles";
import type { DiffractedPath } from "./paths";
import { LateralScratch, lateralPaths, MAX_ROUNDS } from "./lateral";
import { PathScratch, topPath } from "./paths";

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1664525 + 1013904223) >>> 0;
    return a / 2 ** 32;
  };
}

/** Lengths of a polyline of points (u, v) as a DiffractedPath, `direct` the straight distance. */
function polylinePath(points: [number, number][], direct: number, a: number): DiffractedPath {
  const lengths = points.slice(1).map(([u, v], i) => Math.hypot(u - points[i]![0], v - points[i]![1]));
  const total = lengths.reduce((s, l) => s + l, 0);
  const dss = lengths[0]!;
  const dsr = lengths.at(-1)!;
  const z = a === 0 ? total - direct : Math.hypot(total, a) - Math.hypot(direct, a);
  return { dss, dsr, e: total - dss - dsr, edges: points.length - 2, z };
}

/** Reference over the top: every point, sorted, plain upper monotone chain. */
function referenceTop(c: Crossings, zs: number, zr: number, dp: number): DiffractedPath {
  const points: [number, number][] = [];
  for (let i = 0; i < c.count; i++) {
    points.push([c.t[i]! * dp, c.h[i]!]);
    if (c.t2[i]! > c.t[i]!) points.push([c.t2[i]! * dp, c.h[i]!]);
  }
  points.sort((p, q) => p[0] - q[0]);
  const chain: [number, number][] = [];
  for (const p of [[0, zs] as [number, number], ...points, [dp, zr] as [number, number]]) {
    while (chain.length >= 2) {
      const [a, b] = [chain.at(-2)!, chain.at(-1)!];
      if ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= 0) chain.pop();
      else break;
    }
    chain.push(p);
  }
  return polylinePath(chain, Math.hypot(dp, zr - zs), 0);
}

/**
 * Reference around one side, its corners S to R (or null): gift wrapping from S = (0, 0) to R = (dp, 0) keeping every point (v > 0) on the
 * right, the farthest of collinear points first.
 */
function referenceChain(points: [number, number][], dp: number): [number, number][] | null {
  if (points.length === 0) return null;
  const candidates = [...points, [dp, 0] as [number, number]];
  const chain: [number, number][] = [[0, 0]];
  const used = new Set<number>();
  for (;;) {
    const [cu, cv] = chain.at(-1)!;
    let best = -1;
    candidates.forEach(([pu, pv], i) => {
      if (used.has(i) || (pu === cu && pv === cv)) return;
      if (best >= 0) {
        const [bu, bv] = candidates[best]!;
        const cross = (bu - cu) * (pv - cv) - (bv - cv) * (pu - cu);
        const farther = Math.hypot(pu - cu, pv - cv) > Math.hypot(bu - cu, bv - cv);
        if (cross < 0 || (cross === 0 && !farther)) return;
      }
      best = i;
    });
    used.add(best);
    chain.push(candidates[best]!);
    if (best === candidates.length - 1) return chain;
  }
}

const close = (p: DiffractedPath) => ({
  dss: expect.closeTo(p.dss, 9),
  dsr: expect.closeTo(p.dsr, 9),
  e: expect.closeTo(p.e, 9),
  edges: p.edges,
  z: expect.closeTo(p.z, 9),
});

describe("topPath", () => {
  it("equals the plain upper hull of every crossing on random crossings", () => {
    const rnd = random(7);
    const scratch = new PathScratch();
    const crossings = new Crossings();
    let blocked = 0;
    for (let run = 0; run < 2000; run++) {
      crossings.count = 0;
      const n = 1 + Math.floor(rnd() * 30);
      for (let i = 0; i < n; i++) {
        // overlapping intervals and equal heights included
        const t = rnd();
        crossings.push(t, rnd() < 0.2 ? 10 : 2 + 20 * rnd(), i);
        if (rnd() < 0.8) crossings.push(Math.min(0.999, t + 0.1 * rnd()), 0, i);
      }
      const [zs, zr, dp] = [0.5 + 3 * rnd(), 1 + 10 * rnd(), 10 + 400 * rnd()];
      const path = topPath(crossings, zs, zr, dp, scratch);
      if (!path) continue;
      blocked++;
      expect(path).toEqual(close(referenceTop(crossings, zs, zr, dp)));
    }
    expect(blocked).toBeGreaterThan(1500);
  });
});

/** Where segments p1-p2 and q1-q2 cross strictly inside both: the parameter along p, else null. */
function segmentHit(
  [p1x, p1y]: [number, number],
  [p2x, p2y]: [number, number],
  [q1x, q1y]: [number, number],
  [q2x, q2y]: [number, number],
): number | null {
  const [dx, dy, ex, ey] = [p2x - p1x, p2y - p1y, q2x - q1x, q2y - q1y];
  const den = dx * ey - dy * ex;
  if (den === 0) return null;
  const t = ((q1x - p1x) * ey - (q1y - p1y) * ex) / den;
  const w = ((q1x - p1x) * dy - (q1y - p1y) * dx) / den;
  return t > 0 && t < 1 && w >= 0 && w <= 1 ? t : null;
}

describe("lateralPaths", () => {
  it("equals gift wrapping around the cuts in the lateral plane of the obstacles met, on random scenes", () => {
    const rnd = random(11);
    const scratch = new LateralScratch();
    const crossings = new Crossings();
    const out: DiffractedPath[] = [];
    let sides = 0;
    let clipped = 0;
    let joined = 0;
    for (let scene = 0; scene < 20; scene++) {
      const buildings = Array.from({ length: 60 }, () => {
        const [cx, cy, size, angle] = [100 * rnd(), 100 * rnd(), 1 + 8 * rnd(), Math.PI * rnd()];
        const corners = 3 + Math.floor(rnd() * 4);
        const footprint = Array.from({ length: corners }, (_, k): [number, number] => {
          const phi = angle + (2 * Math.PI * k) / corners;
          return [cx + size * Math.cos(phi), cy + size * rnd() * Math.sin(phi)];
        });
        return { footprint, height: 3 + 15 * rnd() };
      });
      const index = new ObstacleIndex(buildings, []);
      for (let path = 0; path < 100; path++) {
        // short paths too, so that obstacles reach behind S and beyond R; receivers up to 20 m, above roofs
        const [sx, sy] = [100 * rnd(), 100 * rnd()];
        const [rx, ry] = [sx + 60 * (rnd() - 0.5), sy + 60 * (rnd() - 0.5)];
        const [zs, zr] = [0.5 + rnd(), 1 + 19 * rnd()];
        index.crossings(sx, sy, rx, ry, crossings);
        const count = lateralPaths(index, crossings, sx, sy, rx, ry, zs, zr, scratch, out);
        const dp = Math.hypot(rx - sx, ry - sy);
        const [ux, uy] = [(rx - sx) / dp, (ry - sy) / dp];
        const plane = (u: number) => zs + ((zr - zs) * u) / dp + 1e-9;
        const frame = ([x, y]: [number, number]): [number, number] => {
          const [wx, wy] = [x - sx, y - sy];
          return [wx * ux + wy * uy, -wx * uy + wy * ux];
        };
        const left: [number, number][] = [];
        const right: [number, number][] = [];
        const taken = new Set<number>();
        const take = (o: number) => {
          taken.add(o);
          const { footprint, height } = buildings[o]!;
          // the cut: vertices above the plane, and where an edge goes from above to below, the crossing point
          footprint.forEach((p, i) => {
            const [u1, v1] = frame(p);
            const [u2, v2] = frame(footprint[(i + 1) % footprint.length]!);
            const points: [number, number][] = [];
            if (height > plane(u1) - 1e-9) points.push([u1, v1]);
            if (height > plane(u1) - 1e-9 !== height > plane(u2) - 1e-9) {
              const s = (height - plane(u1) + 1e-9) / (plane(u2) - plane(u1));
              points.push([u1 + s * (u2 - u1), v1 + s * (v2 - v1)]);
              clipped++;
            }
            for (const [u, v] of points) {
              if (v > 0) left.push([u, v]);
              else if (v < 0) right.push([u, -v]);
            }
          });
        };
        for (let c = 0; c < crossings.count; c++) {
          const line = (t: number) => zs + t * (zr - zs) + 1e-9;
          const o = crossings.owner[c]!;
          if (taken.has(o)) continue;
          if (crossings.h[c]! > line(crossings.t[c]!) || crossings.h[c]! > line(crossings.t2[c]!)) take(o);
        }
        let chains: ([number, number][] | null)[] = [];
        for (let round = 0; ; round++) {
          chains = [referenceChain(left, dp), referenceChain(right, dp)];
          if (round === MAX_ROUNDS) break;
          const before = taken.size;
          chains.forEach((chain, side) => {
            const world = (chain ?? []).map(([u, v]): [number, number] => {
              const w = side === 0 ? v : -v;
              return [sx + u * ux - w * uy, sy + u * uy + w * ux];
            });
            for (let i = 0; i + 1 < world.length; i++)
              buildings.forEach(({ footprint, height }, o) => {
                if (taken.has(o)) return;
                const hit = footprint.some((q, j) => {
                  const t = segmentHit(world[i]!, world[i + 1]!, q, footprint[(j + 1) % footprint.length]!);
                  if (t === null) return false;
                  const [u1, u2] = [chain![i]![0], chain![i + 1]![0]];
                  return height > plane(u1 + t * (u2 - u1));
                });
                if (hit) take(o);
              });
          });
          joined += taken.size - before;
          if (taken.size === before) break;
        }
        const expected = chains.filter((c) => c !== null).map((c) => polylinePath(c, dp, zr - zs));
        expect(count).toBe(expected.length);
        expected.forEach((p, i) => expect(out[i]).toEqual(close(p)));
        sides += count;
      }
    }
    expect(sides).toBeGreaterThan(1000);
    expect(clipped).toBeGreaterThan(100);
    expect(joined).toBeGreaterThan(100);
  });
});

describe("lateral paths with the receiver above the roof", () => {
  it("go round the building's cut in the lateral plane, not the whole footprint", () => {
    // S = (0, 0, 1), R = (20, 0, 11): the lateral plane is at 1 + u / 2, so a 6 m building x 8 ... 12,
    // y -2 ... 2 stands in it only for u < 10 (the cut x 8 ... 10). Left path S -> (8, 2) -> (10, 2) -> R:
    // L = √68 + 2 + √104 = 20.44425 m, z = √(L² + 10²) - √(20² + 10²) = 0.398217 m (0.441500 m round
    // the whole footprint)
    const index = new ObstacleIndex([{ footprint: [[8, -2], [12, -2], [12, 2], [8, 2]], height: 6 }], []); // prettier-ignore
    const crossings = new Crossings();
    index.crossings(0, 0, 20, 0, crossings);
    const out: DiffractedPath[] = [];
    expect(lateralPaths(index, crossings, 0, 0, 20, 0, 1, 11, new LateralScratch(), out)).toBe(2);
    for (const path of out) {
      expect(path.z).toBeCloseTo(0.398217, 6);
      expect(path.edges).toBe(2);
      expect(path.e).toBeCloseTo(2, 9);
    }
  });
});
