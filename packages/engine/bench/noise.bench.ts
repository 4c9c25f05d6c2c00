// Noise benchmarks (issue 5 targets) on a synthetic deterministic city: 25 ha, 1,500 buildings, 50 point
// sources. Wall-clock figures on a machine shared with other work are noisy: the single-thread CPU-time
// row is the steadier measure of the engine itself. `NOISE_BENCH_FULL=1` adds the 2 m grid with lateral
// paths (about a minute).
import type { Benchmark } from "../../../bench/harness";
import { bestSeconds } from "../../../bench/harness";
import { syntheticCity } from "./noise-city";
import { computeLevels } from "../src/noise/calculate";
import { closeNoisePool, computeLevelsParallel } from "../src/noise/parallel";
import { gridReceivers, noiseGrid } from "../src/noise/receivers";

const THREADS = 2;

async function parallelSeconds(spacing: number, lateral: boolean, repeats: number): Promise<number> {
  const scene = syntheticCity(spacing, lateral);
  const receivers = gridReceivers(noiseGrid(scene.grid!));
  // warm the pool (thread start-up and TypeScript loading are not part of a run)
  await computeLevelsParallel(
    syntheticCity(50, lateral),
    gridReceivers(noiseGrid(syntheticCity(50, lateral).grid!)),
    false,
    {
      threads: THREADS,
    },
  );
  return bestSeconds(repeats, () => computeLevelsParallel(scene, receivers, false, { threads: THREADS }));
}

function cpuSeconds(spacing: number, lateral: boolean): number {
  const scene = syntheticCity(spacing, lateral);
  const receivers = gridReceivers(noiseGrid(scene.grid!));
  const start = process.cpuUsage();
  computeLevels(scene, receivers, false);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

const full = process.env.NOISE_BENCH_FULL === "1";

export const benchmarks: Benchmark[] = [
  {
    name: "noise 5 m grid (10,201 rx x 50 src x 1,500 bldg), top edge, one thread CPU time (budget 2 cores x 1 s)",
    unit: "s",
    target: 2,
    run: () => cpuSeconds(5, false),
  },
  {
    name: "noise 5 m grid, lateral on, one thread CPU time (budget 3 x 2 s)",
    unit: "s",
    target: 6,
    run: () => cpuSeconds(5, true),
  },
  {
    name: "noise 5 m grid, top edge, 2 threads wall",
    unit: "s",
    target: 1,
    run: () => parallelSeconds(5, false, 2),
  },
  {
    name: "noise 2 m grid (63,001 rx), top edge, 2 threads wall",
    unit: "s",
    target: 6,
    run: () => parallelSeconds(2, false, 1),
  },
  {
    name: "noise 5 m grid, lateral on, 2 threads wall (3x)",
    unit: "s",
    target: 3,
    run: () => parallelSeconds(5, true, 1),
  },
  ...(full
    ? [
        {
          name: "noise 2 m grid, lateral on, 2 threads wall (3x)",
          unit: "s" as const,
          target: 18,
          run: () => parallelSeconds(2, true, 1),
        },
      ]
    : []),
  {
    name: "noise peak memory (resident set, whole process incl. workers)",
    unit: "MB",
    target: 1024,
    run: async () => {
      await closeNoisePool();
      return process.resourceUsage().maxRSS / 1024;
    },
  },
];
