import { describe, expect, it } from "vitest";
import { gridFromBbox } from "./grid";
import { ScanlineRaster, coverageBuffer, coverageRow } from "./scanline";

const grid = gridFromBbox([0, 0, 9, 9], 1);

function convex(raster: ScanlineRaster, pts: [number, number][], target: Uint8Array | Int32Array) {
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % pts.length]!;
    raster.segment(a[0], a[1], b[0], b[1]);
  }
  raster.fillConvex(target);
}

function resolve(diff: Int32Array): Uint8Array {
  const mask = new Uint8Array(grid.nx * grid.ny);
  for (let j = 0; j < grid.ny; j++) coverageRow(diff, j, grid.nx, mask);
  return mask;
}

describe("scanline raster", () => {
  it("counts cell centres inside or on the boundary", () => {
    const raster = new ScanlineRaster(grid);
    const mask = new Uint8Array(100);
    convex(
      raster,
      [
        [1, 1],
        [3, 1],
        [3, 3],
        [1, 3],
      ],
      mask,
    );
    expect(mask.reduce((a, b) => a + b, 0)).toBe(9);
    const half = new Uint8Array(100);
    convex(
      raster,
      [
        [0.5, 0.5],
        [2.5, 0.5],
        [2.5, 2.5],
      ],
      half,
    ); // triangle below the diagonal: 1+2 centres...
    // centres (1,1), (2,1), (2,2) are inside or on the edge y = x.
    expect([...half.keys()].filter((c) => half[c]).sort((a, b) => a - b)).toEqual([11, 12, 22]);
  });

  it("a coverage buffer gives the same cells as the mask and handles overlaps", () => {
    const raster = new ScanlineRaster(grid);
    const mask = new Uint8Array(100);
    const diff = coverageBuffer(grid);
    const shapes: [number, number][][] = [
      [
        [0.2, 0.3],
        [6.1, 1.2],
        [4.4, 7.9],
      ],
      [
        [3, 3],
        [9.5, 3],
        [9.5, 9.5],
        [3, 9.5],
      ],
      [
        [-5, -5],
        [1.5, -5],
        [1.5, 2.5],
      ],
    ];
    for (const s of shapes) {
      convex(raster, s, mask);
      convex(raster, s, diff);
    }
    expect(resolve(diff)).toEqual(mask);
    expect(diff.every((v) => v === 0)).toBe(true);
  });

  it("counter-clockwise edges give the same cells as segments", () => {
    const raster = new ScanlineRaster(grid);
    const pts: [number, number][] = [
      [1.2, 0.4],
      [7.9, 2.0],
      [8.5, 6.0],
      [4.0, 9.0],
      [0.3, 5.0],
    ];
    const a = new Uint8Array(100);
    const b = new Uint8Array(100);
    convex(raster, pts, a);
    for (let i = 0; i < pts.length; i++) {
      const p = pts[i]!;
      const q = pts[(i + 1) % pts.length]!;
      raster.edge(p[0], p[1], q[0], q[1]);
    }
    raster.fillConvex(b);
    expect(b).toEqual(a);
    expect(a.reduce((x, y) => x + y, 0)).toBeGreaterThan(30);
  });

  it("edges written straight into a coverage buffer give the same cells (rows half-open at the top)", () => {
    const raster = new ScanlineRaster(grid);
    const shapes: [number, number][][] = [
      [
        [1.2, 0.4],
        [7.9, 2.0],
        [8.5, 6.2],
        [4.0, 8.7],
        [0.3, 5.0],
      ],
      [
        [-3.5, 2.5],
        [12.2, 3.1],
        [4.4, 9.6],
      ],
    ];
    const mask = new Uint8Array(100);
    const diff = coverageBuffer(grid);
    for (const pts of shapes) {
      convex(raster, pts, mask);
      for (let i = 0; i < pts.length; i++) {
        const p = pts[i]!;
        const q = pts[(i + 1) % pts.length]!;
        raster.edgeToCoverage(p[0], p[1], q[0], q[1], diff);
      }
    }
    expect(resolve(diff)).toEqual(mask);
    // A square whose top lies on a row: that row is left to the shape above it.
    const square = coverageBuffer(grid);
    const sq: [number, number][] = [
      [1, 1],
      [3, 1],
      [3, 3],
      [1, 3],
    ];
    sq.forEach((p, i) => {
      const q = sq[(i + 1) % 4]!;
      raster.edgeToCoverage(p[0], p[1], q[0], q[1], square);
    });
    expect(resolve(square).reduce((a, b) => a + b, 0)).toBe(6);
  });

  it("fills polygons with holes by the even-odd rule", () => {
    const raster = new ScanlineRaster(grid);
    const mask = new Uint8Array(100);
    const xs = [0.5, 8.5, 8.5, 0.5, 2.5, 2.5, 6.5, 6.5];
    const ys = [0.5, 0.5, 8.5, 8.5, 2.5, 6.5, 6.5, 2.5];
    raster.fillPolygon(mask, xs, ys, [0, 4, 8]);
    // 8 x 8 centres in the outer ring minus 4 x 4 in the hole.
    expect(mask.reduce((a, b) => a + b, 0)).toBe(64 - 16);
    expect(mask[4 * 10 + 4]).toBe(0);
  });
});
