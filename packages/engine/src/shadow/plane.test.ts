import { describe, expect, it } from "vitest";
import vectors from "../../test/fixtures/shadow/sun-vectors.json";
import { gridFromBbox } from "../grid/grid";
import { regulationSun } from "../sun/regulation";
import { shadePlane } from "./plane";
import { shadePoints } from "./points";
import { buildSchedule } from "./schedule";
import { prepareScene, shadowPerMeter } from "./scene";
import { prismToMesh } from "./synthetic";
import type { Building, PrismBuilding } from "./types";

const LAT = vectors.regulation.tokyo.latitude;
const sun = (t: number) => regulationSun(LAT, -23.45, t).vector;
const square = (x0: number, y0: number, x1: number, y1: number, height: number, base = 0): Building => ({
  footprint: [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ],
  base,
  height,
});
const boxMesh = (x0: number, y0: number, x1: number, y1: number, z0: number, z1: number): Building => {
  const v = [
    [x0, y0, z0],
    [x1, y0, z0],
    [x1, y1, z0],
    [x0, y1, z0],
    [x0, y0, z1],
    [x1, y0, z1],
    [x1, y1, z1],
    [x0, y1, z1],
  ];
  const faces = [
    [0, 2, 1, 0, 3, 2],
    [4, 5, 6, 4, 6, 7],
    [0, 1, 5, 0, 5, 4],
    [1, 2, 6, 1, 6, 5],
    [2, 3, 7, 2, 7, 6],
    [3, 0, 4, 3, 4, 7],
  ].flat();
  return { positions: v.flat(), indices: faces };
};

const window8to16 = (step: number, output = 60) => buildSchedule(sun, 8, 16, step, output);
const at = (grid: ReturnType<typeof gridFromBbox>, hours: Float32Array, x: number, y: number) =>
  hours[
    Math.round((y - grid.originY) / grid.spacing) * grid.nx + Math.round((x - grid.originX) / grid.spacing)
  ] ?? NaN;

