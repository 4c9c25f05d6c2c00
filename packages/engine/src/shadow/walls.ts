import type { Hours } from "../units";
import type { SunVector } from "../sun/regulation";
import { throwIfAborted } from "./plane";
import type { SunSchedule } from "./schedule";
import type { PreparedScene } from "./scene";
import { SunDepthMap } from "./sunview";
import type { WallSamples } from "./wallSamples";

export interface WallShadeOptions {
  /** Depth-map texel (metres, default 0.35). */
  texel?: number;
  /** Depth tolerance against acne (metres, default 0.15). */
  bias?: number;
  /**
   * The depth test looks up the sample moved this far along its normal (metres, default 1.5 texels):
   * normal-offset shadow mapping, which keeps a wall seen at a grazing angle from being shaded by the
   * texels of its neighbouring wall at a corner.
   */
  normalOffset?: number;
  /** Compute only steps [steps[0], steps[1]) (for splitting over threads). */
  steps?: readonly [number, number];
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** Bits per sample: bit k set when the sample is sunlit at step k. */
export function bitWords(schedule: SunSchedule): number {
  return Math.ceil(schedule.times.length / 32);
}

function sceneBbox(scene: PreparedScene): number[] {
  const b = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  for (const p of scene.prisms) {
    b[0] = Math.min(b[0] as number, p.minX);
    b[1] = Math.min(b[1] as number, p.minY);
    b[2] = Math.min(b[2] as number, p.base);
    b[3] = Math.max(b[3] as number, p.maxX);
    b[4] = Math.max(b[4] as number, p.maxY);
    b[5] = Math.max(b[5] as number, p.top);
  }
  const { bounds } = scene.meshes;
  for (let o = 0; o < bounds.length; o += 6)
    for (let c = 0; c < 3; c++) {
      b[c] = Math.min(b[c] as number, bounds[o + c] as number);
      b[c + 3] = Math.max(b[c + 3] as number, bounds[o + c + 3] as number);
    }
  return b;
}

/**
 * Draw the scene's sun-side surfaces into the map. Any line through a solid leaves it (towards the sun)
 * through a sun-facing wall or the roof, so those are enough for a prism: its walls facing the sun and its
 * roof (a fan for a convex footprint; otherwise the walls facing away stand in for the roof). Mesh triangles
 * are all drawn, or only the sun-facing ones for meshes marked closed (outward-oriented solids).
 */
function drawScene(map: SunDepthMap, scene: PreparedScene, s: SunVector): void {
  let face = 0;
  for (const p of scene.prisms) {
    const { xs, ys, ringStarts } = p;
    for (let r = 0; r + 1 < ringStarts.length; r++) {
      const st = ringStarts[r] as number;
      const e = ringStarts[r + 1] as number;
      for (let a = st; a < e; a++) {
        const b = a + 1 < e ? a + 1 : st;
        const ax = xs[a] as number;
        const ay = ys[a] as number;
        const bx = xs[b] as number;
        const by = ys[b] as number;
        const facing = (by - ay) * s[0] - (bx - ax) * s[1] > 0;
        if (!facing && p.convex) continue;
        map.triangle(ax, ay, p.base, bx, by, p.base, bx, by, p.top, face + a);
        map.triangle(ax, ay, p.base, bx, by, p.top, ax, ay, p.top, face + a);
      }
    }
    if (p.convex) {
      // Roof fan; its face id is never a sample's.
      for (let k = 1; k + 1 < xs.length; k++)
        map.triangle(
          xs[0] as number,
          ys[0] as number,
          p.top,
          xs[k] as number,
          ys[k] as number,
          p.top,
          xs[k + 1] as number,
          ys[k + 1] as number,
          p.top,
          -1,
        );
    }
    face += xs.length;
  }
  const { triangles, meshStarts, closed } = scene.meshes;
  for (let m = 0; m + 1 < meshStarts.length; m++) {
    const cull = closed[m] === 1;
    for (let t = meshStarts[m] as number; t < (meshStarts[m + 1] as number); t++) {
      const o = t * 9;
      const v = (i: number) => triangles[o + i] as number;
      if (cull) {
        const e1x = v(3) - v(0);
        const e1y = v(4) - v(1);
        const e1z = v(5) - v(2);
        const e2x = v(6) - v(0);
        const e2y = v(7) - v(1);
        const e2z = v(8) - v(2);
        const dot =
          (e1y * e2z - e1z * e2y) * s[0] + (e1z * e2x - e1x * e2z) * s[1] + (e1x * e2y - e1y * e2x) * s[2];
        if (dot <= 0) continue;
      }
      map.triangle(v(0), v(1), v(2), v(3), v(4), v(5), v(6), v(7), v(8), face + t);
    }
  }
}

/**
 * 壁面日影: which wall samples are sunlit at each step. Per step a sun-view depth map of all walls is drawn,
 * then each sample is sunlit when its wall faces the sun (n . S > 0: a wall facing away is not sunlit) and
 * no other surface lies nearer the sun on its texel. Returns sunlit bits (bitWords per sample).
 */
export function wallSunlitBits(
  scene: PreparedScene,
  samples: WallSamples,
  schedule: SunSchedule,
  options: WallShadeOptions = {},
): Uint32Array {
  const { texel = 0.35, bias = 0.15, onProgress, signal } = options;
  const offset = options.normalOffset ?? 1.5 * texel;
  const words = bitWords(schedule);
  const bits = new Uint32Array(samples.count * words);
  const [k0, k1] = options.steps ?? [0, schedule.times.length];
  const map = new SunDepthMap(texel);
  const bbox = sceneBbox(scene);
  const { position, normal, face } = samples;
  for (let k = k0; k < k1; k++) {
    throwIfAborted(signal);
    const s: SunVector = [
      schedule.vectors[k * 3] as number,
      schedule.vectors[k * 3 + 1] as number,
      schedule.vectors[k * 3 + 2] as number,
    ];
    if (s[2] > 1e-9 && samples.count > 0) {
      map.reset(s, bbox);
      drawScene(map, scene, s);
      const word = k >>> 5;
      const bit = 1 << (k & 31);
      for (let i = 0; i < samples.count; i++) {
        const facing =
          (normal[i * 3] as number) * s[0] +
          (normal[i * 3 + 1] as number) * s[1] +
          (normal[i * 3 + 2] as number) * s[2];
        if (facing <= 0) continue;
        const x = (position[i * 3] as number) + offset * (normal[i * 3] as number);
        const y = (position[i * 3 + 1] as number) + offset * (normal[i * 3 + 1] as number);
        const z = (position[i * 3 + 2] as number) + offset * (normal[i * 3 + 2] as number);
        if (!map.shaded(x, y, z, face[i] as number, bias))
          bits[i * words + word] = (bits[i * words + word] as number) | bit;
      }
    }
    onProgress?.(k - k0 + 1, k1 - k0);
  }
  return bits;
}

export interface WallHours {
  /** Sunlit hours per sample (trapezoid rule over the steps). */
  sunlit: Float32Array;
  /** Shaded hours per sample (window minus sunlit; a wall facing away counts as shaded). */
  shaded: Float32Array;
  /** Sunlit hours per sample and output interval (row-major: sample x interval). */
  sunlitPerInterval: Float32Array;
  /** Output intervals [from, to] (window hours). */
  intervals: [Hours, Hours][];
}

/** Integrate sunlit bits into hours, in total and per output interval. */
export function wallHours(bits: Uint32Array, count: number, schedule: SunSchedule): WallHours {
  const { times, outputSteps } = schedule;
  const steps = times.length;
  const words = bitWords(schedule);
  const intervals: [Hours, Hours][] = [];
  for (let m = 0; m + 1 < outputSteps.length; m++)
    intervals.push([
      times[outputSteps[m] as number] as number,
      times[outputSteps[m + 1] as number] as number,
    ]);
  const segInterval = new Int32Array(Math.max(0, steps - 1));
  for (let m = 0, k = 0; k < steps - 1; k++) {
    while (m + 1 < outputSteps.length - 1 && k >= (outputSteps[m + 1] as number)) m++;
    segInterval[k] = m;
  }
  const window = (times[steps - 1] as number) - (times[0] as number);
  const sunlit = new Float32Array(count);
  const shaded = new Float32Array(count);
  const per = new Float32Array(count * intervals.length);
  const on = (i: number, k: number) => (((bits[i * words + (k >>> 5)] as number) >>> (k & 31)) & 1) === 1;
  for (let i = 0; i < count; i++) {
    let total = 0;
    let prev = on(i, 0);
    for (let k = 0; k + 1 < steps; k++) {
      const next = on(i, k + 1);
      const h = (((times[k + 1] as number) - (times[k] as number)) / 2) * ((prev ? 1 : 0) + (next ? 1 : 0));
      if (h > 0) {
        total += h;
        const o = i * intervals.length + (segInterval[k] as number);
        per[o] = (per[o] as number) + h;
      }
      prev = next;
    }
    sunlit[i] = total;
    shaded[i] = window - total;
  }
  return { sunlit, shaded, sunlitPerInterval: per, intervals };
}
