// 逆日影 (issue 26): a 30 m × 40 m site at 0.5 m, the whole run (set-up, the engine's envelope, the tiers and
// the forward check with the shadow engine) against the 5 s on two cores.
import { computeShadowEnvelope } from "@soracity/engine";
import type { Benchmark } from "../../../bench/harness";
import { bestSeconds } from "../../../bench/harness";
import { SiteFrame } from "../src/frame";
import { checkedEnvelope, gyakuhikageParameters, gyakuhikageSetup, runGyakuhikage } from "../src/gyakuhikage";

const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const frame = new SiteFrame(135.5, 34.69);
const ring = [
  [-15, -20],
  [15, -20],
  [15, 20],
  [-15, 20],
  [-15, -20],
] as const;
const parameters = {
  site_boundary: { type: "Polygon", coordinates: [ring.map(([x, y]) => frame.toLonLat(x, y))] },
  limits: { hours5: 4, hours10: 2.5 },
  grid_spacing: 0.5,
  points: [frame.toLonLat(0, 0)],
};

const setup = gyakuhikageSetup(gyakuhikageParameters(parameters));
const envelope = () => computeShadowEnvelope(setup.envelopeInput);

export const benchmarks: Benchmark[] = [
  {
    name: "逆日影: 30 m x 40 m site at 0.5 m, with the forward check",
    unit: "s",
    target: 5,
    run: async () => {
      const out = await runGyakuhikage(parameters);
      const s = out.summary;
      const zones = s.forward_check.zones.map((z) => `${z.zone} ${z.max_hours.toFixed(3)}/${z.limit} h`);
      console.error(
        `envelope: ${s.grid.cells} cells, ${s.forward_check.tiers} tiers, max ${s.max_height} m, ` +
          `${s.volume.toFixed(0)} m³, ${s.floor_area_estimate.toFixed(0)} m² floor, family ${s.window_family}, ` +
          `lowered ${s.forward_check.lowered}; ${zones.join(", ")}`,
      );
      return bestSeconds(REPEATS, () => runGyakuhikage(parameters));
    },
  },
  {
    name: "  of which the engine's envelope",
    unit: "s",
    target: 5,
    run: () => bestSeconds(REPEATS, envelope),
  },
  {
    name: "  of which the tiers and the forward check",
    unit: "s",
    target: 5,
    run: () => {
      const e = envelope();
      return bestSeconds(REPEATS, () => checkedEnvelope(setup, e));
    },
  },
];
