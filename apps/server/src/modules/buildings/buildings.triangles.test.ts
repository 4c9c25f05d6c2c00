import { EnuFrame } from "@soracity/citymodel";
import { describe, expect, it } from "vitest";
import { decodeTriangles, encodeTriangles } from "./buildings.triangles";

describe("LOD2 triangle storage", () => {
  const origin = [139.7671, 35.6812, 3.5] as const;
  // A roof triangle about 10 m east / north of the origin and a wall triangle, in lon/lat/h.
  const frame = new EnuFrame(origin);
  const geo = (e: number, n: number, u: number) => frame.toGeodetic([e, n, u]);
  const roof = Float64Array.from([...geo(0, 0, 20), ...geo(10, 0, 20), ...geo(0, 10, 20)]);
  const wall = Float64Array.from([...geo(0, 0, 0), ...geo(10, 0, 0), ...geo(10, 0, 20)]);

  it("round-trips types and positions within 1 mm in the origin's ENU frame", () => {
    const buf = encodeTriangles(
      [
        { type: "roof", positions: roof },
        { type: "wall", positions: wall },
      ],
      origin,
    );
    expect(buf?.byteLength).toBe(32 + 2 * (8 + 36));
    const out = decodeTriangles(buf as Buffer);
    expect(out.origin).toEqual(origin);
    expect(out.surfaces.map((s) => s.type)).toEqual(["roof", "wall"]);
    const expected = [
      [0, 0, 20, 10, 0, 20, 0, 10, 20],
      [0, 0, 0, 10, 0, 0, 10, 0, 20],
    ];
    out.surfaces.forEach((s, k) =>
      Array.from(s.positions).forEach((v, i) =>
        expect(Math.abs(v - (expected[k]?.[i] ?? NaN))).toBeLessThan(1e-3),
      ),
    );
  });

  it("stores nothing without triangles and rejects foreign bytes", () => {
    expect(encodeTriangles([], origin)).toBeNull();
    expect(encodeTriangles([{ type: "roof", positions: new Float64Array(6) }], origin)).toBeNull();
    expect(() => decodeTriangles(Buffer.from("not a triangle buffer at all, no no no"))).toThrow(/SCT1/);
  });
});
