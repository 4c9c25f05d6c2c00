import { describe, expect, it } from "vitest";
import type { Barrier, Building } from "./obstacles";
import { ObstacleIndex } from "./obstacles";
import { Propagator, uniformGround } from "./propagation";

// Source S = (0, 0, 1), receiver R = (20, 0, 1); 1 kHz band is index 4 (λ = 340 / 1000 = 0.34 m).
const S = { x: 0, y: 0, z: 1, lw: new Float64Array(8).fill(100) };

function bandLevels(obstacles: { buildings?: Building[]; barriers?: Barrier[] }, G: number, lateral = false) {
  const index = new ObstacleIndex(obstacles.buildings ?? [], obstacles.barriers ?? []);
  const p = new Propagator(index, uniformGround(G), {
    air: { temperature: 20, humidity: 70 },
    method: "iso9613-2",
    lateral,
    c0: 0,
  });
  const energy = new Float64Array(8);
  p.accumulate(S, 20, 0, 1, energy);
  return Array.from(energy, (e) => 10 * Math.log10(e));
}

const wall: Barrier = { points: [[10, -100], [10, 100]], height: 3 }; // prettier-ignore

describe("top-edge diffraction, hand-computed (ISO 9613-2 §7.4)", () => {
  it("single thin wall on hard ground: insertion loss = Dz", () => {
    // dss = dsr = √(10² + 2²) = 10.19804 m, d = 20 m, z = 2·10.19804 - 20 = 0.39608 m
    // Kmet = exp(-√(dss·dsr·d / (2z)) / 2000) = exp(-√(104·20 / 0.79216) / 2000) = 0.974704
    // 1 kHz: Dz = 10 lg(3 + (20 / 0.34)·0.39608·0.974704) = 10 lg(25.7096) = 14.1009 dB
    // 63 Hz (λ = 5.3968 m): Dz = 10 lg(3 + 3.7059·0.39608·0.974704) = 6.4647 dB
    // G = 0: Agr = -3 dB < 0, so A = Adiv + Aatm + Agr + Dz and the insertion loss is Dz.
    const free = bandLevels({}, 0);
    const screened = bandLevels({ barriers: [wall] }, 0);
    expect(free[4]! - screened[4]!).toBeCloseTo(14.1009, 3);
    expect(free[0]! - screened[0]!).toBeCloseTo(6.4647, 3);
  });

  it("on porous ground Abar = Dz - Agr when Agr > 0", () => {
    // G = 1, hs = hr = 1 m, dp = 20 m < 30 (hs + hr): q = 0; 1 kHz: d'(1) = 1.5 + 5 e^-0.9 (1 - e^-0.4)
    // = 2.17019, As = Ar = 0.67019, Agr = 1.34038 dB > 0 -> insertion loss = Dz - Agr = 12.7605 dB
    const free = bandLevels({}, 1);
    const screened = bandLevels({ barriers: [wall] }, 1);
    expect(free[4]! - screened[4]!).toBeCloseTo(14.1009 - 1.34038, 3);
  });

  it("floors Abar = Dz - Agr at 0: a wall never makes the top path louder (ISO/TR 17534-3 §5.6)", () => {
    // wall 1.05 m tall at x = 10 on porous ground: z = 2√(10² + 0.05²) - 20 = 0.00025 m, so Dz ≈ 4.78 dB at
    // every band; 250 Hz: c'(1) = 1.5 + 8.6 e^-0.09 (1 - e^-0.4) = 4.0912, Agr = 2 (c' - 1.5) = 5.18 dB > Dz:
    // Abar = 0 and the level is the unscreened one (it was 0.4 dB louder with Abar = Dz - Agr < 0)
    const low: Barrier = { points: [[10, -100], [10, 100]], height: 1.05 }; // prettier-ignore
    const free = bandLevels({}, 1);
    const screened = bandLevels({ barriers: [low] }, 1);
    expect(screened[2]!).toBeCloseTo(free[2]!, 9);
    screened.forEach((l, k) => expect(l).toBeLessThanOrEqual(free[k]! + 1e-9));
    // 1 kHz: Agr = 1.34 dB < Dz, so the wall still screens by Dz - Agr
    expect(free[4]! - screened[4]!).toBeGreaterThan(3);
  });

  it("a building is double diffraction over its two roof edges (C3 with e)", () => {
    // footprint x 8..12: edges at (8, 3) and (12, 3); dss = dsr = √68 = 8.24621, e = 4, z = 0.49242 m
    // C3 = (1 + (5λ/e)²) / (1/3 + (5λ/e)²) with 5λ/e = 0.425: 2.29712; Kmet = 0.981591
    // Dz = 10 lg(3 + 58.8235·2.29712·0.49242·0.981591) = 18.3451 dB (below the 25 dB cap)
    const block: Building = { footprint: [[8, -50], [12, -50], [12, 50], [8, 50]], height: 3 }; // prettier-ignore
    const free = bandLevels({}, 0);
    const screened = bandLevels({ buildings: [block] }, 0);
    expect(free[4]! - screened[4]!).toBeCloseTo(18.3451, 3);
  });

  it("caps Dz at 20 dB for a single edge", () => {
    const tall: Barrier = { points: [[10, -100], [10, 100]], height: 40 }; // prettier-ignore
    const free = bandLevels({}, 0);
    const screened = bandLevels({ barriers: [tall] }, 0);
    expect(free[7]! - screened[7]!).toBeCloseTo(20, 6);
  });

  it("a wall below the line of sight does nothing", () => {
    const low: Barrier = { points: [[10, -100], [10, 100]], height: 0.9 }; // prettier-ignore
    expect(bandLevels({ barriers: [low] }, 0)).toEqual(bandLevels({}, 0));
  });
});

