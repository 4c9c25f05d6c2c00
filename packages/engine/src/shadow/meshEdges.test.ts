import { describe, expect, it } from "vitest";
import { gridFromBbox } from "../grid/grid";
import type { GridSpec } from "../grid/grid";
import { ScanlineRaster, coverageBuffer, coverageRow } from "../grid/scanline";
import { regulationSun } from "../sun/regulation";
import { meshEdgesAbovePlane } from "./meshEdges";
import { shadePlane } from "./plane";
import { buildSchedule } from "./schedule";
import type { SunSchedule } from "./schedule";
import { prepareScene, shadowPerMeter } from "./scene";
import { mulberry32, prismToMesh, syntheticCity } from "./synthetic";
import { rasteriseTriangles } from "./testing/perTriangle";
import type { MeshBuilding } from "./types";

const sun = (t: number) => regulationSun(35.68, -23.45, t).vector;
const schedule = buildSchedule(sun, 8, 16, 10, 60);

/** Shade hours with every triangle drawn on its own (the reference). */
function perTriangleHours(meshes: MeshBuilding[], grid: GridSpec, steps: SunSchedule, planeZ: number) {
  const { triangles, meshStarts } = prepareScene(meshes).meshes;
  const raster = new ScanlineRaster(grid);
  const diff = coverageBuffer(grid);
  const mask = new Uint8Array(grid.nx * grid.ny);
  const hours = new Float64Array(grid.nx * grid.ny);
  for (let k = 0; k < steps.times.length; k++) {
    const kk = shadowPerMeter(steps.vectors, k);
    if (!kk) continue;
    for (let m = 0; m + 1 < meshStarts.length; m++)
      rasteriseTriangles(triangles, meshStarts[m]!, meshStarts[m + 1]!, planeZ, kk[0], kk[1], raster, diff);
    for (let j = 0; j < grid.ny; j++) coverageRow(diff, j, grid.nx, mask);
    for (let c = 0; c < mask.length; c++) if (mask[c]) hours[c]! += steps.weights[k]!;
  }
  return hours;
}

function differingCells(meshes: MeshBuilding[], grid: GridSpec, planeZ: number): number {
  const fast = shadePlane(prepareScene(meshes), grid, schedule, { planeZ, keepMasks: false }).hours;
  const reference = perTriangleHours(meshes, grid, schedule, planeZ);
  let differ = 0;
  for (let c = 0; c < fast.length; c++) if (Math.abs(fast[c]! - reference[c]!) > 1e-4) differ++;
  return differ;
}

/** A house with a gable roof (sloped faces), closed and outward, rotated by `angle`. */
function gabledHouse(
  cx: number,
  cy: number,
  w: number,
  d: number,
  eaves: number,
  ridge: number,
  angle: number,
) {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const p = (x: number, y: number, z: number) => [cx + x * c - y * s, cy + x * s + y * c, z];
  const v = [
    p(-w, -d, 0),
    p(w, -d, 0),
    p(w, d, 0),
    p(-w, d, 0),
    p(-w, -d, eaves),
    p(w, -d, eaves),
    p(w, d, eaves),
    p(-w, d, eaves),
    p(-w, 0, ridge),
    p(w, 0, ridge),
  ];
  const faces = [
    [0, 2, 1, 0, 3, 2], // floor
    [0, 1, 5, 0, 5, 4], // south wall
    [2, 3, 7, 2, 7, 6], // north wall
    [1, 2, 6, 1, 6, 9, 1, 9, 5], // east wall and gable
    [3, 0, 4, 3, 4, 8, 3, 8, 7], // west wall and gable
    [4, 5, 9, 4, 9, 8], // south roof
    [7, 8, 9, 7, 9, 6], // north roof
  ].flat();
  return { positions: v.flat(), indices: faces, closed: true } satisfies MeshBuilding;
}

