// 逆日影 (issue 26): the envelope of a 30 × 40 m site at 0.5 m (4,800 cells) under 4h/2.5h, plane 4 m, Tokyo,
// the 5 m and 10 m lines sampled every 0.25 m, every window family tried. The forward check of the envelope
// (analysis, issue 26) has the rest of the 5 s the issue allows on two cores.
import { computeShadowEnvelope } from "../src/envelope/envelope";
import type { Benchmark } from "../../../bench/harness";
import { bestSeconds } from "../../../bench/harness";

const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);

const site: [number, number][] = [
  [0, 0],
  [30, 0],
  [30, 40],
  [0, 40],
];

const input = { site, limits: { hours5: 4, hours10: 2.5 }, planeHeight: 4, latitude: 35.68, spacing: 0.5 };
const run = () => computeShadowEnvelope(input);
const aimed = () => computeShadowEnvelope({ ...input, families: ["noon", "shifted", "tails", "aimed"] });

const envelope = run();
if (envelope.cells !== 4800) throw new Error(`the site has ${envelope.cells} cells, not 4,800`);

export const benchmarks: Benchmark[] = [
  {
    name: `envelope (逆日影): 30 × 40 m @0.5 m, ${envelope.samples.m5 + envelope.samples.m10} line points, one core`,
    unit: "s",
    target: 2,
    run: () => bestSeconds(REPEATS, run),
  },
  {
    name: "envelope (逆日影), the same with the aimed windows too (opt-in), one core",
    unit: "s",
    target: 2,
    run: () => bestSeconds(REPEATS, aimed),
  },
];
