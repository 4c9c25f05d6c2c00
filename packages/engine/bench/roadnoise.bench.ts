// Road-noise benchmark (issue 27 "Speed"): a 25 ha map at 5 m (10,201 receivers, 1.2 m) of a 1 km road
// with 4 lanes through 1,500 buildings by ASJ RTN-Model 2018, on two worker threads (target 10 s), and
// the same on one thread (CPU time) as the steadier measure of the engine itself.
import type { Benchmark } from "../../../bench/harness";
import { closePools } from "../src/parallel/pool";
import { computeRoadNoise } from "../src/roadnoise/compute";
import { computeRoadNoiseParallel } from "../src/roadnoise/parallel";
import { roadNoiseCity } from "./roadnoise-city";

async function twoThreads(): Promise<number> {
  const warm = roadNoiseCity(50);
  await computeRoadNoiseParallel(warm.scene, warm.receivers, { threads: 2 });
  const { scene, receivers } = roadNoiseCity(5);
  let best = Infinity;
  for (let i = 0; i < 2; i++) {
    const start = process.hrtime.bigint();
    await computeRoadNoiseParallel(scene, receivers, { threads: 2 });
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
  }
  await closePools();
  return best;
}

function oneThreadCpu(): number {
  const warm = roadNoiseCity(50);
  computeRoadNoise(warm.scene, warm.receivers);
  const { scene, receivers } = roadNoiseCity(5);
  const start = process.cpuUsage();
  computeRoadNoise(scene, receivers);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

export const benchmarks: Benchmark[] = [
  {
    name: "road noise (ASJ RTN-Model 2018) 25 ha, 5 m grid, 1 km x 4 lanes, 1,500 bldg, 2 threads wall",
    unit: "s",
    target: 10,
    run: twoThreads,
  },
  {
    name: "road noise, same map, one thread CPU time (budget 2 cores x 10 s)",
    unit: "s",
    target: 20,
    run: oneThreadCpu,
  },
];
