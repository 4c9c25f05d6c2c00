import type { Hours, Meters } from "../units";
import type { LinePath } from "./regulationLines";

/** A point of a zone with its shade hours. */
export interface ZonePoint {
  x: Meters;
  y: Meters;
  hours: Hours;
}

export interface LineSearchOptions {
  /** Spacing of the first pass along the line (metres). */
  spacing: Meters;
  /** Stop when no interval can hold more than the best found + tolerance (hours). */
  tolerance: Hours;
  /** Shade can never exceed the window's length (caps the bounds). */
  windowHours: Hours;
  /** Most points evaluated per call (a safety net; the search normally stops far earlier). */
  maxEvaluations: number;
}

/** An interval [a, b] of arc length on one path with the hours at its ends and its slope bound. */
interface Interval {
  path: number;
  a: number;
  va: number;
  b: number;
  vb: number;
  lipschitz: number;
  bound: number;
}

/** Max-heap of intervals by `bound`. */
class IntervalHeap {
  private readonly items: Interval[] = [];
  get size(): number {
    return this.items.length;
  }
  push(item: Interval): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent]!.bound >= item.bound) break;
      items[i] = items[parent]!;
      i = parent;
    }
    items[i] = item;
  }
  pop(): Interval | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (!top || !last || items.length === 0) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let largest = i;
      let value = last.bound;
      if (l < items.length && items[l]!.bound > value) {
        largest = l;
        value = items[l]!.bound;
      }
      if (r < items.length && items[r]!.bound > value) largest = r;
      if (largest === i) break;
      items[i] = items[largest]!;
      i = largest;
    }
    items[i] = last;
    return top;
  }
}

/** Smallest interval refined (metres): below this the line position is exact for any practical purpose. */
const MIN_WIDTH = 5e-4;
/** Floor of the slope bound (hours per metre), so that flat runs still get a (tiny) margin. */
const MIN_SLOPE = 0.005;

/**
 * The largest shade hours along closed lines, within `tolerance` of the truth. A first pass samples every
 * `spacing` metres; then branch and bound: each interval's largest possible value is bounded by the mean of
 * its ends plus L w / 2, with L 1.5 times the steepest slope seen around it (shade hours along a line are
 * Lipschitz, with kinks where the intervals' ends meet), and the interval with the highest bound is halved
 * until no bound exceeds the best point found by more than the tolerance.
 */
export function maxAlongLines(
  paths: readonly LinePath[],
  hoursAt: (x: number, y: number) => Hours,
  options: LineSearchOptions,
): ZonePoint | null {
  let best: ZonePoint | null = null;
  let evaluations = 0;
  const evaluate = (path: number, s: number): number => {
    const [x, y] = paths[path]!.pointAt(s);
    const hours = hoursAt(x, y);
    evaluations++;
    if (!best || hours > best.hours) best = { x, y, hours };
    return hours;
  };
  const heap = new IntervalHeap();
  const bounded = (item: Omit<Interval, "bound">): Interval => ({
    ...item,
    bound: Math.min(options.windowHours, (item.va + item.vb) / 2 + (item.lipschitz * (item.b - item.a)) / 2),
  });
  paths.forEach((path, p) => {
    if (!(path.length > 0)) return;
    const n = Math.max(16, Math.ceil(path.length / options.spacing));
    const ds = path.length / n;
    const values = Array.from({ length: n }, (_, i) => evaluate(p, i * ds));
    const slope = (i: number): number => Math.abs(values[(i + 1) % n]! - values[i % n]!) / ds;
    for (let i = 0; i < n; i++) {
      const around = Math.max(slope((i + n - 1) % n), slope(i), slope((i + 1) % n));
      heap.push(
        bounded({
          path: p,
          a: i * ds,
          va: values[i]!,
          b: (i + 1) * ds,
          vb: values[(i + 1) % n]!,
          lipschitz: 1.5 * around + MIN_SLOPE,
        }),
      );
    }
  });
  while (heap.size > 0 && evaluations < options.maxEvaluations) {
    const top = heap.pop() as Interval;
    const current = (best as ZonePoint | null)?.hours ?? 0;
    if (top.bound <= current + options.tolerance) break;
    if (top.b - top.a < MIN_WIDTH) continue;
    const m = (top.a + top.b) / 2;
    const vm = evaluate(top.path, m);
    const w = (top.b - top.a) / 2;
    const lipschitz = Math.max(
      top.lipschitz,
      (1.5 * Math.max(Math.abs(vm - top.va), Math.abs(top.vb - vm))) / w,
    );
    heap.push(bounded({ path: top.path, a: top.a, va: top.va, b: m, vb: vm, lipschitz }));
    heap.push(bounded({ path: top.path, a: m, va: vm, b: top.b, vb: top.vb, lipschitz }));
  }
  return best;
}

const D = Math.SQRT1_2;
const COMPASS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [D, D],
  [-D, -D],
  [D, -D],
  [-D, D],
] as const;

/**
 * Local maximum of shade hours near a start point inside a zone (an island of long shade between several
 * planned buildings, away from the lines): compass search in 8 directions (ridges of shade hours often
 * run diagonally), halving the step down to 1 mm. Points outside the zone are not taken.
 */
export function climbInZone(
  start: ZonePoint,
  step: Meters,
  hoursAt: (x: number, y: number) => Hours,
  inZone: (x: number, y: number) => boolean,
): ZonePoint {
  let at = start;
  let h = step;
  while (h >= 1e-3) {
    let moved = false;
    for (const [dx, dy] of COMPASS) {
      const x = at.x + dx * h;
      const y = at.y + dy * h;
      if (!inZone(x, y)) continue;
      const hours = hoursAt(x, y);
      if (hours > at.hours + 1e-9) {
        at = { x, y, hours };
        moved = true;
        break;
      }
    }
    if (!moved) h /= 2;
  }
  return at;
}
