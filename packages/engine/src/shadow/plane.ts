import type { GridSpec } from "../grid/grid";
import { ScanlineRaster, coverageBuffer } from "../grid/scanline";
import type { Meters } from "../units";
import type { MeshEdges } from "./meshEdges";
import { drawMeshShadow } from "./meshEdges";
import { rasterisePrismShadow } from "./prism";
import type { PreparedPrism } from "./prism";
import type { SunSchedule } from "./schedule";
import type { PreparedScene } from "./scene";
import { meshEdgesFor, shadowPerMeter } from "./scene";

export interface PlaneShadeOptions {
  /** Height of the measurement plane (metres, same datum as the buildings). */
  planeZ: Meters;
  /** Keep the per-step shadow mask at the schedule's output steps (for 時刻日影図). Default true. */
  keepMasks?: boolean;
  /** Compute only grid rows [rows[0], rows[1]) (a band); outputs are band-sized. Default: all rows. */
  rows?: readonly [number, number];
  /** Called after each step with (done, total). */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

export interface PlaneShade {
  grid: GridSpec;
  /** The rows computed ([0, ny) unless a band was asked for). */
  rows: readonly [number, number];
  /** Shade hours per cell (trapezoid rule), row-major. */
  hours: Float32Array;
  /** Shadow masks (1 = shaded) at each of schedule.outputSteps. */
  masks: Uint8Array[];
}

/** Throw the signal's reason (an AbortError by default) when aborted. */
export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) {
    throw signal.reason instanceof Error ? signal.reason : new DOMException("aborted", "AbortError");
  }
}

function reachRange(schedule: SunSchedule): [number, number, number, number] {
  const r: [number, number, number, number] = [0, 0, 0, 0];
  for (let k = 0; k < schedule.times.length; k++) {
    const kk = shadowPerMeter(schedule.vectors, k);
    if (!kk) continue;
    r[0] = Math.min(r[0], kk[0]);
    r[1] = Math.min(r[1], kk[1]);
    r[2] = Math.max(r[2], kk[0]);
    r[3] = Math.max(r[3], kk[1]);
  }
  return r;
}

/**
 * Shade hours on a horizontal plane over a grid: per time step, every building's shadow is projected along
 * the sun vector and scanline-filled into a step mask over the cells its bbox covers; masks are integrated
 * with the trapezoid weights. Buildings whose shadow cannot reach the grid are culled. A step with the sun
 * at or below the horizon shades every cell. Cost ~ steps x (cells + shadow area).
 */
export function shadePlane(
  scene: PreparedScene,
  grid: GridSpec,
  schedule: SunSchedule,
  options: PlaneShadeOptions,
): PlaneShade {
  const { planeZ, keepMasks = true, onProgress, signal } = options;
  const [rowStart, rowEnd] = options.rows ?? [0, grid.ny];
  const ny = rowEnd - rowStart;
  const cells = grid.nx * ny;
  // Shadows are drawn into a coverage difference buffer (O(1) per span), resolved once per step in a fused
  // pass that also integrates time: regular trapezoid weights (dt/2, dt) as integer half-step counts, any
  // irregular weight (a shorter last step) in a float accumulator.
  const diff = coverageBuffer(grid, ny);
  const halves = new Uint16Array(cells);
  let acc: Float64Array | null = null;
  const halfStep = schedule.times.length > 1 ? (schedule.times[1]! - schedule.times[0]!) / 2 : 1;
  const mask = new Uint8Array(cells);
  const masks: Uint8Array[] = [];
  const raster = new ScanlineRaster(grid, rowStart, rowEnd);
  const half = grid.spacing / 2;
  const gx0 = grid.originX - half;
  const gy0 = grid.originY + rowStart * grid.spacing - half;
  const gx1 = grid.originX + (grid.nx - 1) * grid.spacing + half;
  const gy1 = grid.originY + (rowEnd - 1) * grid.spacing + half;

  // Cull with the union of all steps' shadow reach.
  const [kx0, ky0, kx1, ky1] = reachRange(schedule);
  const prisms: PreparedPrism[] = scene.prisms.filter((p) => {
    const h = p.top - planeZ;
    if (h <= 0) return false;
    return (
      p.minX + kx0 * h <= gx1 && p.maxX + kx1 * h >= gx0 && p.minY + ky0 * h <= gy1 && p.maxY + ky1 * h >= gy0
    );
  });
  const { meshStarts } = scene.meshes;
  const meshEdges = meshEdgesFor(scene, planeZ);
  const meshCount = meshStarts.length - 1;
  const outputSet = new Set(schedule.outputSteps);
  const steps = schedule.times.length;

  const area: DrawArea = { planeZ, gx0, gy0, gx1, gy1 };
  for (let k = 0; k < steps; k++) {
    throwIfAborted(signal);
    const kk = shadowPerMeter(schedule.vectors, k);
    if (kk) {
      const [kx, ky] = kk;
      drawPrisms(prisms, kx, ky, area, raster, diff);
      if (meshCount > 0) {
        const sun = schedule.vectors.subarray(k * 3, k * 3 + 3);
        drawMeshes(scene, meshEdges, sun, kx, ky, area, raster, diff);
      }
    }
    const w = schedule.weights[k]!;
    const units = Math.round(w / halfStep) | 0;
    const regular = Math.abs(w / halfStep - units) < 1e-9 && steps < 30_000;
    const keep = keepMasks && outputSet.has(k);
    const sunDown = kk === null ? 1 : 0;
    if (regular && !keep) {
      accumulateShade(diff, halves, grid.nx, ny, units, sunDown);
    } else {
      acc ??= new Float64Array(cells);
      resolveStep(diff, grid.nx, ny, sunDown, mask);
      for (let c = 0; c < cells; c++) {
        if (mask[c] === 0) continue;
        if (regular) halves[c] = halves[c]! + units;
        else acc[c] = acc[c]! + w;
      }
      if (keep) masks.push(mask.slice());
    }
    onProgress?.(k + 1, steps);
  }
  const hours = new Float32Array(cells);
  for (let c = 0; c < cells; c++) hours[c] = halves[c]! * halfStep + (acc ? acc[c]! : 0);
  return { grid, rows: [rowStart, rowEnd], hours, masks };
}

