import type { SunTrack } from "./sunTrack";

/**
 * Where shadows can come from over a track, in blocks of samples: for each block, the horizontal
 * directions towards the sun (centre and half-width, radians) and the largest horizontal run per metre of
 * height |S_xy| / S_z. A building can only shade P when it lies towards the sun within that run.
 */
export interface ShadowReach {
  /** Number of samples of the track. */
  samples: number;
  /** The largest run per metre over the whole track. */
  run: number;
  /** Per block: centre direction (cos, sin), cos and sin of the half-width, largest run per metre. */
  blocks: Float64Array;
}

const BLOCK = 16;
/** No window at all: the building can never shade the point. */
const NEVER: number[] = [];

/** The reach of shadows over the track (null when the sun is low enough that nothing is culled). */
export function shadowReach(track: SunTrack): ShadowReach | null {
  const { vectors } = track;
  const count = vectors.length / 3;
  const blocks: number[] = [];
  for (let i0 = 0; i0 < count - 1; i0 += BLOCK) {
    const i1 = Math.min(count - 1, i0 + BLOCK);
    let cx = 0;
    let cy = 0;
    let run = 0;
    for (let i = i0; i <= i1; i++) {
      const sx = vectors[i * 3]!;
      const sy = vectors[i * 3 + 1]!;
      const sz = vectors[i * 3 + 2]!;
      // Below 0.5° shadows are hundreds of heights long: no culling at all.
      if (!(sz > 0.009)) return null;
      const h = Math.hypot(sx, sy);
      run = Math.max(run, h / sz);
      if (h > 1e-9) {
        cx += sx / h;
        cy += sy / h;
      }
    }
    const c = Math.hypot(cx, cy);
    let width = Math.PI;
    if (c > 1e-9) {
      cx /= c;
      cy /= c;
      width = 0;
      for (let i = i0; i <= i1; i++) {
        const sx = vectors[i * 3]!;
        const sy = vectors[i * 3 + 1]!;
        const h = Math.hypot(sx, sy);
        const angle = h > 1e-9 ? Math.acos(Math.max(-1, Math.min(1, (sx * cx + sy * cy) / h))) : Math.PI;
        width = Math.max(width, angle);
      }
      width = Math.min(Math.PI, width * 1.05 + 0.01);
    }
    // 2 % more run for the motion between samples.
    blocks.push(cx, cy, Math.cos(width), Math.sin(width), run * 1.02 + 0.01);
  }
  let run = 0;
  for (let o = 4; o < blocks.length; o += 5) run = Math.max(run, blocks[o]!);
  return { samples: count, run, blocks: Float64Array.from(blocks) };
}

/**
 * When can a building whose bbox is (minX, minY)-(maxX, maxY), up to h1 above the plane, shade P = (x, y)?
 * Its bounding circle must lie within the run of a block and, seen from P, within the block's directions.
 * Returns the track's sample ranges [first, last] of those blocks, merged (empty: never), or null when
 * there is no bound (the sun too low to cull, or P inside the circle).
 */
export function reachWindows(
  reach: ShadowReach | null,
  x: number,
  y: number,
  h1: number,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
): number[] | null {
  if (!reach) return null;
  const dx = (minX + maxX) / 2 - x;
  const dy = (minY + maxY) / 2 - y;
  const radius = Math.hypot(maxX - minX, maxY - minY) / 2;
  const d = Math.hypot(dx, dy);
  if (reach.run * h1 < d - radius) return NEVER;
  if (d <= radius) return null;
  const sinHalf = radius / d;
  const cosHalf = Math.sqrt(1 - sinHalf * sinHalf);
  const { blocks, samples } = reach;
  const windows: number[] = [];
  for (let o = 0, b = 0; o < blocks.length; o += 5, b++) {
    if (blocks[o + 4]! * h1 < d - radius) continue;
    const cw = blocks[o + 2]!;
    const sw = blocks[o + 3]!;
    // Angle between the block's centre and P -> building <= width + half-angle of the building.
    const wide = Math.acos(cw) + Math.asin(sinHalf) >= Math.PI;
    const cosLimit = cw * cosHalf - sw * sinHalf;
    if (!wide && (blocks[o]! * dx + blocks[o + 1]! * dy) / d < cosLimit) continue;
    const first = b * BLOCK;
    const last = Math.min(samples - 1, first + BLOCK);
    if (windows.length > 0 && windows[windows.length - 1] === first) windows[windows.length - 1] = last;
    else windows.push(first, last);
  }
  return windows;
}

/** Is sample position u (fractional sample index) within the windows? */
export function within(windows: number[] | null, u: number): boolean {
  if (!windows) return true;
  for (let w = 0; w + 1 < windows.length; w += 2) if (u >= windows[w]! && u <= windows[w + 1]!) return true;
  return false;
}
