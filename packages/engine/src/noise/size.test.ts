import { describe, expect, it } from "vitest";
import type { NoiseScene } from "./scene";
import { noiseSceneSize } from "./size";

const box = (x: number, sides = 4) => ({
  footprint: Array.from({ length: sides }, (_, k): [number, number] => [
    x + 5 * Math.cos((2 * Math.PI * k) / sides),
    5 * Math.sin((2 * Math.PI * k) / sides),
  ]),
  height: 10,
});

describe("paths of a noise scene (the work the size limit counts)", () => {
  // 11 x 11 grid cells, 3 sources (one a line of 10 m in 5 m pieces: 2): 121 x 3 = 363 pairs
  const scene: NoiseScene = {
    sources: [
      { x: 0, y: 0, z: 1, lw: 90 },
      { type: "line", points: [[0, 20], [10, 20]], z: 1, lw: 70 }, // prettier-ignore
    ],
    grid: { bbox: [0, 0, 50, 50], spacing: 5, height: 4 },
  };

  it("counts a pair once without obstacles or lateral paths, twice with lateral paths (the default)", () => {
    expect(noiseSceneSize({ ...scene, lateral: false })).toMatchObject({ sources: 3, paths: 363 });
    expect(noiseSceneSize(scene).paths).toBe(726);
  });

  it("adds a path per 8 sides of the mean obstacle", () => {
    const boxes = { ...scene, lateral: false, buildings: [box(100), box(200)] };
    expect(noiseSceneSize(boxes).paths).toBe(545); // 363 x 1.5, rounded up
    const round: NoiseScene = { ...boxes, buildings: [box(100, 4), box(200, 28)], barriers: [{ points: [[0, 60], [9, 60], [9, 70]], height: 3 }] }; // prettier-ignore
    // (4 + 28 + 2) / 3 obstacles = 11.3 sides: 1 + 11.3 / 8 paths a pair, twice with lateral paths
    expect(noiseSceneSize(round).paths).toBe(Math.ceil(363 * (1 + 34 / 3 / 8)));
    expect(noiseSceneSize({ ...round, lateral: true }).paths).toBe(Math.ceil(2 * 363 * (1 + 34 / 3 / 8)));
  });
});
