import { describe, expect, it } from "vitest";
import { Crossings } from "./crossings";
import { ObstacleIndex } from "./obstacles";
import type { DiffractedPath } from "./paths";
import { LateralScratch, lateralPaths } from "./lateral";
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
 * Reference around one side: gift wrapping from S = (0, 0) to R = (dp, 0) keeping every point (v > 0) on the
 * right, the farthest of collinear points first.
 */
function referenceSide(points: [number, number][], dp: number, a: number): DiffractedPath | null {
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
    if (best === candidates.length - 1) return polylinePath(chain, dp, a);
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

describe("lateralPaths", () => {
  it("equals gift wrapping around the blocking obstacles on random scenes", () => {
    const rnd = random(11);
    const scratch = new LateralScratch();
    const crossings = new Crossings();
    const out: DiffractedPath[] = [];
    let sides = 0;
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
        // short paths too, so that obstacles reach behind S and beyond R
        const [sx, sy] = [100 * rnd(), 100 * rnd()];
        const [rx, ry] = [sx + 60 * (rnd() - 0.5), sy + 60 * (rnd() - 0.5)];
        const [zs, zr] = [0.5 + rnd(), 1 + 5 * rnd()];
        index.crossings(sx, sy, rx, ry, crossings);
        const count = lateralPaths(index, crossings, sx, sy, rx, ry, zs, zr, scratch, out);
        const dp = Math.hypot(rx - sx, ry - sy);
        const [ux, uy] = [(rx - sx) / dp, (ry - sy) / dp];
        const left: [number, number][] = [];
        const right: [number, number][] = [];
        const owners = new Set<number>();
        for (let c = 0; c < crossings.count; c++) {
          const line = (t: number) => zs + t * (zr - zs) + 1e-9;
          if (crossings.h[c]! > line(crossings.t[c]!) || crossings.h[c]! > line(crossings.t2[c]!))
            owners.add(crossings.owner[c]!);
        }
        for (const o of owners)
          for (const [x, y] of buildings[o]!.footprint) {
            const [wx, wy] = [x - sx, y - sy];
            const [u, side] = [wx * ux + wy * uy, -wx * uy + wy * ux];
            if (side > 0) left.push([u, side]);
            else if (side < 0) right.push([u, -side]);
          }
        const expected = [referenceSide(left, dp, zr - zs), referenceSide(right, dp, zr - zs)].filter(
          (p) => p !== null,
        );
        expect(count).toBe(expected.length);
        expected.forEach((p, i) => expect(out[i]).toEqual(close(p)));
        sides += count;
      }
    }
    expect(sides).toBeGreaterThan(1000);
  });
});