describe("lateral diffraction around vertical edges", () => {
  it("adds both side paths by energy sum", () => {
    // 4 m wide, 10 m tall wall at x = 10: the top path is capped at 20 dB; each side path around (10, ±2)
    // has z = 2√(10² + 2²) - 20 = 0.39608 m, Kmet = 1: Dz = 10 lg(3 + 58.8235·0.39608) = 14.1993 dB
    // insertion loss = -10 lg(10^-2 + 2·10^-1.41993) = 10.6525 dB
    const short: Barrier = { points: [[10, -2], [10, 2]], height: 10 }; // prettier-ignore
    const free = bandLevels({}, 0, true);
    const screened = bandLevels({ barriers: [short] }, 0, true);
    expect(free[4]! - screened[4]!).toBeCloseTo(10.6525, 3);
  });

  it("takes the shorter way round an off-centre wall", () => {
    // wall x = 10 from y = -1 to y = 3, 10 m tall (top path capped at 20 dB):
    // left around (10, 3): z = 2√109 - 20 = 0.88061 m, Dz = 10 lg(3 + 58.8235·0.88061) = 17.3879 dB
    // right around (10, -1): z = 2√101 - 20 = 0.09975 m, Dz = 10 lg(3 + 58.8235·0.09975) = 9.4781 dB
    // insertion loss = -10 lg(10^-2 + 10^-1.73879 + 10^-0.94781) = 8.5073 dB
    const offset: Barrier = { points: [[10, -1], [10, 3]], height: 10 }; // prettier-ignore
    const free = bandLevels({}, 0, true);
    const screened = bandLevels({ barriers: [offset] }, 0, true);
    expect(free[4]! - screened[4]!).toBeCloseTo(8.5073, 3);
  });

  it("goes round an obstacle that does not cut the line of sight but stands in the lateral path's way", () => {
    // the 4 m wall of the first case plus a 10 m wall x = 15, y = 0.5 ... 6 beside the line of sight: the
    // left path S -> (10, 2) -> R crosses it at (15, 1), so it goes round (15, 6) instead:
    // z = √(15² + 6²) + √(5² + 6²) - 20 = 3.96574 m, Dz = 10 lg(3 + 58.8235·3.96574) = 23.7343 dB;
    // right path as before (14.1993 dB), top capped at 20 dB:
    // insertion loss = -10 lg(10^-2 + 10^-1.41993 + 10^-2.37343) = 12.8186 dB (10.6525 dB without the wall)
    const short: Barrier = { points: [[10, -2], [10, 2]], height: 10 }; // prettier-ignore
    const beside: Barrier = { points: [[15, 0.5], [15, 6]], height: 10 }; // prettier-ignore
    const free = bandLevels({}, 0, true);
    const screened = bandLevels({ barriers: [short, beside] }, 0, true);
    expect(free[4]! - screened[4]!).toBeCloseTo(12.8186, 3);
    // alone, the wall beside the line of sight does nothing
    expect(bandLevels({ barriers: [beside] }, 0, true)).toEqual(free);
  });
});
