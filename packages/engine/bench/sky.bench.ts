// Sky factor (天空率, issue 25): 100 measurement points around one planned building of 500 faces, exact
// union of the faces seen from each point. The building is a stepped tower of ten stacked tiers (48-gon
// footprints, each shifted off the one below), so faces overlap in view at every point.
import { skyChart } from "../src/sky/chart";
import { skyFactor } from "../src/sky/skyFactor";
import { tierSolid } from "../src/sky/tiers";
import type { Solid, Vec3 } from "../src/sky/types";
import type { Benchmark } from "../../../bench/harness";
import { bestSeconds } from "../../../bench/harness";

const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);

function polygon(cx: number, cy: number, radius: number, sides: number): [number, number][] {
  return Array.from({ length: sides }, (_, k) => {
    const a = (2 * Math.PI * k) / sides;
    // a little out of round, so the walls are not all alike
    const r = radius * (1 + 0.08 * Math.cos(3 * a));
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

const tiers: Solid[] = Array.from({ length: 10 }, (_, k) =>
  tierSolid(polygon(2 * Math.sin(k), 2 * Math.cos(k), 24 - k, 48), k * 6, (k + 1) * 6),
);
const faces = tiers.reduce((n, t) => n + t.faces.length, 0);
if (faces !== 500) throw new Error(`the building has ${faces} faces, not 500`);

// points on a ring 8 m to 20 m beyond the footprint, on the ground (z = 0: the walls reach the horizon)
const points: Vec3[] = Array.from({ length: 100 }, (_, k) => {
  const a = (2 * Math.PI * k) / 100;
  const r = 34 + (12 * ((k * 7) % 10)) / 10;
  return { x: r * Math.cos(a), y: r * Math.sin(a), z: 0 };
});

export const benchmarks: Benchmark[] = [
  {
    name: "sky factor: 100 points, building of 500 faces (exact)",
    unit: "s",
    target: 1,
    run: () => bestSeconds(REPEATS, () => points.map((eye) => skyFactor(eye, tiers))),
  },
  {
    name: "sky chart: 100 points, 500 faces (0.5° arcs, 三斜求積)",
    unit: "s",
    target: 1,
    run: () => bestSeconds(REPEATS, () => points.map((eye) => skyChart(eye, tiers))),
  },
];