describe("shade on a plane", () => {
  const grid = gridFromBbox([-60, -20, 60, 80], 1);

  it("a cell shaded the whole window gets exactly the window length (any step)", () => {
    const scene = prepareScene([square(-10, -10, 10, 10, 20)]);
    for (const step of [1, 5, 7]) {
      const { hours } = shadePlane(scene, grid, window8to16(step, step), { planeZ: 4 });
      expect(at(grid, hours, 0, 0)).toBeCloseTo(8, 5);
    }
  });

  it("an empty building set gives zero shade", () => {
    const { hours } = shadePlane(prepareScene([]), grid, window8to16(5), { planeZ: 4 });
    expect(hours.every((h) => h === 0)).toBe(true);
  });

  it("a building whose top is below the plane casts nothing", () => {
    const { hours } = shadePlane(prepareScene([square(-10, -10, 10, 10, 3)]), grid, window8to16(5), {
      planeZ: 4,
    });
    expect(hours.every((h) => h === 0)).toBe(true);
  });

  it("a square at true solar noon is symmetric east-west", () => {
    const scene = prepareScene([square(-10, -10, 10, 10, 20)]);
    const { hours } = shadePlane(scene, grid, window8to16(5), { planeZ: 4 });
    let shaded = 0;
    for (let j = 0; j < grid.ny; j++) {
      for (let i = 0; i < grid.nx; i++) {
        const a = hours[j * grid.nx + i]!;
        const b = hours[j * grid.nx + (grid.nx - 1 - i)]!;
        expect(Math.abs(a - b)).toBeLessThan(1e-5);
        if (a > 0) shaded++;
      }
    }
    expect(shaded).toBeGreaterThan(1000);
  });

  it("the pole shadow tips of VECTORS §1.1 come out of the projection", () => {
    const rows = vectors.regulation.tokyo.rows;
    const schedule = buildSchedule(sun, 8, 16, 60, 60);
    for (const row of rows) {
      const k = Math.round(row.time - 8);
      const tip = shadowPerMeter(schedule.vectors, k);
      expect(tip).not.toBeNull();
      expect(Math.abs((tip?.[0] ?? 0) - row.tip[0]!)).toBeLessThanOrEqual(0.001);
      expect(Math.abs((tip?.[1] ?? 0) - row.tip[1]!)).toBeLessThanOrEqual(0.001);
    }
  });

  it("a thin 1 m pole shades the point 0.99 of the way to the tip but not 1.01 (points mode)", () => {
    const scene = prepareScene([square(-0.001, -0.001, 0.001, 0.001, 1)]);
    for (const row of vectors.regulation.tokyo.rows) {
      const s = () => sun(row.time);
      const near = [row.tip[0]! * 0.99, row.tip[1]! * 0.99] as const;
      const far = [row.tip[0]! * 1.01, row.tip[1]! * 1.01] as const;
      const [a, b] = shadePoints(scene, [near, far], s, 0, 1, { planeZ: 0, scanMinutes: 60 });
      expect(a?.shadeHours).toBe(1);
      expect(b?.shadeHours).toBe(0);
    }
  });

  it("an L-shaped prism shades exactly like the two rectangles it is made of", () => {
    const l: Building = {
      footprint: [
        [0, 0],
        [20, 0],
        [20, 8],
        [8, 8],
        [8, 20],
        [0, 20],
      ],
      base: 0,
      height: 15,
    };
    const g = gridFromBbox([-40, -10, 40, 60], 1);
    const one = shadePlane(prepareScene([l]), g, window8to16(10), { planeZ: 1.5 });
    const two = shadePlane(
      prepareScene([square(0, 0, 20, 8, 15), square(0, 8, 8, 20, 15)]),
      g,
      window8to16(10),
      {
        planeZ: 1.5,
      },
    );
    let differ = 0;
    for (let c = 0; c < one.hours.length; c++)
      if (Math.abs((one.hours[c] ?? 0) - (two.hours[c] ?? 0)) > 1e-5) differ++;
    // Only cells exactly on the shared inner edge may differ (boundary rule), and they do not here.
    expect(differ).toBe(0);
    expect(one.masks.length).toBe(9);
  });

  it("a triangle-mesh box shades like the same LOD1 prism (walls cut at the plane)", () => {
    const g = gridFromBbox([-60, -20, 60, 80], 1);
    const prism = shadePlane(prepareScene([square(-10, -10, 10, 10, 20)]), g, window8to16(10), { planeZ: 4 });
    const mesh = shadePlane(prepareScene([boxMesh(-10, -10, 10, 10, 0, 20)]), g, window8to16(10), {
      planeZ: 4,
    });
    let differ = 0;
    for (let c = 0; c < prism.hours.length; c++)
      if (Math.abs((prism.hours[c] ?? 0) - (mesh.hours[c] ?? 0)) > 1e-5) differ++;
    expect(differ).toBe(0);
  });

  it("a closed mesh (sun-facing triangles only) shades like the prism it was made from", () => {
    const g = gridFromBbox([-60, -20, 60, 80], 1);
    const box = square(-10, -10, 10, 10, 20) as PrismBuilding;
    const mesh = prismToMesh(box, 3, 2);
    expect(mesh.closed).toBe(true);
    const a = shadePlane(prepareScene([box]), g, window8to16(10), { planeZ: 4 });
    const b = shadePlane(prepareScene([mesh]), g, window8to16(10), { planeZ: 4 });
    const c = shadePlane(prepareScene([{ ...mesh, closed: false }]), g, window8to16(10), { planeZ: 4 });
    expect(b.hours).toEqual(c.hours);
    let differ = 0;
    for (let i = 0; i < a.hours.length; i++)
      if (Math.abs((a.hours[i] ?? 0) - (b.hours[i] ?? 0)) > 1e-5) differ++;
    expect(differ).toBe(0);
  });

  it("a courtyard (hole) is lit while the surrounding ring is shaded", () => {
    const ring: Building = {
      footprint: [
        [-30, -30],
        [30, -30],
        [30, 30],
        [-30, 30],
      ],
      holes: [
        [
          [-20, -20],
          [20, -20],
          [20, 20],
          [-20, 20],
        ],
      ],
      base: 0,
      height: 6,
    };
    const g = gridFromBbox([-40, -40, 40, 60], 1);
    const { hours } = shadePlane(prepareScene([ring]), g, window8to16(10), { planeZ: 4 });
    expect(at(g, hours, 25, 0)).toBeCloseTo(8, 5); // inside the wing
    // 2 m above the plane, the south wing's shadow reaches 2 x cot h (3.3-14 m) into the courtyard.
    expect(at(g, hours, 0, -19)).toBeCloseTo(8, 5);
    expect(at(g, hours, 0, 0)).toBe(0);
  });
});

describe("grid vs exact points mode", () => {
  it("agree within one calculation interval per shade transition", () => {
    const buildings = [square(-10, -10, 10, 10, 20), square(15, 5, 25, 30, 12), square(-30, 20, -18, 28, 30)];
    const scene = prepareScene(buildings);
    const grid = gridFromBbox([-50, -15, 50, 75], 2);
    const stepMinutes = 5;
    const { hours } = shadePlane(scene, grid, window8to16(stepMinutes), { planeZ: 4 });
    const pts: [number, number][] = [];
    for (let j = 0; j < grid.ny; j += 3)
      for (let i = 0; i < grid.nx; i += 3)
        pts.push([grid.originX + i * grid.spacing, grid.originY + j * grid.spacing]);
    const exact = shadePoints(scene, pts, sun, 8, 16, { planeZ: 4 });
    let checked = 0;
    for (const p of exact) {
      const g = at(grid, hours, p.x, p.y);
      const transitions = p.intervals.reduce((n, [a, b]) => n + (a > 8 ? 1 : 0) + (b < 16 ? 1 : 0), 0);
      expect(Math.abs(g - p.shadeHours)).toBeLessThanOrEqual((transitions * stepMinutes) / 60 + 1e-6);
      if (transitions > 0) checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
