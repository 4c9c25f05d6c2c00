import type { NoiseSceneSize } from "./size";

/**
 * Progress of the whole run from each phase's own 0..1 (listed receivers, then the grid, then the facades):
 * each phase weighs its share of the receivers, and the fraction reported never goes back (each phase used to
 * report its own 0..1, so a run went from 99 % of the grid back to 13 % of the facades).
 */
export function phasedProgress(
  receivers: NoiseSceneSize["receivers"],
  onProgress: ((fraction: number) => void) | undefined,
): (name: keyof NoiseSceneSize["receivers"]) => ((fraction: number) => void) | undefined {
  if (!onProgress) return () => undefined;
  const order = ["listed", "grid", "facade"] as const;
  const total = Math.max(
    1,
    order.reduce((sum, name) => sum + receivers[name], 0),
  );
  let reported = 0;
  return (name) => {
    const before = order.slice(0, order.indexOf(name)).reduce((sum, n) => sum + receivers[n], 0);
    return (fraction) => {
      const overall = Math.min(1, (before + fraction * receivers[name]) / total);
      if (overall < reported) return;
      reported = overall;
      onProgress(overall);
    };
  };
}

/** Fixed point of a task's fraction in its shared slot (Int32, so Atomics can read it whole). */
const SLOT_SCALE = 2 ** 30;

/** A worker task's progress callback: writes its fraction done into its slot of `buffer`. */
export function slotWriter(buffer: SharedArrayBuffer, slot: number): (fraction: number) => void {
  const slots = new Int32Array(buffer);
  return (fraction) => void Atomics.store(slots, slot, Math.round(Math.min(1, fraction) * SLOT_SCALE));
}

/**
 * Progress of tasks running on other threads: each writes its fraction into its own slot of a shared
 * buffer ({@link slotWriter}); {@link poll} sums the slots by their weights (summing to 1) and reports the
 * total when it went up. The caller polls on a timer, so a task of minutes still moves the bar.
 */
export class SharedProgress {
  readonly buffer: SharedArrayBuffer;
  private readonly slots: Int32Array;
  private reported = 0;

  constructor(
    private readonly weights: readonly number[],
    private readonly onProgress: (fraction: number) => void,
  ) {
    this.buffer = new SharedArrayBuffer(4 * weights.length);
    this.slots = new Int32Array(this.buffer);
  }

  poll(): void {
    let done = 0;
    this.weights.forEach((w, i) => (done += (w * Atomics.load(this.slots, i)) / SLOT_SCALE));
    this.report(Math.min(1, done));
  }

  /** Reports 1 (all tasks done: the sum of rounded slots may stop just short of it). */
  finish(): void {
    this.report(1);
  }

  private report(fraction: number): void {
    if (fraction <= this.reported) return;
    this.reported = fraction;
    this.onProgress(fraction);
  }
}
