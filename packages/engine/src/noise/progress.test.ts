import { afterAll, describe, expect, it } from "vitest";
import { closeNoisePool, computeLevelsParallel } from "./parallel";
import type { NoiseScene } from "./scene";

afterAll(() => closeNoisePool());

/** 400 boxes (1,600 edges) on a 25 m pitch and `sources` sources in the streets. */
function city(sources: number): NoiseScene {
  const buildings: NoiseScene["buildings"] = [];
  for (let i = 0; i < 20; i++)
    for (let j = 0; j < 20; j++) {
      const [x, y] = [i * 25 + 5, j * 25 + 5];
      buildings.push({ footprint: [[x, y], [x + 15, y], [x + 15, y + 15], [x, y + 15]], height: 10 }); // prettier-ignore
    }
  return {
    buildings,
    sources: Array.from({ length: sources }, (_, s) => ({
      x: 2 + (s % 20) * 25,
      y: 2 + s * 1.2,
      z: 1,
      lw: 90,
    })),
  };
}

describe("progress while the source views are built (issue 22, F3 follow-up)", () => {
  it("moves during the views phase, starts above 0 and never goes back", async () => {
    // 8 receivers: the tiles weigh (8 / (1,600 / 20 + 8)) = 9 % of the run, the views the rest, so a
    // report below 0.9 can only come from the views phase (the tiles start once every view is built)
    const receivers = { x: new Float64Array(8).fill(260), y: Float64Array.from({ length: 8 }, (_, i) => 12 + 25 * i), z: new Float64Array(8).fill(4) }; // prettier-ignore
    const progress: number[] = [];
    const started = performance.now();
    let first = Number.NaN;
    await computeLevelsParallel(city(400), receivers, false, {
      threads: 2,
      progressIntervalMs: 5,
      onProgress: (f) => {
        if (progress.length === 0) first = performance.now() - started;
        progress.push(f);
      },
    });
    const views = progress.filter((f) => f < 0.9);
    expect(views.length).toBeGreaterThan(2);
    expect(progress[0]).toBeGreaterThan(0);
    expect(first).toBeLessThan(2_000);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(progress.at(-1)).toBe(1);
  });
});
