import type { GridSpec } from "../grid/grid";
import { ScanlineRaster, coverageBuffer } from "../grid/scanline";
import type { Meters } from "../units";
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
  const halfStep =
    schedule.times.length > 1 ? ((schedule.times[1] as number) - (schedule.times[0] as number)) / 2 : 1;
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
  const { meshStarts, bounds } = scene.meshes;
  const meshEdges = meshEdgesFor(scene, planeZ);
  const meshCount = meshStarts.length - 1;
  const outputSet = new Set(schedule.outputSteps);
  const steps = schedule.times.length;

  const { nx } = grid;
  for (let k = 0; k < steps; k++) {
    throwIfAborted(signal);
    const kk = shadowPerMeter(schedule.vectors, k);
    if (kk) {
      const [kx, ky] = kk;
      const sx = schedule.vectors[k * 3] as number;
      const sy = schedule.vectors[k * 3 + 1] as number;
      const sz = schedule.vectors[k * 3 + 2] as number;
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
      for (let m = 0; m < meshCount; m++) {
        const o = m * 6;
        const h = (bounds[o + 5] as number) - planeZ;
        if (h <= 0) continue;
        const dx = kx * h;
        const dy = ky * h;
        if (
          (bounds[o] as number) + Math.min(0, dx) > gx1 ||
          (bounds[o + 3] as number) + Math.max(0, dx) < gx0
        )
          continue;
        if (
          (bounds[o + 1] as number) + Math.min(0, dy) > gy1 ||
          (bounds[o + 4] as number) + Math.max(0, dy) < gy0
        )
          continue;
        drawMeshShadow(meshEdges, m, sx, sy, sz, kx, ky, raster, diff);
      }
    }
    const w = schedule.weights[k] as number;
    const units = Math.round(w / halfStep);
    const regular = Math.abs(w / halfStep - units) < 1e-9 && steps < 30_000;
    if (!regular && !acc) acc = new Float64Array(cells);
    const keep = keepMasks && outputSet.has(k);
    const sunDown = kk === null ? 1 : 0;
    for (let j = 0; j < ny; j++) {
      const row = j * (nx + 1);
      const out = j * nx;
      let run = sunDown;
      if (regular && !keep) {
        // Hot path: most steps.
        // Branch-free: shadow edges make `run > 0` unpredictable. run is never negative (each row meets a
        // polygon's left chain before its right chain), so (-run) >>> 31 is 1 exactly when run > 0.
        for (let i = 0; i < nx; i++) {
          run += diff[row + i] as number;
          diff[row + i] = 0;
          halves[out + i] = (halves[out + i] as number) + units * (-run >>> 31);
        }
      } else {
        const a = acc ?? new Float64Array(0);
        for (let i = 0; i < nx; i++) {
          run += diff[row + i] as number;
          diff[row + i] = 0;
          const on = run > 0;
          if (on) {
            if (regular) halves[out + i] = (halves[out + i] as number) + units;
            else a[out + i] = (a[out + i] as number) + w;
          }
          if (keep) mask[out + i] = on ? 1 : 0;
        }
      }
      diff[row + nx] = 0;
    }
    if (keep) masks.push(mask.slice());
    onProgress?.(k + 1, steps);
  }
  const hours = new Float32Array(cells);
  for (let c = 0; c < cells; c++)
    hours[c] = (halves[c] as number) * halfStep + (acc ? (acc[c] as number) : 0);
  return { grid, rows: [rowStart, rowEnd], hours, masks };
}
