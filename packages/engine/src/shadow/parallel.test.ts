import { afterAll, describe, expect, it } from "vitest";
import { gridFromBbox } from "../grid/grid";
import { closePools } from "../parallel/pool";
import { regulationSun } from "../sun/regulation";
import { shadePlaneParallel, wallSunlitBitsParallel } from "./parallel";
import { wallSamples } from "./wallSamples";
import { wallSunlitBits } from "./walls";
import { shadePlane } from "./plane";
import { buildSchedule } from "./schedule";
import { prepareScene } from "./scene";
import { prismToMesh, syntheticCity } from "./synthetic";
import type { Building } from "./types";

const schedule = buildSchedule((t) => regulationSun(35.68, -23.45, t).vector, 8, 16, 10, 60);

afterAll(async () => {
  await closePools();
});

describe("shade on worker threads", () => {
  const city: Building[] = [...syntheticCity(200, 200, 3)];
  city.push({
    ...prismToMesh(
      {
        footprint: [
          [5, 5],
          [15, 5],
          [15, 12],
          [5, 12],
        ],
        base: 0,
        height: 30,
      },
      2,
      2,
    ),
  });
  const grid = gridFromBbox([-110, -110, 110, 130], 1);

  it("row bands merged are identical to the single-thread result, with progress", async () => {
    const single = shadePlane(prepareScene(city), grid, schedule, { planeZ: 4 });
    const seen: number[] = [];
    const parallel = await shadePlaneParallel(city, grid, schedule, {
      planeZ: 4,
      threads: 2,
      bands: 5,
      onProgress: (done, total) => seen.push(done / total),
    });
    expect(parallel.hours).toEqual(single.hours);
    expect(parallel.masks).toEqual(single.masks);
    expect(single.hours.some((h) => h > 0)).toBe(true);
    expect(seen[seen.length - 1]).toBe(1);
  });

  it("wall bits split over steps on two threads equal the single-thread bits", async () => {
    const scene = prepareScene(city);
    const samples = wallSamples(scene, 1);
    const single = wallSunlitBits(scene, samples, schedule);
    const parallel = await wallSunlitBitsParallel(city, samples, schedule, { threads: 2 });
    expect(parallel).toEqual(single);
    expect(single.some((b) => b !== 0)).toBe(true);
  });

  it("stops on an AbortSignal", async () => {
    const controller = new AbortController();
    const big = gridFromBbox([-400, -400, 400, 400], 0.5);
    const run = shadePlaneParallel(syntheticCity(3000, 800, 5), big, schedule, {
      planeZ: 4,
      threads: 2,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(run).rejects.toThrow(/abort/i);
  });

  it("an already aborted signal refuses at once", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      shadePlaneParallel(city, grid, schedule, { planeZ: 4, signal: controller.signal }),
    ).rejects.toThrow(/abort/i);
  });
});
