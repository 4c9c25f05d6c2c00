import type { Hours } from "../units";
import type { SunVector } from "../sun/regulation";
import { throwIfAborted } from "./plane";
import type { SunSchedule } from "./schedule";
import type { PreparedScene } from "./scene";
import { OccluderBins } from "./sunview";
import type { WallSamples } from "./wallSamples";
import { ColumnOccluders, wallColumns } from "./wallsColumns";
import type { WallColumns } from "./wallsColumns";
import { WallOccluders } from "./wallsExact";
import { AWAY, LIT, litPart } from "./wallsEvents";
import type { Segment } from "./wallsEvents";

export interface WallShadeOptions {
  /** Cell of the sun-view grid the occluders are binned in (metres, default 4): speed only, not accuracy. */
  cell?: number;
  /** Compute only steps [steps[0], steps[1]) (for splitting over threads). */
  steps?: readonly [number, number];
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** Bits per sample: bit k set when the sample is sunlit at step k. */
export function bitWords(schedule: SunSchedule): number {
  return Math.ceil(schedule.times.length / 32);
}

/** Exact sun and shade of wall samples: per-step bits and sunlit hours per output interval. */
export interface WallSunlight {
  /** Sunlit bits (bitWords per sample), for the steps computed. */
  bits: Uint32Array;
  /** Sunlit hours per sample and output interval (sample x interval), over the steps' segments computed. */
  perInterval: Float64Array;
}

/** Output interval of each step segment [k, k + 1]. */
function segmentIntervals(schedule: SunSchedule): Int32Array {
  const { times, outputSteps } = schedule;
  const segInterval = new Int32Array(Math.max(0, times.length - 1));
  for (let m = 0, k = 0; k < times.length - 1; k++) {
    while (m + 1 < outputSteps.length - 1 && k >= outputSteps[m + 1]!) m++;
    segInterval[k] = m;
  }
  return segInterval;
}

function sunAt(schedule: SunSchedule, k: number): SunVector {
  const v = schedule.vectors;
  return [v[k * 3]!, v[k * 3 + 1]!, v[k * 3 + 2]!];
}

/**
 * 壁面日影, exact: per step, the ray from each sample towards the sun is tested against the occluders binned
 * for it in the sun view (wallsExact.ts); a sample is sunlit when its wall faces the sun (n . S > 0) and
 * no occluder meets the ray. Between two steps whose states differ, the change is found by bisection on the
 * sun (interpolated between the steps) to `EVENT_SECONDS` (wallsEvents.ts), so the hours are those of the true intervals,
 * not of the steps. A sunlit or shaded spell shorter than a step that starts and ends between the same two
 * steps is not seen.
 */
export function wallSunlight(
  scene: PreparedScene,
  samples: WallSamples,
  schedule: SunSchedule,
  options: WallShadeOptions = {},
): WallSunlight {
  const { onProgress, signal } = options;
  const steps = schedule.times.length;
  const words = bitWords(schedule);
  const intervals = Math.max(0, schedule.outputSteps.length - 1);
  const bits = new Uint32Array(samples.count * words);
  const perInterval = new Float64Array(samples.count * intervals);
  const [k0, k1] = options.steps ?? [0, steps];
  const occluders = new WallOccluders(scene);
  const segInterval = segmentIntervals(schedule);
  const cell = options.cell ?? 4;
  let prevBins = new OccluderBins(cell);
  let bins = new OccluderBins(cell);
  const last = Math.min(k1, steps - 1);
  const columns = wallColumns(samples);
  const output: StepOutput = {
    bits,
    words,
    perInterval,
    intervals,
    building: samples.building,
    state: new Int32Array(samples.count).fill(AWAY),
    columns,
    columnState: new Uint8Array(columns.count).fill(ALL_AWAY),
    gathered: new ColumnOccluders(occluders),
  };
  for (let k = k0; k <= last; k++) {
    throwIfAborted(signal);
    const s = sunAt(schedule, k);
    occluders.bin(bins, s);
    const segment: Segment | null =
      k > k0
        ? {
            t0: schedule.times[k - 1]!,
            t1: schedule.times[k]!,
            from: sunAt(schedule, k - 1),
            to: s,
            prevBins,
            bins,
            interval: segInterval[k - 1]!,
          }
        : null;
    step(occluders, samples, k, s, segment, bins, output);
    [prevBins, bins] = [bins, prevBins];
    if (k < k1) onProgress?.(k - k0 + 1, k1 - k0);
  }
  addWholeSegments(output, schedule, segInterval, k0, last);
  return { bits, perInterval };
}

/**
 * Add to `perInterval` the segments [k, k + 1] (k0 <= k < last) lit at both ends, read from the bits: done
 * once per sample here rather than per step in `step`, whose pass over the 64-byte rows of perInterval
 * (8 intervals) for every lit sample and step cost more than the rest of that loop.
 */
function addWholeSegments(
  out: StepOutput,
  schedule: SunSchedule,
  segInterval: Int32Array,
  k0: number,
  last: number,
): void {
  const { bits, words, perInterval, intervals } = out;
  const { times } = schedule;
  const count = bits.length / words;
  for (let i = 0; i < count; i++) {
    for (let w = k0 >>> 5; w << 5 < last; w++) {
      const word = bits[i * words + w]!;
      const next = w + 1 < words ? bits[i * words + w + 1]! : 0;
      // Bit j: steps 32 w + j and 32 w + j + 1 both lit.
      let both = word & ((word >>> 1) | (next << 31));
      if (w << 5 < k0) both &= -1 << (k0 & 31);
      while (both !== 0) {
        const j = 31 - Math.clz32(both & -both);
        both &= both - 1;
        const k = (w << 5) + j;
        if (k >= last) break;
        const o = i * intervals + segInterval[k]!;
        perInterval[o] = perInterval[o]! + times[k + 1]! - times[k]!;
      }
    }
  }
}

/** A column whose samples were all alike at the previous step skips their per-sample pass where it can. */
const ALL_AWAY = 0;
const ALL_LIT = 1;
const MIXED = 2;

/** Where one step's results go, and what the samples are tested with. */
interface StepOutput {
  bits: Uint32Array;
  words: number;
  perInterval: Float64Array;
  intervals: number;
  /** Per sample: its building's index (its own occluders are left out where they cannot hide it). */
  building: Int32Array;
  /** Per sample, updated in place each step: LIT, AWAY (facing away or sun down) or the hiding occluder. */
  state: Int32Array;
  columns: WallColumns;
  /** Per column: ALL_AWAY, ALL_LIT or MIXED at the last step. */
  columnState: Uint8Array;
  gathered: ColumnOccluders;
}

/**
 * One step k for every sample: its state for sun `s` (binned in `bins`: LIT, AWAY or the id of an occluder
 * hiding it), its bit, and, where its state changed between lit and not lit since the previous step (when
 * `segment`), its sunlit hours within the segment (segments lit at both ends: addWholeSegments). Samples
 * go column by column (wallsColumns.ts): a column of several samples gathers its occluders once; a lone
 * sample tries the occluder that hid it a step ago first.
 */
function step(
  occluders: WallOccluders,
  samples: WallSamples,
  k: number,
  s: SunVector,
  segment: Segment | null,
  bins: OccluderBins,
  out: StepOutput,
): void {
  const [sx, sy, sz] = s;
  const { bits, words, state, columns, columnState, gathered } = out;
  const word = k >>> 5;
  const bit = 1 << (k & 31);
  const up = bins.up;
  const change = (i: number, before: number, now: number) => {
    if (!segment || (before === LIT) === (now === LIT)) return;
    const hours = litPart(occluders, samples, i, segment, before === LIT, before === LIT ? now : before);
    const o = i * out.intervals + segment.interval;
    out.perInterval[o] = out.perInterval[o]! + hours;
  };
  for (let c = 0; c < columns.count; c++) {
    const i0 = columns.start[c]!;
    const i1 = columns.start[c + 1]!;
    const was = columnState[c]!;
    const n = columns.normal;
    const facing = n[c * 3]! * sx + n[c * 3 + 1]! * sy + n[c * 3 + 2]! * sz;
    if (!(up && facing > 0)) {
      if (was === ALL_AWAY) continue;
      columnState[c] = ALL_AWAY;
      for (let i = i0; i < i1; i++) {
        change(i, state[i]!, AWAY);
        state[i] = AWAY;
      }
      continue;
    }
    const px = columns.x[c]!;
    const py = columns.y[c]!;
    const many = i1 - i0 > 1;
    if (many) {
      gathered.gather(bins, px, py, columns.zMin[c]!, columns.zMax[c]!, out.building[i0]!);
      if (gathered.empty) {
        // Nothing can hide the column: all its samples are lit.
        for (let i = i0; i < i1; i++) bits[i * words + word] = bits[i * words + word]! | bit;
        if (was === ALL_LIT) continue;
        columnState[c] = ALL_LIT;
        for (let i = i0; i < i1; i++) {
          change(i, state[i]!, LIT);
          state[i] = LIT;
        }
        continue;
      }
    }
    columnState[c] = MIXED;
    for (let i = i0; i < i1; i++) {
      const before = state[i]!;
      const pz = columns.z[i]!;
      let now: number;
      if (many) now = gathered.blocker(bins, pz);
      // The occluder that hid the sample a step ago most likely still does.
      else if (before >= 0 && occluders.hits(before, px, py, pz, sx, sy, sz)) now = before;
      else now = occluders.blocker(bins, px, py, pz, out.building[i]!);
      state[i] = now;
      if (now === LIT) bits[i * words + word] = bits[i * words + word]! | bit;
      change(i, before, now);
    }
  }
}

/** Sunlit bits per step (exact state at each step; see wallSunlight). */
export function wallSunlitBits(
  scene: PreparedScene,
  samples: WallSamples,
  schedule: SunSchedule,
  options: WallShadeOptions = {},
): Uint32Array {
  return wallSunlight(scene, samples, schedule, options).bits;
}

export interface WallHours {
  /** Sunlit hours per sample. */
  sunlit: Float32Array;
  /** Shaded hours per sample (window minus sunlit; a wall facing away counts as shaded). */
  shaded: Float32Array;
  /** Sunlit hours per sample and output interval (row-major: sample x interval). */
  sunlitPerInterval: Float32Array;
  /** Output intervals [from, to] (window hours). */
  intervals: [Hours, Hours][];
}

function outputIntervals(schedule: SunSchedule): [Hours, Hours][] {
  const { times, outputSteps } = schedule;
  const intervals: [Hours, Hours][] = [];
  for (let m = 0; m + 1 < outputSteps.length; m++)
    intervals.push([times[outputSteps[m]!]!, times[outputSteps[m + 1]!]!]);
  return intervals;
}

/** Hours from sunlit hours per sample and output interval (as `wallSunlight` gives them). */
export function wallHoursFromIntervals(
  perInterval: Float64Array,
  count: number,
  schedule: SunSchedule,
): WallHours {
  const { times } = schedule;
  const intervals = outputIntervals(schedule);
  const n = intervals.length;
  const window = times[times.length - 1]! - times[0]!;
  const sunlit = new Float32Array(count);
  const shaded = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    let total = 0;
    for (let m = 0; m < n; m++) total += perInterval[i * n + m]!;
    sunlit[i] = total;
    shaded[i] = window - total;
  }
  return { sunlit, shaded, sunlitPerInterval: Float32Array.from(perInterval), intervals };
}

