// Wall shade (壁面日影) benchmarks: the issue 4 target for speed. The synthetic city is generated
// deterministically (seeded PRNG); the first run starts the worker threads and is not timed.
import { closePools } from "../src/parallel/pool";
import { wallSunlitBitsParallel } from "../src/shadow/parallel";
import { buildSchedule } from "../src/shadow/schedule";
import { prepareScene } from "../src/shadow/scene";
import { syntheticCity } from "../src/shadow/synthetic";
import { wallSamples } from "../src/shadow/wallSamples";
import { regulationSun } from "../src/sun/regulation";
import type { Benchmark } from "../../../bench/harness";
import { bestSeconds } from "../../../bench/harness";

const sun = (t: number) => regulationSun(35.6833, -23.45, t).vector;
const steps5 = buildSchedule(sun, 8, 16, 5, 60); // 97 steps
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);

/** Best process CPU time (user + system, all threads) of `repeats` runs, in seconds. */
async function bestCpuSeconds(repeats: number, work: () => unknown): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repeats; i++) {
    const start = process.cpuUsage();
    await work();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1e6);
  }
  return best;
}

let cpuWalls = 0;

export const benchmarks: Benchmark[] = [
  {
    name: "walls: 500 buildings, 97 steps, two threads (samples in the log)",
    unit: "s",
    target: 3,
    run: async () => {
      const city = syntheticCity(500, 390, 13); // about 400,000 samples at 1 m
      const samples = wallSamples(prepareScene(city), 1);
      console.error(`walls: ${samples.count} samples`);
      await wallSunlitBitsParallel(city, samples, steps5, { threads: 2 });
      const s = await bestSeconds(Math.max(1, REPEATS - 1), () =>
        wallSunlitBitsParallel(city, samples, steps5, { threads: 2 }),
      );
      cpuWalls = await bestCpuSeconds(2, () => wallSunlitBitsParallel(city, samples, steps5, { threads: 2 }));
      await closePools();
      return s;
    },
  },
  {
    name: "  same, CPU time / 2 threads",
    unit: "s",
    target: 3,
    run: () => cpuWalls / 2,
  },
];
