import { afterAll, describe, expect, it } from "vitest";
import { calculateNoise, computeLevels } from "./calculate";
import { calculateNoiseParallel, closeNoisePool, computeLevelsParallel } from "./parallel";
import { gridReceivers, noiseGrid } from "./receivers";
import type { NoiseScene } from "./scene";

const scene: NoiseScene = {
  groundFactor: 0.5,
  sources: [
    { x: 0, y: 0, z: 1, lw: 100 },
    { type: "line", points: [[-50, 40], [120, 40]], z: 0.5, lw: 75 }, // prettier-ignore
  ],
  buildings: [{ footprint: [[30, -10], [50, -10], [50, 10], [30, 10]], height: 12 }], // prettier-ignore
  barriers: [{ points: [[10, -30], [10, 30]], height: 3 }], // prettier-ignore
  grid: { bbox: [-40, -40, 100, 60], spacing: 4, height: 4 },
};

afterAll(() => closeNoisePool());

describe("worker threads", () => {
  const receivers = gridReceivers(noiseGrid(scene.grid!));

  it("compute tiles on two threads and merge to the identical result, reporting progress", async () => {
    const single = computeLevels(scene, receivers, true);
    const progress: number[] = [];
    const parallel = await computeLevelsParallel(scene, receivers, true, {
      threads: 2,
      tileSize: 100,
      onProgress: (f) => progress.push(f),
    });
    expect(parallel.LA).toEqual(single.LA);
    expect(parallel.bands).toEqual(single.bands);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it("stops on an AbortSignal", async () => {
    const controller = new AbortController();
    const run = computeLevelsParallel(scene, receivers, false, {
      threads: 2,
      tileSize: 50,
      signal: controller.signal,
    });
    controller.abort();
    await expect(run).rejects.toThrow(/abort/i);
    await expect(
      computeLevelsParallel(scene, receivers, false, { threads: 2, signal: AbortSignal.abort() }),
    ).rejects.toThrow(/abort/i);
  });
});

describe("progress of a run with listed receivers, a grid and facades (issue 22, F16)", () => {
  const phased: NoiseScene = {
    ...scene,
    receivers: [{ x: 70, y: 30, z: 4 }],
    facade: { height: 4, spacing: 1 },
  };

  it("only goes forward, over every phase, to 1 (threads and one thread)", async () => {
    const parallel: number[] = [];
    await calculateNoiseParallel(phased, { threads: 2, tileSize: 64, onProgress: (f) => parallel.push(f) });
    const single: number[] = [];
    calculateNoise(phased, { onProgress: (f) => single.push(f) });
    for (const progress of [parallel, single]) {
      expect(progress.length).toBeGreaterThan(3);
      expect([...progress].sort((a, b) => a - b)).toEqual(progress);
      expect(progress.at(-1)).toBe(1);
    }
  });
});
