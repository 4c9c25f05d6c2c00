import { describe, expect, it } from "vitest";
import { signedArea } from "../geometry";
import { regulationSun } from "../sun/regulation";
import { shadePoints } from "./points";
import { checkRegulation, deemedShift, offsetLine, REGULATION_PRESETS } from "./regulation";
import { buildSchedule } from "./schedule";
import { prepareScene } from "./scene";
import { runShadowScene } from "./run";
import type { PrismBuilding, Ring2 } from "./types";

const site: Ring2 = [
  [-10, -10],
  [10, -10],
  [10, 10],
  [-10, 10],
];
const sun = (t: number) => regulationSun(35.6833, -23.45, t).vector;
const schedule = buildSchedule(sun, 8, 16, 5, 60);
const building = (height: number): PrismBuilding => ({ footprint: site, base: 0, height });

const area = (path: { x: number; y: number }[]) => Math.abs(signedArea(path.map((p) => [p.x, p.y])));

describe("regulation lines", () => {
  it("the 5 m line of a 20 m square is the square grown by 5 m with round corners", () => {
    const [line] = offsetLine(site, 5);
    // 20² + 4 x 20 x 5 + π 5²
    expect(area(line ?? [])).toBeCloseTo(400 + 400 + Math.PI * 25, 0);
    const ys = (line ?? []).map((p) => p.y);
    expect(Math.max(...ys)).toBeCloseTo(15, 6);
  });

  it("a road on the south edge moves the boundary out by half its width", () => {
    const [line] = offsetLine(site, 5, [{ edge: 0, width: 8 }]);
    const ys = (line ?? []).map((p) => p.y);
    expect(Math.min(...ys)).toBeCloseTo(-19, 6); // -10 - 8/2 - 5
    expect(Math.max(...ys)).toBeCloseTo(15, 6);
  });

  it("a road wider than 10 m moves the boundary to 5 m short of its far side (art. 135-12)", () => {
    const [line] = offsetLine(site, 5, [{ edge: 0, width: 16 }]);
    const ys = (line ?? []).map((p) => p.y);
    expect(Math.min(...ys)).toBeCloseTo(-26, 6); // -10 - (16 - 5) - 5
    expect(deemedShift(10)).toBe(5);
    expect(deemedShift(16)).toBe(11);
  });
});

describe("regulation check", () => {
  it("a 20 m tower on its whole site fails 5h/3h with the worst point due north", () => {
    const result = checkRegulation(prepareScene([building(20)]), schedule, 4, { site, limits: "5h/3h" }, sun);
    expect(result.limits).toEqual({ hours5: 5, hours10: 3 });
    expect(result.pass).toBe(false);
    const [near, far] = result.zones;
    expect(near?.pass).toBe(false);
    expect(far?.pass).toBe(false);
    // On the 5 m line (6 m north of a 16 m high face) some points are shaded the whole window; beyond
    // 10 m the worst point is on the 10 m line's north side (y = 20), about 6.4 h.
    expect(near?.maxHours).toBeCloseTo(8, 5);
    expect(near?.worst?.y).toBeCloseTo(15, 3);
    expect(far?.worst?.y).toBeCloseTo(20, 3);
    expect(far?.maxHours).toBeGreaterThan(6.3);
    expect(far?.maxHours).toBeLessThan(6.5);
    const [exact] = shadePoints(
      prepareScene([building(20)]),
      [[far?.worst?.x ?? 0, far?.worst?.y ?? 0]],
      sun,
      8,
      16,
      {
        planeZ: 4,
      },
    );
    // The zones are judged in points mode: the worst point's hours are its exact hours.
    expect(Math.abs((far?.maxHours ?? 0) - (exact?.shadeHours ?? 0))).toBeLessThan(1e-6);
  });

  it("a low building passes 3h/2h (its shadow barely crosses the 5 m line at the corners)", () => {
    const result = checkRegulation(prepareScene([building(5)]), schedule, 4, { site, limits: "3h/2h" }, sun);
    expect(result.pass).toBe(true);
    expect(result.zones[0]?.maxHours).toBeGreaterThan(0);
    expect(result.zones[0]?.maxHours).toBeLessThan(1);
    expect(result.zones[1]?.maxHours).toBe(0);
  });

  it("custom limits and the Hokkaido presets", () => {
    const scene = prepareScene([building(20)]);
    const loose = checkRegulation(scene, schedule, 4, { site, limits: { hours5: 8.5, hours10: 8.5 } }, sun);
    expect(loose.pass).toBe(true);
    const hk = checkRegulation(
      scene,
      buildSchedule(sun, 9, 15, 10, 60),
      4,
      {
        site,
        limits: "hokkaido-4h/2.5h",
      },
      sun,
    );
    expect(hk.limits).toEqual({ hours5: 4, hours10: 2.5 });
    // 別表第4 in Hokkaido: each row 1 h shorter at 5-10 m and 0.5 h shorter beyond 10 m.
    for (const [row, hokkaido] of [
      ["3h/2h", "hokkaido-2h/1.5h"],
      ["4h/2.5h", "hokkaido-3h/2h"],
      ["5h/3h", "hokkaido-4h/2.5h"],
    ] as const) {
      const [near, far] = REGULATION_PRESETS[row];
      expect(REGULATION_PRESETS[hokkaido]).toEqual([near - 1, far - 0.5]);
    }
    expect(() =>
      checkRegulation(scene, schedule, 4, { site, limits: { hours5: 0, hours10: 1 } }, sun),
    ).toThrow(expect.objectContaining({ code: "invalid_regulation" }));
  });
});

describe("regulation in a scene", () => {
  it("evaluates only the buildings flagged planned", () => {
    const neighbour = {
      footprint: [
        [-10, 30],
        [10, 30],
        [10, 50],
        [-10, 50],
      ],
      base: 0,
      height: 40,
    };
    const scene = {
      sun: { latitude: 35.6833, stepMinutes: 10 },
      buildings: [{ ...building(5), planned: true }, neighbour],
      regulation: { site, limits: "3h/2h" },
    };
    const r = runShadowScene(scene);
    expect(r.regulation?.pass).toBe(true);
    const all = runShadowScene({ ...scene, buildings: [building(5), neighbour] });
    expect(all.regulation?.pass).toBe(false);
  });
});
