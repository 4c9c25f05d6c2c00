// Sky factor against closed-form references (derived in README.md): the finite wall, a box from a corner,
// a stepped building (union, not sum), an overhang over the eye and a large roof covering the zenith.
import { describe, expect, it } from "vitest";
import { skyFactor } from "./skyFactor";
import { abOf, cornerRectangleAb, loose, p, wallAb, wallSpanAb } from "./test/reference";
import { tierSolid } from "./tiers";
import type { Solid, Vec3 } from "./types";

const O = p(0, 0, 0);
const rect = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
/** A wall facing south at y = d from x = s1 to s2, from z0 to z1. */
const wall = (d: number, s1: number, s2: number, z0: number, z1: number): Solid =>
  loose([p(s1, d, z0), p(s2, d, z0), p(s2, d, z1), p(s1, d, z1)]);
/** Sum of the faces' Ab one by one (front faces only when the solid is outward): the wrong method. */
const summedAb = (eye: Vec3, solids: Solid[]): number =>
  solids
    .flatMap((s) => s.faces.map((f) => ({ faces: [f], outward: s.outward })))
    .reduce((sum, one) => sum + abOf(skyFactor(eye, [one])), 0);

describe("skyFactor: walls", () => {
  it("matches the finite-wall closed form, the eye on the wall's base plane", () => {
    for (const [d, h, s1, s2] of [
      [10, 10, -5, 20],
      [3, 25, 1, 4],
      [30, 5, -100, -2],
    ] as const) {
      const rs = skyFactor(O, [wall(d, s1, s2, 0, h)]);
      expect(abOf(rs)).toBeCloseTo(wallSpanAb(d, h, s1, s2), 10);
    }
  });

  it("gives (1 + cos α) / 2 for a very long wall, within the analytic tail bound", () => {
    // the tails beyond ±ψm = ±atan(L / d) hold at most 2 · ½ ∫ (h² / d²) cos²ψ dψ ≤ h² d / (3 L³) of Ab
    const [d, h, L] = [10, 20, 1e4];
    const alpha = Math.atan(h / d);
    const rs = skyFactor(p(0, 0, 1.5), [wall(d, -L, L, 1.5, 1.5 + h)]);
    const bound = (h * h * d) / (3 * L ** 3) / Math.PI;
    expect(Math.abs(rs - (1 + Math.cos(alpha)) / 2)).toBeLessThan(bound + 1e-12);
    expect(rs).toBeCloseTo((1 + Math.cos(alpha)) / 2, 9);
  });

  it("adds the two visible walls of a box seen from a corner", () => {
    const box = tierSolid(rect(6, 4, 16, 12), 0, 18);
    const expected = wallSpanAb(4, 18, 6, 16) + wallSpanAb(6, 18, 4, 12);
    expect(abOf(skyFactor(O, [box]))).toBeCloseTo(expected, 10);
    // without back-face culling the top and back faces hide behind the front ones: same union
    expect(abOf(skyFactor(O, [{ faces: box.faces }]))).toBeCloseTo(expected, 10);
  });

  it("keeps its value when the scene turns about the eye (quadrant seams cut elsewhere)", () => {
    const solids = [tierSolid(rect(-8, 5, 9, 14), 0, 22), tierSolid(rect(-3, -12, 2, -6), 2, 9)];
    const base = skyFactor(O, solids);
    for (const turn of [0.3, 1.1, 2.5, 4]) {
      const [c, s] = [Math.cos(turn), Math.sin(turn)];
      const turned = solids.map((solid) => ({
        outward: true,
        faces: solid.faces.map((f) => f.map((v) => p(c * v.x - s * v.y, s * v.x + c * v.y, v.z))),
      }));
      expect(skyFactor(O, turned)).toBeCloseTo(base, 10);
    }
  });
});

