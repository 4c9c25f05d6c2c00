import { describe, expect, it } from "vitest";
import { triangleNormals } from "./mesh";
import { prepareScene } from "./scene";
import { mulberry32, prismToMesh } from "./synthetic";
import type { PrismBuilding } from "./types";
import { WallOccluders } from "./wallsExact";
import { convexOwnOccluders } from "./wallsOwn";

// A convex box, an L (concave) on a 3 m base and a courtyard block (a hole).
const box: PrismBuilding = {
  footprint: [
    [0, 0],
    [10, 0],
    [10, 8],
    [0, 8],
  ],
  base: 0,
  height: 12,
};
const ell: PrismBuilding = {
  footprint: [
    [20, 0],
    [32, 0],
    [32, 5],
    [25, 5],
    [25, 14],
    [20, 14],
  ],
  base: 3,
  height: 15,
};
const courtyard: PrismBuilding = {
  footprint: [
    [-30, -30],
    [-10, -30],
    [-10, -10],
    [-30, -10],
  ],
  holes: [
    [
      [-25, -25],
      [-25, -15],
      [-15, -15],
      [-15, -25],
    ],
  ],
  base: 0,
  height: 9,
};
const scene = prepareScene([box, ell, courtyard]);

describe("hidden heights of a wall column (wallsColumns.ts) against the exact ray test", () => {
  it("a point is inside one of the intervals exactly when its ray meets the prism", () => {
    const occluders = new WallOccluders(scene);
    const random = mulberry32(7);
    const spans = new Float64Array(2 * occluders.spanLimit);
    let hidden = 0;
    let checked = 0;
    const mismatches: string[] = [];
    for (let trial = 0; trial < 1500; trial++) {
      const altitude = 0.05 + random() * 1.2;
      const azimuth = random() * 2 * Math.PI;
      const [sx, sy, sz] = [
        Math.cos(altitude) * Math.sin(azimuth),
        Math.cos(altitude) * Math.cos(azimuth),
        Math.sin(altitude),
      ];
      const px = -45 + random() * 90;
      const py = -45 + random() * 70;
      for (let id = 0; id < scene.prisms.length; id++) {
        const m = occluders.hiddenHeights(id, px, py, sx, sy, sz, spans, 0);
        expect(m).toBeGreaterThanOrEqual(0);
        for (let z = 0.25; z < 30; z += 0.5) {
          const bounds = Array.from(spans.subarray(0, 2 * m));
          if (bounds.some((b) => Math.abs(b - z) < 1e-6)) continue;
          let inside = false;
          for (let k = 0; k < m; k++) inside ||= z > spans[2 * k]! && z < spans[2 * k + 1]!;
          if (inside !== occluders.hits(id, px, py, z, sx, sy, sz))
            mismatches.push(`prism ${id} at ${px}, ${py}, ${z}`);
          checked++;
          if (inside) hidden++;
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Enough of both answers for the comparison to mean something.
    expect(hidden).toBeGreaterThan(checked / 50);
    expect(hidden).toBeLessThan(checked / 2);
  });

  it("the courtyard gives two intervals to a column whose ray crosses the hole", () => {
    const occluders = new WallOccluders(scene);
    const spans = new Float64Array(2 * occluders.spanLimit);
    // East of the block with the sun due west, rising 0.2 m per metre: the ray enters the block at
    // x = -10, crosses the hole (-15 .. -25) and leaves at x = -30, i.e. it is inside for 10 .. 15 m and
    // 25 .. 30 m, so z in (0 - 0.2 * 15, 9 - 0.2 * 10) and (0 - 0.2 * 30, 9 - 0.2 * 25).
    const m = occluders.hiddenHeights(2, 0, -20, -1, 0, 0.2, spans, 0);
    expect(m).toBe(2);
    const intervals = Array.from(spans.subarray(0, 4)).map((v) => Math.round(v * 1e9) / 1e9);
    expect(intervals).toEqual([-3, 7, -6, 4]);
  });
});

describe("occluders a sample of its own building need not be tested against", () => {
  it("a convex prism and a convex closed mesh: their own occluders; concave or open ones: none", () => {
    const openBox = { ...prismToMesh(box, 2, 2), closed: false };
    const scene = prepareScene([box, ell, prismToMesh(box, 2, 2), prismToMesh(ell), openBox]);
    const own = convexOwnOccluders(scene, triangleNormals(scene.meshes.triangles));
    const prisms = scene.prisms.length;
    const { meshStarts } = scene.meshes;
    expect([own.from[0], own.to[0]]).toEqual([0, 1]);
    expect(own.to[1]).toBe(own.from[1]);
    expect([own.from[2], own.to[2]]).toEqual([prisms + meshStarts[0]!, prisms + meshStarts[1]!]);
    expect(own.to[3]).toBe(own.from[3]);
    expect(own.to[4]).toBe(own.from[4]);
  });
});