function flipped(mesh: MeshBuilding, every = 1): MeshBuilding {
  const indices = Array.from(mesh.indices ?? []);
  for (let t = 0; t < indices.length / 3; t += every) {
    const a = indices[t * 3 + 1]!;
    indices[t * 3 + 1] = indices[t * 3 + 2]!;
    indices[t * 3 + 2] = a;
  }
  return { positions: mesh.positions, indices };
}

/** A mesh given as separate triangles (no indices), for the welding of equal vertices. */
const unindexed = (mesh: MeshBuilding): MeshBuilding => ({
  positions: Array.from(mesh.indices ?? [], (i) => [0, 1, 2].map((c) => mesh.positions[i * 3 + c]!)).flat(),
});

describe("mesh shadows drawn by their outline edges", () => {
  const grid = gridFromBbox([-80, -40, 80, 120], 1);
  const random = mulberry32(42);
  const houses = Array.from({ length: 12 }, (_, n) =>
    gabledHouse(
      -60 + (n % 4) * 40 + random() * 5,
      (Math.floor(n / 4) - 1) * 30 + random() * 5,
      4 + random() * 6,
      3 + random() * 5,
      3 + random() * 8,
      9 + random() * 12,
      random() * Math.PI,
    ),
  );

  it("agree with drawing every triangle on its own: sloped roofs, plane through the walls", () => {
    expect(differingCells(houses, grid, 4)).toBe(0);
    expect(differingCells(houses, grid, 0)).toBe(0);
    expect(differingCells(houses, grid, 10.5)).toBe(0);
  });

  it("agree for subdivided LOD1 boxes, unindexed triangles, inward and mixed orientations", () => {
    const boxes = syntheticCity(16, 140, 3).map((b) => prismToMesh(b, 3, 2));
    expect(differingCells(boxes, grid, 4)).toBe(0);
    expect(differingCells(houses.map(unindexed), grid, 4)).toBe(0);
    expect(
      differingCells(
        houses.map((h) => flipped(h)),
        grid,
        4,
      ),
    ).toBe(0);
    expect(
      differingCells(
        houses.map((h) => flipped(h, 2)),
        grid,
        4,
      ),
    ).toBe(0);
  });

  it("agree for open and non-manifold meshes", () => {
    const roofless = houses
      .slice(0, 4)
      .map((h) => ({ ...h, indices: h.indices.slice(0, 30), closed: false }));
    const plate: MeshBuilding = {
      positions: [0, 0, 12, 10, 0, 12, 10, 8, 12, 0, 8, 12],
      indices: [0, 1, 2, 0, 2, 3],
    };
    const fin: MeshBuilding = {
      positions: [20, 20, 0, 30, 22, 0, 30, 22, 15, 20, 20, 15],
      indices: [0, 1, 2, 0, 2, 3],
    };
    // Two houses sharing their east/west wall in one mesh: that wall's edges have four triangles.
    const a = gabledHouse(-20, 60, 5, 4, 6, 10, 0);
    const b = gabledHouse(-10, 60, 5, 4, 6, 10, 0);
    const twin: MeshBuilding = {
      positions: [...a.positions, ...b.positions],
      indices: [...a.indices, ...b.indices.map((i) => i + 10)],
    };
    expect(differingCells([...roofless, plate, fin], grid, 4)).toBe(0);
    expect(differingCells([unindexed(twin)], grid, 4)).toBe(0);
  });

  it("keeps only the outline: a subdivided box has far fewer edges than triangle edges", () => {
    const mesh = prismToMesh(syntheticCity(1, 20, 1)[0]!, 5, 5);
    const triangles = mesh.positions.length / 9;
    const edges = meshEdgesAbovePlane(prepareScene([mesh]).meshes, 4);
    const count = edges.edgeStarts[1]!;
    // Roof outline (4 walls x 5 columns), the corners above the cut (4 x at most 6 pieces) and the cut (4
    // walls x 5 quads x 2 triangles): every edge inside a wall or the roof is gone.
    expect(count).toBeLessThanOrEqual(84);
    expect(count).toBeLessThan(triangles);
  });
});
