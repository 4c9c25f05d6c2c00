import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { triangulatePolygon } from "./triangulate";
import { samplePath } from "../testing/samples";

const M = 111_320;
/** Vector area (m2) of a 3D ring of (lon, lat, z) triples, by the cross-product sum (independent of earcut). */
function ringArea(ring: number[], lat0: number): number {
  const k = M * Math.cos((lat0 * Math.PI) / 180);
  const p = (i: number) => [ring[3 * i] * k, ring[3 * i + 1] * M, ring[3 * i + 2]];
  let [x, y, z] = [0, 0, 0];
  const n = ring.length / 3;
  for (let i = 0; i < n; i++) {
    const [ax, ay, az] = p(i) as [number, number, number];
    const [bx, by, bz] = p((i + 1) % n) as [number, number, number];
    x += ay * bz - az * by;
    y += az * bx - ax * bz;
    z += ax * by - ay * bx;
  }
  return Math.hypot(x, y, z) / 2;
}

describe("triangulatePolygon", () => {
  it("cuts a vertical wall (no 2D projection on the ground plane) into 2 triangles", () => {
    const out: number[] = [];
    expect(triangulatePolygon([[139, 35, 0, 139.001, 35, 0, 139.001, 35, 10, 139, 35, 10]], out)).toBe(2);
    expect(out).toHaveLength(18);
  });

  it("covers exactly the area of every LOD2 polygon of the Nishi-Shinjuku sample (holes included)", () => {
    const s = readFileSync(samplePath("citygml", "tokyo23_53394525_bldg_6697_2_op_unitysdk.gml"), "utf8");
    let polygons = 0;
    for (const p of s.split("<gml:Polygon").slice(1)) {
      const body = p.split("</gml:Polygon>")[0];
      const rings = [...body.matchAll(/<gml:posList>([^<]*)</g)].map((m) => {
        const v = m[1].trim().split(/\s+/).map(Number);
        const r: number[] = [];
        for (let i = 0; i + 3 < v.length; i += 3) r.push(v[i + 1], v[i], v[i + 2]);
        return r;
      });
      const lat0 = rings[0]?.[1];
      const expected = rings.reduce((a, r, i) => a + (i === 0 ? 1 : -1) * ringArea(r, lat0), 0);
      const out: number[] = [];
      triangulatePolygon(rings, out);
      let got = 0;
      for (let t = 0; t < out.length; t += 9) got += ringArea(out.slice(t, t + 9), lat0);
      // Not quite planar rings (mm) make triangle sums differ slightly from the vector area; a lost triangle
      // would cost far more.
      expect(Math.abs(got - expected)).toBeLessThan(1e-3 * expected + 0.01);
      polygons++;
    }
    expect(polygons).toBeGreaterThan(200);
  });
});