/** Exact sunlit and shaded hours of wall samples (see wallSunlight). */
export function wallHoursExact(
  scene: PreparedScene,
  samples: WallSamples,
  schedule: SunSchedule,
  options: WallShadeOptions = {},
): WallHours {
  const { perInterval } = wallSunlight(scene, samples, schedule, options);
  return wallHoursFromIntervals(perInterval, samples.count, schedule);
}

/**
 * Integrate sunlit bits into hours by the trapezoid rule over the steps, in total and per output interval
 * (step-wise hours; `wallHoursExact` gives the hours of the true sunlit intervals).
 */
export function wallHours(bits: Uint32Array, count: number, schedule: SunSchedule): WallHours {
  const { times } = schedule;
  const steps = times.length;
  const words = bitWords(schedule);
  const intervals = outputIntervals(schedule);
  const segInterval = segmentIntervals(schedule);
  const per = new Float64Array(count * intervals.length);
  const on = (i: number, k: number) => ((bits[i * words + (k >>> 5)]! >>> (k & 31)) & 1) === 1;
  for (let i = 0; i < count; i++) {
    let prev = on(i, 0);
    for (let k = 0; k + 1 < steps; k++) {
      const next = on(i, k + 1);
      const h = ((times[k + 1]! - times[k]!) / 2) * ((prev ? 1 : 0) + (next ? 1 : 0));
      if (h > 0) {
        const o = i * intervals.length + segInterval[k]!;
        per[o] = per[o]! + h;
      }
      prev = next;
    }
  }
  return wallHoursFromIntervals(per, count, schedule);
}