describe("skyFactor: union, not sum", () => {
  it("unions a stepped building (tower behind a podium) where summing faces is wrong", () => {
    const podium = tierSolid(rect(-20, 8, 20, 30), 0, 10);
    const tower = tierSolid(rect(-6, 14, 6, 26), 0, 40);
    const towerPsi = Math.atan(6 / 14);
    const expected =
      wallAb(14, 40, -towerPsi, towerPsi) +
      wallAb(8, 10, Math.atan(-20 / 8), -towerPsi) +
      wallAb(8, 10, towerPsi, Math.atan(20 / 8));
    const rs = skyFactor(O, [podium, tower]);
    expect(abOf(rs)).toBeCloseTo(expected, 10);
    // the sum counts the podium's front behind the tower twice
    const error = (summedAb(O, [podium, tower]) - abOf(rs)) / Math.PI;
    expect(error).toBeCloseTo(wallAb(8, 10, -towerPsi, towerPsi) / Math.PI, 10);
    expect(error).toBeGreaterThan(0.04);
  });

  it("sees only the soffit from under an overhang; the faces' sum doubles it", () => {
    const eye = p(0, 0, 1.5);
    const lifted = tierSolid(rect(-4, -5, 12, 10), 4.5, 12);
    const c = 3;
    const expected =
      cornerRectangleAb(4, 5, c) +
      cornerRectangleAb(12, 5, c) +
      cornerRectangleAb(12, 10, c) +
      cornerRectangleAb(4, 10, c);
    expect(abOf(skyFactor(eye, [lifted]))).toBeCloseTo(expected, 10);
    const unculled = { faces: lifted.faces };
    expect(abOf(skyFactor(eye, [unculled]))).toBeCloseTo(expected, 10);
    expect((summedAb(eye, [unculled]) - expected) / Math.PI).toBeGreaterThan(0.14);
  });

  it("tends to Rs = 0 under a large roof (square: four corner rectangles)", () => {
    for (const half of [5, 50, 500]) {
      const roof = tierSolid(rect(-half, -half, half, half), 3, 3.5);
      expect(abOf(skyFactor(O, [roof]))).toBeCloseTo(4 * cornerRectangleAb(half, half, 3), 10);
    }
    expect(skyFactor(O, [tierSolid(rect(-1e5, -1e5, 1e5, 1e5), 3, 4)])).toBeLessThan(1e-4);
  });
});

describe("skyFactor: edge cases", () => {
  it("gives 1 with nothing above the eye, degenerate faces or no faces", () => {
    expect(skyFactor(O, [])).toBe(1);
    expect(skyFactor(p(0, 0, 30), [tierSolid(rect(5, 5, 15, 15), 0, 20)])).toBe(1);
    const flat = loose([p(1, 1, 5), p(2, 2, 5), p(3, 3, 5)], [p(1, 1, 5), p(2, 2, 6)]);
    expect(skyFactor(O, [flat])).toBe(1);
  });

  it("sees a face edge-on when the eye is on its plane", () => {
    // the box's south face lies in y = 0 through the eye: only its west face (x = 5) blocks
    const box = tierSolid(rect(5, 0, 15, 10), 0, 12);
    expect(abOf(skyFactor(O, [box]))).toBeCloseTo(wallSpanAb(5, 12, 0, 10), 10);
    expect(skyFactor(O, [loose([p(-5, 0, 0), p(5, 0, 0), p(5, 0, 9), p(-5, 0, 9)])])).toBe(1);
  });

  it("measures a non-convex face as the union of its parts", () => {
    const l = [p(-3, -3, 4), p(9, -3, 4), p(9, 2, 4), p(2, 2, 4), p(2, 8, 4), p(-3, 8, 4)];
    const parts = [
      loose([p(-3, -3, 4), p(9, -3, 4), p(9, 2, 4), p(-3, 2, 4)]),
      loose([p(-3, 2, 4), p(2, 2, 4), p(2, 8, 4), p(-3, 8, 4)]),
    ];
    expect(skyFactor(O, [loose(l)])).toBeCloseTo(skyFactor(O, parts), 10);
    expect(abOf(skyFactor(O, [loose(l)]))).toBeCloseTo(
      // by quadrants about the point overhead: (9, 2) + (9, 3) + (3, 3) + (3, 8) + (2, 8) − (2, 2)
      cornerRectangleAb(9, 2, 4) +
        cornerRectangleAb(9, 3, 4) +
        cornerRectangleAb(3, 3, 4) +
        cornerRectangleAb(3, 8, 4) +
        cornerRectangleAb(2, 8, 4) -
        cornerRectangleAb(2, 2, 4),
      10,
    );
  });
});
