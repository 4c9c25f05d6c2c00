import type { PathD, PathsD } from "@countertype/clipper2-ts";
import type { Hours, Meters } from "../units";
import { linePaths } from "./regulationLines";
import type { ZonePoint } from "./regulationSearch";

/**
 * 日影チャート (issue 24 §2): the shade hours along the 5 m and 10 m lines, the way practitioners show where an
 * equal-time line touches a measurement line. Each closed piece of a line is unrolled from its southernmost
 * point, clockwise (west, north, east: the order the morning-to-afternoon shade sweeps it), and sampled
 * every `spacing` metres or finer with the exact hours the check uses on the lines; the line's worst point
 * found by the check's search is inserted where it lies.
 */
export interface ChartPiece {
  /** Length of the piece (m) and the samples: points (frame x, y), arc length s (m), shade hours. */
  length: Meters;
  points: [number, number][];
  s: Meters[];
  hours: Hours[];
}

export interface RegulationChartLine {
  line: "5m" | "10m";
  limit: Hours;
  pieces: ChartPiece[];
}

const signedArea = (path: PathD): number =>
  path.reduce((sum, p, i) => {
    const q = path[(i + 1) % path.length]!;
    return sum + p.x * q.y - q.x * p.y;
  }, 0) / 2;

/** The path clockwise, starting at its southernmost vertex (the westernmost of equals). */
export function chartOrder(path: PathD): PathD {
  const clockwise = signedArea(path) > 0 ? [...path].reverse() : [...path];
  let start = 0;
  clockwise.forEach((p, i) => {
    const q = clockwise[start]!;
    if (p.y < q.y || (p.y === q.y && p.x < q.x)) start = i;
  });
  return [...clockwise.slice(start), ...clockwise.slice(0, start)];
}

/** Arc length along the path of the point of it nearest to (x, y), and that distance. */
function arcLengthAt(path: PathD, x: number, y: number): { s: Meters; distance: Meters } {
  let best = { s: 0, distance: Infinity };
  let run = 0;
  path.forEach((p, i) => {
    const q = path[(i + 1) % path.length]!;
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    const len = Math.hypot(dx, dy);
    const u = len > 0 ? Math.max(0, Math.min(1, ((x - p.x) * dx + (y - p.y) * dy) / (len * len))) : 0;
    const distance = Math.hypot(p.x + u * dx - x, p.y + u * dy - y);
    if (distance < best.distance) best = { s: run + u * len, distance };
    run += len;
  });
  return best;
}

/**
 * The chart of one line (the paths of the line at `distance` from the deemed site whose boundary is
 * `segments`): every piece sampled from s = 0 to its length (the closing sample repeats the first point),
 * with `worst` (the check's maximum on this line) inserted into the piece it lies on.
 */
export function chartOfLine(
  line: RegulationChartLine["line"],
  limit: Hours,
  paths: PathsD,
  segments: Float64Array,
  distance: Meters,
  hoursAt: (x: number, y: number) => Hours,
  spacing: Meters,
  worst: ZonePoint | null,
): RegulationChartLine {
  const ordered = paths.filter((p) => p.length >= 2).map(chartOrder);
  const walkable = linePaths(ordered, segments, distance);
  const near = worst
    ? ordered.map((path) => arcLengthAt(path, worst.x, worst.y))
    : ordered.map(() => ({ s: 0, distance: Infinity }));
  const closest = near.reduce(
    (best, n, i) => (n.distance < (near[best]?.distance ?? Infinity) ? i : best),
    0,
  );
  const pieces = walkable.map((path, k): ChartPiece => {
    const n = Math.max(8, Math.ceil(path.length / spacing));
    const samples = Array.from({ length: n + 1 }, (_, i) => (i === n ? path.length : (i * path.length) / n));
    const points = samples.map((s) => path.pointAt(s));
    const hours = points.map(([x, y]) => hoursAt(x, y));
    const at = near[k];
    if (worst && k === closest && at && at.distance < 0.05) {
      const i = samples.findIndex((s) => s > at.s);
      if (i > 0 && samples[i - 1] !== at.s) {
        samples.splice(i, 0, at.s);
        points.splice(i, 0, [worst.x, worst.y]);
        hours.splice(i, 0, worst.hours);
      }
    }
    return { length: path.length, points, s: samples, hours };
  });
  return { line, limit, pieces };
}
