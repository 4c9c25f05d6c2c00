// Points mode and the 5 m / 10 m regulation check (issue 14): exact event times at points, and the check
// judged on the regulation lines themselves. Scenes are deterministic (seeded city, fixed planned blocks).
import { checkRegulation } from "../src/shadow/regulation";
import { shadePoints } from "../src/shadow/points";
import { buildSchedule } from "../src/shadow/schedule";
import { prepareScene } from "../src/shadow/scene";
import { mulberry32, syntheticCity } from "../src/shadow/synthetic";
import type { PrismBuilding, Ring2 } from "../src/shadow/types";
import { regulationSun } from "../src/sun/regulation";
import type { Benchmark } from "../../../bench/harness";
import { bestSeconds } from "../../../bench/harness";

const sun = (t: number) => regulationSun(35.6833, -23.45, t).vector;
const steps5 = buildSchedule(sun, 8, 16, 5, 60);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);

// 200 points scattered over a 25 ha city of 5,000 LOD1 buildings.
const city = prepareScene(syntheticCity(5000, 500, 7));
const random = mulberry32(3);
const cityPoints: [number, number][] = Array.from({ length: 200 }, () => [
  (random() - 0.5) * 480,
  (random() - 0.5) * 480,
]);

// A 40 m x 30 m site with three planned blocks (one L-shaped), plane 4 m.
const site: Ring2 = [
  [-20, -15],
  [20, -15],
  [20, 15],
  [-20, 15],
];
const block = (x0: number, y0: number, x1: number, y1: number, height: number): PrismBuilding => ({
  footprint: [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ],
  base: 0,
  height,
});
const planned = prepareScene([
  block(-18, -13, -4, 2, 22),
  block(2, -13, 18, -1, 16),
  {
    footprint: [
      [-2, 4],
      [18, 4],
      [18, 13],
      [6, 13],
      [6, 9],
      [-2, 9],
    ],
    base: 0,
    height: 12,
  },
]);
const regulate = () => checkRegulation(planned, steps5, 4, { site, limits: "4h/2.5h" }, sun);

/** Best process CPU time (user + system) of `repeats` runs, in seconds: less noisy on a shared machine. */
function bestCpuSeconds(repeats: number, work: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repeats; i++) {
    const start = process.cpuUsage();
    work();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1e6);
  }
  return best;
}

const cityPointsRun = () => shadePoints(city, cityPoints, sun, 8, 16, { planeZ: 4 });

export const benchmarks: Benchmark[] = [
  {
    name: "points: 200 points in a 25 ha city (5,000 LOD1), 8:00-16:00",
    unit: "s",
    target: 1,
    run: () => bestSeconds(REPEATS, cityPointsRun),
  },
  {
    name: "  same, CPU time",
    unit: "s",
    target: 1,
    run: () => bestCpuSeconds(REPEATS, cityPointsRun),
  },
  {
    name: "regulation check: 3 planned blocks on a 40 m x 30 m site, 5 min steps",
    unit: "s",
    target: 1,
    run: () => {
      const r = regulate();
      console.error(`regulation: ${r.zones.map((z) => `${z.zone} ${z.maxHours.toFixed(4)} h`).join(", ")}`);
      return bestSeconds(REPEATS, regulate);
    },
  },
  {
    name: "  same, CPU time",
    unit: "s",
    target: 1,
    run: () => bestCpuSeconds(REPEATS, regulate),
  },
];
