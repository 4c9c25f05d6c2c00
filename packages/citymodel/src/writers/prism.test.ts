import { describe, expect, it } from "vitest";
import type { LocalBuilding } from "../local";
import { prismTriangles } from "./prism";

const normal = (t: number[]) => {
  const [ax, ay, az, bx, by, bz, cx, cy, cz] = t as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [ux, uy, uz, vx, vy, vz] = [bx - ax, by - ay, bz - az, cx - ax, cy - ay, cz - az];
  return [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx] as [number, number, number];
};

describe("prismTriangles", () => {
  it("closes a 10 m square from 2 to 12 m with outward faces", () => {
    const ring = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ] as const;
    const b = { prism: { rings: [[ring]], baseZ: 2, topZ: 12 } } as unknown as LocalBuilding;
    const t = prismTriangles(b);
    expect(t.length / 9).toBe(2 + 2 + 8);
    let up = 0;
    let down = 0;
    for (let i = 0; i < t.length; i += 9) {
      const tri = t.slice(i, i + 9);
      const [nx, ny, nz] = normal(tri);
      const cx = (tri[0] + tri[3] + tri[6]) / 3 - 5;
      const cy = (tri[1] + tri[4] + tri[7]) / 3 - 5;
      if (nz > 0) up++;
      else if (nz < 0) down++;
      else expect(nx * cx + ny * cy).toBeGreaterThan(0); // walls face away from the centre
    }
    expect([up, down]).toEqual([2, 2]);
  });
});
