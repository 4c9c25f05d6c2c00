import type { EnvelopeGrid } from "@soracity/engine";
import { computeShadowEnvelope } from "@soracity/engine";
import { hikageParametersSchema } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { SiteFrame } from "../frame";
import { checkedEnvelope } from "./run";
import { gyakuhikageParameters, gyakuhikageSetup } from "./setup";
import {
  MAX_TIERS,
  envelopeTiers,
  envelopeToPlannedBuildings,
  levelQuantum,
  steppedHeights,
  tiersVolume,
} from "./tiers";

const grid = (nx: number, ny: number): EnvelopeGrid => ({ origin: [0, 0], spacing: 1, nx, ny });

describe("envelope tiers", () => {
  it("floors every height to its level (never up) and picks a step for about a dozen levels", () => {
    expect(Array.from(steppedHeights(Float32Array.from([NaN, -1, 0.99, 2.0, 2.24]), 0.5))).toEqual([
      NaN,
      0,
      0.5,
      2,
      2,
    ]);
    expect(levelQuantum(2)).toBe(0.25);
    expect(levelQuantum(16)).toBe(2);
    expect(levelQuantum(30)).toBe(4);
  });

  it("stacks each level's region on the one below, holes kept, volume the stepped field's", () => {
    // 5 × 5 cells: a ring 4 m high around a centre 8 m high, one corner outside the site.
    const heights = new Float32Array(25).fill(4.2);
    heights[12] = 8.9;
    heights[0] = NaN;
    const tiers = envelopeTiers(grid(5, 5), heights, 0, 4);
    expect(tiers.quantum).toBe(4);
    expect(tiers.levels).toEqual([4, 8]);
    expect(tiers.tiers.map((t) => [t.base, t.height, t.rings.length])).toEqual([
      [0, 4, 1],
      [4, 4, 1],
    ]);
    expect(tiersVolume(tiers.tiers)).toBeCloseTo(24 * 4 + 4, 9);
    // The centre low (floored to 0), the rest high: one tier with a hole.
    const ring = new Float32Array(25).fill(8.5);
    ring[12] = 1;
    const holed = envelopeTiers(grid(5, 5), ring, 0, 4);
    expect(holed.tiers.map((t) => [t.base, t.height, t.rings.length])).toEqual([[0, 8, 2]]);
    expect(tiersVolume(holed.tiers)).toBeCloseTo(24 * 8, 9);
  });

  it("lowers by whole levels, and coarsens until a hikage case can take the tiers", () => {
    const heights = Float32Array.from({ length: 100 }, (_, i) => 10 + (i % 10));
    const lowered = envelopeTiers(grid(10, 10), heights, 1, 4);
    expect(Math.max(...lowered.heights)).toBe(16 - lowered.quantum);
    // A checkerboard of 400 islands at two heights: too many tiers until the step merges them.
    const board = Float32Array.from({ length: 40 * 40 }, (_, i) =>
      ((i % 40) + Math.floor(i / 40)) % 2 ? 3 : 1,
    );
    const coarse = envelopeTiers(grid(40, 40), board, 0, 12);
    expect(coarse.tiers.length).toBeLessThanOrEqual(MAX_TIERS);
    expect(coarse.quantum).toBeGreaterThan(0.25);
  });

  it("turns tiers into a shadow case's planned buildings (lon/lat, one building) the hikage contract takes", () => {
    const frame = new SiteFrame(135.5, 34.69);
    const heights = new Float32Array(25).fill(6);
    const tiers = envelopeTiers({ origin: [-2.5, -2.5], spacing: 1, nx: 5, ny: 5 }, heights, 0, 12);
    const planned = envelopeToPlannedBuildings(tiers.tiers, frame);
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({ id: "envelope-1", building: "envelope", height: 6, base_height: 0 });
    const [x0, y0, x1, y1] = frame.bbox(planned[0].footprint);
    for (const [got, want] of [
      [x0, -2.5],
      [y0, -2.5],
      [x1, 2.5],
      [y1, 2.5],
    ] as const)
      expect(got).toBeCloseTo(want, 1);
    const square = planned[0].footprint.coordinates[0];
    expect(square[0]).toEqual(square[square.length - 1]);
    expect(hikageParametersSchema.shape.planned_buildings.safeParse(planned).success).toBe(true);
  });
});

/** Random draws in 0..1 (fixed, so that the test repeats): width, depth, turn and skew of each site. */
const DRAWS = [
  [0.62, 0.13, 0.71, 0.44],
  [0.05, 0.91, 0.27, 0.83],
  [0.48, 0.57, 0.96, 0.09],
  [0.87, 0.36, 0.52, 0.65],
] as const;

describe("soundness", () => {
  it("random (fixed) quadrilateral sites: each engine envelope, stepped, passes forward without lowering", () => {
    const frame = new SiteFrame(139.7, 35.68);
    for (const [k, [dw, dh, dt, ds]] of DRAWS.entries()) {
      // A convex quadrilateral of 12-30 m sides, turned by a random angle.
      const w = 12 + 18 * dw;
      const h = 12 + 18 * dh;
      const turn = dt * Math.PI;
      const skew = (ds - 0.5) * 6;
      const corners = [
        [-w / 2, -h / 2],
        [w / 2 + skew, -h / 2],
        [w / 2, h / 2],
        [-w / 2 - skew, h / 2],
      ].map(([x = 0, y = 0]) => [
        x * Math.cos(turn) - y * Math.sin(turn),
        x * Math.sin(turn) + y * Math.cos(turn),
      ]);
      const ring = [...corners, corners[0]].map(([x = 0, y = 0]) => frame.toLonLat(x, y));
      const hours5 = [3, 4, 5][k % 3];
      const hours10 = [2, 2.5, 3][k % 3];
      const setup = gyakuhikageSetup(
        gyakuhikageParameters({
          site_boundary: { type: "Polygon", coordinates: [ring] },
          limits: { hours5, hours10 },
          grid_spacing: 1,
        }),
      );
      const checked = checkedEnvelope(setup, computeShadowEnvelope(setup.envelopeInput));
      expect(checked.verdict.pass).toBe(true);
      expect(checked.lowered).toBe(0);
    }
  }, 240_000);
});
