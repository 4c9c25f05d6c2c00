import { describe, expect, it } from "vitest";
import { powerLevel } from "./asj";
import type { RoadNoiseRoad } from "./compute";
import { computeRoadNoise, offsetLine } from "./compute";

const at = (points: [number, number, number][]) => ({
  x: Float64Array.from(points, (p) => p[0]),
  y: Float64Array.from(points, (p) => p[1]),
  z: Float64Array.from(points, (p) => p[2]),
});

/** One straight lane along x from -half to +half. */
function straight(half: number, lane: Partial<RoadNoiseRoad["lanes"][number]> = {}): RoadNoiseRoad {
  return {
    points: [
      [-half, 0],
      [half, 0],
    ],
    flow: "steady",
    pavement: "dense",
    gradientPercent: 0,
    lanes: [
      { offset: 0, speedKmh: 60, day: { small: 1000, large: 0 }, night: { small: 100, large: 0 }, ...lane },
    ],
  };
}

describe("ASJ RTN-Model 2018 unit pattern", () => {
  it("reproduces the closed form of L_AE for one long straight lane over hard ground", () => {
    // L_AE = 10 lg(∫ 10^((L_WA - 8 - 20 lg r)/10) dx / V) = L_WA - 8 + 10 lg(∫ dx / (x² + ρ²) / V) and
    // ∫_{-L}^{L} dx / (x² + ρ²) = (2/ρ) atan(L/ρ), ρ the receiver's distance from the lane (plan and height)
    const half = 500;
    const v = 60 / 3.6;
    for (const [d, h] of [
      [10, 1.2],
      [25, 1.2],
      [60, 4],
    ] as const) {
      const rho = Math.hypot(d, h);
      const lae =
        powerLevel("small", "steady", "dense", 60) -
        8 +
        10 * Math.log10(((2 / rho) * Math.atan(half / rho)) / v);
      const result = computeRoadNoise({ roads: [straight(half)], air: false }, at([[0, d, h]]));
      expect(result.day[0]).toBeCloseTo(lae + 10 * Math.log10(1000 / 3600), 1);
      expect(Math.abs(result.day[0]! - (lae + 10 * Math.log10(1000 / 3600)))).toBeLessThan(0.02);
      // the night has a tenth of the traffic: 10 dB less
      expect(result.day[0]! - result.night[0]!).toBeCloseTo(10, 10);
    }
  });

  it("sums the classes by energy and lowers the level by the air term far off", () => {
    const both = computeRoadNoise(
      {
        roads: [straight(500, { day: { small: 1000, large: 100 }, night: { small: 0, large: 0 } })],
        air: false,
      },
      at([[0, 20, 1.2]]),
    ).day[0]!;
    const small = computeRoadNoise({ roads: [straight(500)], air: false }, at([[0, 20, 1.2]])).day[0]!;
    const large = computeRoadNoise(
      {
        roads: [straight(500, { day: { small: 0, large: 100 }, night: { small: 0, large: 0 } })],
        air: false,
      },
      at([[0, 20, 1.2]]),
    ).day[0]!;
    expect(both).toBeCloseTo(10 * Math.log10(10 ** (small / 10) + 10 ** (large / 10)), 10);
    const withAir = computeRoadNoise({ roads: [straight(500)] }, at([[0, 200, 1.2]])).day[0]!;
    const without = computeRoadNoise({ roads: [straight(500)], air: false }, at([[0, 200, 1.2]])).day[0]!;
    expect(without - withAir).toBeGreaterThan(0.5);
    expect(without - withAir).toBeLessThan(3);
  });

  it("screens behind a barrier and a building, and gives NaN inside a building", () => {
    const road = straight(300);
    const free = computeRoadNoise({ roads: [road] }, at([[0, 30, 1.2]])).day[0]!;
    const barrier = computeRoadNoise(
      {
        roads: [road],
        barriers: [
          {
            points: [
              [-300, 5],
              [300, 5],
            ],
            height: 3,
          },
        ],
      },
      at([[0, 30, 1.2]]),
    ).day[0]!;
    expect(free - barrier).toBeGreaterThan(8);
    expect(free - barrier).toBeLessThan(25);
    const block = {
      footprint: [
        [-300, 10],
        [300, 10],
        [300, 20],
        [-300, 20],
      ] as [number, number][],
      height: 10,
    };
    const behind = computeRoadNoise(
      { roads: [road], buildings: [block] },
      at([
        [0, 30, 1.2],
        [0, 15, 1.2],
      ]),
    );
    expect(free - behind.day[0]!).toBeGreaterThan(free - barrier);
    expect(behind.day[1]).toBeNaN();
  });

  it("puts offset lanes on parallel lines, left of the drawing direction when positive", () => {
    const line = offsetLine(
      [
        [0, 0],
        [10, 0],
        [10, 10],
      ],
      2,
    );
    expect(line[0]).toEqual([0, 2]);
    expect(line[1]![0]).toBeCloseTo(8, 10);
    expect(line[1]![1]).toBeCloseTo(2, 10);
    expect(line[2]![0]).toBeCloseTo(8, 10);
    expect(line[2]![1]).toBeCloseTo(10, 10);
  });

  it("applies the gradient uphill: to the lanes left of the line when it rises along the drawing", () => {
    const lane = { day: { small: 0, large: 100 }, night: { small: 0, large: 0 } };
    const flat = computeRoadNoise({ roads: [straight(300, { ...lane, offset: 1 })] }, at([[0, 30, 1.2]]))
      .day[0]!;
    const up = { ...straight(300, { ...lane, offset: 1 }), gradientPercent: 4 };
    const down = { ...straight(300, { ...lane, offset: -1 }), gradientPercent: 4 };
    const upLevel = computeRoadNoise({ roads: [up] }, at([[0, 30, 1.2]])).day[0]!;
    expect(upLevel - flat).toBeCloseTo(0.14 * 4 + 0.05 * 16, 10);
    const downFlat = computeRoadNoise({ roads: [straight(300, { ...lane, offset: -1 })] }, at([[0, 30, 1.2]]))
      .day[0]!;
    expect(computeRoadNoise({ roads: [down] }, at([[0, 30, 1.2]])).day[0]).toBeCloseTo(downFlat, 10);
  });
});
