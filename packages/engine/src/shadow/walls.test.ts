import { describe, expect, it } from "vitest";
import { regulationSun } from "../sun/regulation";
import { isShaded } from "./points";
import { buildSchedule } from "./schedule";
import { prepareScene } from "./scene";
import { runShadowScene } from "./run";
import { prismToMesh } from "./synthetic";
import type { Building } from "./types";
import { wallSampleCount, wallSamples } from "./wallSamples";
import { bitWords, wallHours, wallHoursExact, wallSunlitBits } from "./walls";

const sun = (t: number) => regulationSun(35.6833, -23.45, t).vector;
const schedule = buildSchedule(sun, 8, 16, 10, 60);
const box = (x0: number, y0: number, x1: number, y1: number, height: number): Building => ({
  footprint: [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ],
  base: 0,
  height,
});

describe("wall samples", () => {
  it("cut LOD1 walls into 1 m cells keyed by building and edge", () => {
    const scene = prepareScene([box(0, 0, 10, 4, 6)]);
    const s = wallSamples(scene, 1);
    expect(s.count).toBe((10 + 4 + 10 + 4) * 6);
    expect(new Set(s.surface)).toEqual(new Set([0, 1, 2, 3]));
    // Edge 0 runs along y = 0 (the south wall): outward normal -y.
    const i = s.surface.indexOf(0);
    expect([s.normal[i * 3], s.normal[i * 3 + 1]]).toEqual([0, -1]);
  });

  it("sample mesh wall triangles (not roofs)", () => {
    const mesh = prismToMesh(box(0, 0, 2, 2, 2) as never, 1, 1);
    const s = wallSamples(prepareScene([mesh]), 1);
    // 4 walls x 2 right triangles (legs 2 m, hypotenuse 2.83 m -> 3 divisions, 3² samples); no roof, floor.
    expect(s.count).toBe(4 * 2 * 9);
  });

  it("are counted before they are made: wallSampleCount equals the samples made (prisms, meshes, targets)", () => {
    const scene = prepareScene([
      box(0, 0, 10.3, 4.1, 6.2),
      prismToMesh(box(20, 0, 27, 5, 9) as never, 2, 3),
      box(40, 0, 43, 3, 2),
    ]);
    for (const [spacing, targets] of [
      [1, undefined],
      [0.25, new Set([1])],
      [2.5, new Set([0, 2])],
    ] as const) {
      const made = wallSamples(scene, spacing, targets);
      expect(wallSampleCount(scene, spacing, targets)).toBe(made.count);
      expect(made.position.length).toBe(made.count * 3);
      expect(made.count).toBeGreaterThan(0);
    }
  });
});

describe("wall sun and shade (壁面日影)", () => {
  it("a lone box: south wall sunlit all window, north never, east the morning (no self-shadow acne)", () => {
    const scene = prepareScene([box(-10, -5, 10, 5, 12)]);
    const samples = wallSamples(scene, 1);
    const bits = wallSunlitBits(scene, samples, schedule);
    const hours = wallHours(bits, samples.count, schedule);
    const dt = 10 / 60;
    for (let i = 0; i < samples.count; i++) {
      const nx = samples.normal[i * 3]!;
      const ny = samples.normal[i * 3 + 1]!;
      const h = hours.sunlit[i]!;
      if (ny < -0.5) expect(h).toBeCloseTo(8, 5);
      if (ny > 0.5) expect(h).toBe(0);
      // Sun east of south until 12:00: steps 8:00-11:50 sunlit, trapezoid 4 h - dt / 2.
      if (nx > 0.5) expect(h).toBeCloseTo(4 - dt / 2, 5);
      expect(hours.shaded[i]! + h).toBeCloseTo(8, 5);
      let sum = 0;
      for (let m = 0; m < hours.intervals.length; m++)
        sum += hours.sunlitPerInterval[i * hours.intervals.length + m]!;
      expect(sum).toBeCloseTo(h, 5);
    }
    expect(hours.intervals.length).toBe(8);
  });

  it("exact hours: the east wall of a lone box is sunlit until noon to the second, not to the step", () => {
    const scene = prepareScene([box(-10, -5, 10, 5, 12)]);
    const samples = wallSamples(scene, 1);
    const hours = wallHoursExact(scene, samples, schedule);
    for (let i = 0; i < samples.count; i++) {
      const nx = samples.normal[i * 3]!;
      if (nx > 0.5) expect(hours.sunlit[i]!).toBeCloseTo(4, 3);
      if (nx < -0.5) expect(hours.sunlit[i]!).toBeCloseTo(4, 3);
    }
  });

  it("agrees with the exact point test at every sample-step on a street of buildings with an L-shaped one", () => {
    const buildings: Building[] = [
      box(-10, -30, 10, -20, 25),
      box(-8, 0, 8, 8, 10),
      {
        footprint: [
          [20, 0],
          [40, 0],
          [40, 6],
          [26, 6],
          [26, 20],
          [20, 20],
        ],
        base: 0,
        height: 14,
      },
    ];
    const scene = prepareScene(buildings);
    const samples = wallSamples(scene, 1);
    const bits = wallSunlitBits(scene, samples, schedule);
    const words = bitWords(schedule);
    let agree = 0;
    let total = 0;
    let shadedByOthers = 0;
    for (let k = 0; k < schedule.times.length; k++) {
      const s = [schedule.vectors[k * 3], schedule.vectors[k * 3 + 1], schedule.vectors[k * 3 + 2]] as [
        number,
        number,
        number,
      ];
      for (let i = 0; i < samples.count; i++) {
        const n = [samples.normal[i * 3], samples.normal[i * 3 + 1], samples.normal[i * 3 + 2]] as number[];
        const facing = n[0]! * s[0] + n[1]! * s[1] + n[2]! * s[2] > 0;
        const [x, y, z] = [
          samples.position[i * 3],
          samples.position[i * 3 + 1],
          samples.position[i * 3 + 2],
        ] as number[];
        const blocked = isShaded(scene, x!, y!, z!, s);
        const exact = facing && !blocked;
        if (facing && blocked) shadedByOthers++;
        const got = ((bits[i * words + (k >>> 5)]! >>> (k & 31)) & 1) === 1;
        total++;
        if (got === exact) agree++;
      }
    }
    expect(shadedByOthers).toBeGreaterThan(500);
    expect(agree).toBe(total);
  });
});

describe("walls in a scene", () => {
  it("are keyed by building and surface, with hours per output interval", () => {
    const r = runShadowScene({
      sun: { latitude: 35.6833, stepMinutes: 10, outputMinutes: 120 },
      buildings: [
        { id: "a", ...box(-10, -5, 10, 5, 4) },
        { id: "b", ...box(30, 30, 40, 40, 4) },
      ],
      walls: { buildings: ["a"] },
    });
    expect(r.walls?.buildings.map((b) => b.id)).toEqual(["a"]);
    expect(r.walls?.intervals).toEqual([
      [8, 10],
      [10, 12],
      [12, 14],
      [14, 16],
    ]);
    const south = r.walls?.buildings[0]?.surfaces.find((s) => s.normal[1] === -1);
    expect(south?.samples.length).toBe(20 * 4);
    expect(
      south?.samples.every((s) => s.sunlitHours === 8 && s.sunlitPerInterval.every((h) => h === 2)),
    ).toBe(true);
  });
});
