import { describe, expect, it } from "vitest";
import { syntheticCity } from "../../bench/noise-city";
import { computeLevels } from "./calculate";
import { Crossings } from "./crossings";
import { ObstacleIndex } from "./obstacles";
import { prepareScene, computeRange } from "./prepare";
import type { LevelArrays } from "./prepare";
import { gridReceivers, noiseGrid } from "./receivers";
import { SourceView } from "./sourceView";

const sorted = (c: Crossings) =>
  Array.from({ length: c.count }, (_, i) => [c.t[i], c.t2[i], c.h[i], c.owner[i]]).sort(
    (a, b) => a[0]! - b[0]!,
  );

describe("SourceView", () => {
  const city = syntheticCity(25, false, 200, 5);
  const index = new ObstacleIndex(city.buildings!, [{ points: [[-10, 250], [510, 260]], height: 4 }]); // prettier-ignore

  it("finds exactly the crossings of the edge grid walk", () => {
    const a = new Crossings();
    const b = new Crossings();
    let total = 0;
    for (const s of city.sources) {
      const view = new SourceView(index, s.x!, s.y!);
      for (let k = 0; k < 400; k++) {
        // deterministic receivers on a spiral, inside and outside the city
        const rx = 250 + 4 * k * Math.cos(k * 0.7);
        const ry = 250 + 4 * k * Math.sin(k * 0.7);
        index.crossings(s.x!, s.y!, rx, ry, a);
        view.crossings(rx, ry, b);
        expect(sorted(b)).toEqual(sorted(a));
        total += a.count;
      }
    }
    expect(total).toBeGreaterThan(1000);
  });

  it("gives the same levels as the grid walk", () => {
    const scene = syntheticCity(20, true, 200, 5);
    const receivers = gridReceivers(noiseGrid(scene.grid!));
    const viaViews = computeLevels(scene, receivers, true);
    const prepared = prepareScene(scene);
    prepared.propagator.useViews = false;
    const n = receivers.x.length;
    const walked: LevelArrays = { LA: new Float32Array(n), bands: new Float32Array(8 * n) };
    computeRange(prepared, receivers, 0, n, walked);
    expect(viaViews.LA).toEqual(walked.LA);
  });
});

/**
 * Every edge tested in obstacle order with the view's arithmetic: the reference for the crossings. Like the
 * view, it ignores an edge whose nearest point is no nearer than the receiver (that only matters for a
 * receiver on the edge, where rounding can put t a hair below 1).
 */
function bruteForce(index: ObstacleIndex, sx: number, sy: number, rx: number, ry: number, out: Crossings) {
  out.count = 0;
  const dx = rx - sx;
  const dy = ry - sy;
  for (let e = 0; e < index.edgeOwner.length; e++) {
    const [ax = 0, ay = 0, ex = 0, ey = 0] = index.edges.subarray(4 * e, 4 * e + 4);
    const wx = ax - sx;
    const wy = ay - sy;
    const s = Math.min(1, Math.max(0, -(wx * ex + wy * ey) / (ex * ex + ey * ey)));
    if ((wx + s * ex) ** 2 + (wy + s * ey) ** 2 >= dx * dx + dy * dy) continue;
    const denom = dx * ey - dy * ex;
    if (denom === 0) continue;
    const t = (wx * ey - wy * ex) / denom;
    const u = (wx * dy - wy * dx) / denom;
    const owner = index.edgeOwner[e] ?? 0;
    if (t > 0 && t < 1 && u >= 0 && u <= 1) out.push(t, index.height[owner] ?? 0, owner);
  }
}

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1664525 + 1013904223) >>> 0;
    return a / 2 ** 32;
  };
}

describe("SourceView on random scenes", () => {
  it("finds exactly the crossings of a brute-force test of every edge", () => {
    const a = new Crossings();
    const b = new Crossings();
    let total = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const rnd = random(seed);
      // rotated rectangles and triangles (overlaps allowed), a few barriers, on a 200 m square
      const buildings = Array.from({ length: 120 }, () => {
        const cx = 200 * rnd();
        const cy = 200 * rnd();
        const angle = Math.PI * rnd();
        const corners = rnd() < 0.3 ? 3 : 4;
        const size = 2 + 12 * rnd();
        const footprint = Array.from({ length: corners }, (_, k): [number, number] => {
          const phi = angle + (2 * Math.PI * k) / corners;
          return [cx + size * Math.cos(phi), cy + size * Math.sin(phi)];
        });
        return { footprint, height: 3 + 20 * rnd() };
      });
      const barriers = Array.from({ length: 6 }, () => ({
        points: Array.from({ length: 3 }, (): [number, number] => [200 * rnd(), 200 * rnd()]),
        height: 2 + 3 * rnd(),
      }));
      const index = new ObstacleIndex(buildings, barriers);
      for (let s = 0; s < 4; s++) {
        // integer source positions put vertices exactly in line with some rays
        const sx = s === 0 ? 100 : 200 * rnd();
        const sy = s === 0 ? 100 : 200 * rnd();
        const view = new SourceView(index, sx, sy);
        for (let r = 0; r < 300; r++) {
          // receivers anywhere, some on vertices and beyond the scene
          const vertex = Math.floor(rnd() * index.vx.length);
          const onVertex = r % 10 === 0;
          const rx = onVertex ? index.vx[vertex]! : -50 + 300 * rnd();
          const ry = onVertex ? index.vy[vertex]! : -50 + 300 * rnd();
          bruteForce(index, sx, sy, rx, ry, a);
          view.crossings(rx, ry, b);
          expect(sorted(b)).toEqual(sorted(a));
          total += a.count;
        }
      }
    }
    expect(total).toBeGreaterThan(10_000);
  });

  it("lists each bin's edges by obstacle distance, an obstacle's edges together", () => {
    const city = syntheticCity(25, false, 400, 1);
    const index = new ObstacleIndex(city.buildings!, []);
    const view = new SourceView(index, 123.4, 234.5);
    // the crossings of one ray come obstacle by obstacle, nearest first: one merged interval per building
    const out = new Crossings();
    view.crossings(499, 0.5, out);
    const owners = Array.from(out.owner.subarray(0, out.count));
    expect(new Set(owners).size).toBe(owners.length);
    expect(out.count).toBeGreaterThan(5);
    const entries = Array.from(out.t.subarray(0, out.count));
    expect(entries).toEqual([...entries].sort((p, q) => p - q));
  });
});

describe("SourceView shared between threads", () => {
  it("adopted from its shared buffer, gives the same crossings", () => {
    const city = syntheticCity(25, false, 300, 3);
    const index = new ObstacleIndex(city.buildings!, [{ points: [[0, 100], [400, 120]], height: 3 }]); // prettier-ignore
    const a = new Crossings();
    const b = new Crossings();
    for (const s of city.sources) {
      const built = new SourceView(index, s.x!, s.y!);
      const adopted = new SourceView(index, s.x!, s.y!, built.share());
      expect(adopted.entries).toBe(built.entries);
      for (let k = 0; k < 300; k++) {
        const [rx, ry] = [250 + 3 * k * Math.cos(k), 250 + 3 * k * Math.sin(k)];
        built.crossings(rx, ry, a);
        adopted.crossings(rx, ry, b);
        expect(sorted(b)).toEqual(sorted(a));
      }
    }
  });
});