/** The plane height and the band's extent in metres (cell edges), for culling shadows. */
interface DrawArea {
  planeZ: number;
  gx0: number;
  gy0: number;
  gx1: number;
  gy1: number;
}

// The per-step work is split into small functions: V8 then optimises each predictably (one large function
// with the whole step loop ran at 0.3 s or 0.55 s from one process to the next, by how it got compiled).

/** Draw the shadows of the prisms that reach the area, for the shadow displacement (kx, ky) per metre. */
function drawPrisms(
  prisms: readonly PreparedPrism[],
  kx: number,
  ky: number,
  area: DrawArea,
  raster: ScanlineRaster,
  diff: Int32Array,
): void {
  const { planeZ, gx0, gy0, gx1, gy1 } = area;
  for (const p of prisms) {
    const h0 = Math.max(p.base, planeZ) - planeZ;
    const h1 = p.top - planeZ;
    const d0x = kx * h0;
    const d0y = ky * h0;
    const d1x = kx * h1;
    const d1y = ky * h1;
    if (p.minX + Math.min(d0x, d1x) > gx1 || p.maxX + Math.max(d0x, d1x) < gx0) continue;
    if (p.minY + Math.min(d0y, d1y) > gy1 || p.maxY + Math.max(d0y, d1y) < gy0) continue;
    rasterisePrismShadow(p, d0x, d0y, d1x, d1y, raster, diff);
  }
}

/** Draw the shadows of the meshes that reach the area by their outline edges (sun = the sun vector). */
function drawMeshes(
  scene: PreparedScene,
  meshEdges: MeshEdges,
  sun: Float64Array,
  kx: number,
  ky: number,
  area: DrawArea,
  raster: ScanlineRaster,
  diff: Int32Array,
): void {
  const { planeZ, gx0, gy0, gx1, gy1 } = area;
  const { bounds } = scene.meshes;
  const meshCount = scene.meshes.meshStarts.length - 1;
  const sx = sun[0]!;
  const sy = sun[1]!;
  const sz = sun[2]!;
  for (let m = 0; m < meshCount; m++) {
    const o = m * 6;
    const h = bounds[o + 5]! - planeZ;
    if (h <= 0) continue;
    const dx = kx * h;
    const dy = ky * h;
    if (bounds[o]! + Math.min(0, dx) > gx1 || bounds[o + 3]! + Math.max(0, dx) < gx0) continue;
    if (bounds[o + 1]! + Math.min(0, dy) > gy1 || bounds[o + 4]! + Math.max(0, dy) < gy0) continue;
    drawMeshShadow(meshEdges, m, sx, sy, sz, kx, ky, raster, diff);
  }
}

/**
 * The hot path, most steps: resolve the coverage buffer row by row (clearing it) and add `units` half-steps
 * to every covered cell (every cell when the sun is down). Branch-free, as shadow edges make `run > 0`
 * unpredictable: run is never negative (each row meets a polygon's left chain before its right chain), so
 * (-run) >> 31 is all ones exactly when run > 0. Integer operations only, whether or not V8 inlines this.
 */
function accumulateShade(
  diff: Int32Array,
  halves: Uint16Array,
  nx: number,
  ny: number,
  units: number,
  sunDown: number,
): void {
  for (let j = 0; j < ny; j++) {
    const row = j * (nx + 1);
    const out = j * nx;
    let run = sunDown;
    for (let i = 0; i < nx; i++) {
      run += diff[row + i]!;
      diff[row + i] = 0;
      halves[out + i] = halves[out + i]! + (units & (-run >> 31));
    }
    diff[row + nx] = 0;
  }
}

/** Resolve the coverage buffer into a 0/1 mask (clearing it). */
function resolveStep(diff: Int32Array, nx: number, ny: number, sunDown: number, mask: Uint8Array): void {
  for (let j = 0; j < ny; j++) {
    const row = j * (nx + 1);
    const out = j * nx;
    let run = sunDown;
    for (let i = 0; i < nx; i++) {
      run += diff[row + i]!;
      diff[row + i] = 0;
      mask[out + i] = run > 0 ? 1 : 0;
    }
    diff[row + nx] = 0;
  }
}
