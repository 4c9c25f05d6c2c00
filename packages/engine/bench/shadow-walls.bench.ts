// Wall shade (壁面日影) benchmarks: the issue 4 target for speed and the issue 14 target for accuracy. The
// synthetic city is generated deterministically (seeded PRNG); the first run starts the worker threads and
// is not timed. Accuracy: the shadow command on the fixture scenes of testing/wallCases.ts against their
// brute-force expected hours (test/fixtures/shadow/walls-exact.json).
import fixture from "../test/fixtures/shadow/walls-exact.json";
import { closePools } from "../src/parallel/pool";
import { runShadowScene } from "../src/shadow/run";
import { WALL_CASES } from "../src/shadow/testing/wallCases";
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

/** The largest difference (seconds) between the shadow command's sunlit hours and the fixture's, any sample. */
function worstWallError(): number {
  let worst = 0;
  for (const expected of fixture.cases) {
    const wallCase = WALL_CASES.find((c) => c.name === expected.name);
    if (!wallCase) throw new Error(`no scene for ${expected.name}`);
    const got = new Map<string, number>();
    const key = (x: number, y: number, z: number) => `${x.toFixed(3)},${y.toFixed(3)},${z.toFixed(3)}`;
    for (const building of runShadowScene(wallCase.input).walls?.buildings ?? [])
      for (const surface of building.surfaces)
        for (const s of surface.samples) got.set(key(s.x, s.y, s.z), s.sunlitHours);
    for (const s of expected.expected) {
      const hours = got.get(key(s.x, s.y, s.z));
      if (hours === undefined) throw new Error(`${expected.name}: no sample at ${key(s.x, s.y, s.z)}`);
      worst = Math.max(worst, Math.abs(hours - s.sunlitHours) * 3600);
    }
  }
  return worst;
}

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
  {
    name: "walls accuracy: worst sample vs brute force, 4 scenes, 1-min steps (0.02 h)",
    unit: "s",
    target: 72,
    run: worstWallError,
  },
];
