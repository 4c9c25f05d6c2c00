import type { Hours } from "../units";

/** A closed interval of true solar time (hours). */
export type TimeInterval = readonly [start: Hours, end: Hours];

/**
 * How the permitted shade of a limit is placed in the regulation window, the same for every measurement point
 * of that limit (see docs/gyakuhikage.md: a window shared by all points of a line is what makes the line
 * samples enough for the islands inside the zones):
 * - "noon": centred on true noon;
 * - "shifted": one interval, starting `position` of the way from the window's start to its latest start;
 * - "tails": a morning part (`position` of the hours) and an afternoon part (the rest) at the window's ends;
 * - "aimed": a window per point, centred on the time when the sun stands in the direction from the point to
 *   the site's centroid (see aimedTables). Not shared, so not sound by construction inside the zones.
 */
export interface ShadeWindow {
  kind: "noon" | "shifted" | "tails" | "aimed";
  /** 0..1: the start's place (shifted) or the morning's share (tails); 0.5 for noon and aimed. */
  position: number;
  /** The permitted shaded intervals (total length: the limit less the margin); none for aimed (per point). */
  intervals: TimeInterval[];
}

/** Starts of the shifted family (0 = first thing in the morning, 1 = last in the afternoon; 0.5 is noon). */
const SHIFTS = [0, 1 / 6, 1 / 3, 1 / 2, 2 / 3, 5 / 6, 1] as const;
/** Morning shares of the both-tails family. */
const TAILS = [1 / 4, 1 / 2, 3 / 4] as const;

/** The candidate windows of `hours` of shade within [start, end] (hours < end - start). */
export function windowFamilies(hours: Hours, start: Hours, end: Hours): ShadeWindow[] {
  const slack = end - start - hours;
  const noon = (start + end) / 2;
  const out: ShadeWindow[] = SHIFTS.map((position) => {
    const a = position === 0.5 ? noon - hours / 2 : start + position * slack;
    return {
      kind: position === 0.5 ? "noon" : "shifted",
      position,
      intervals: [[a, a + hours]],
    };
  });
  for (const position of TAILS)
    out.push({
      kind: "tails",
      position,
      intervals: [
        [start, start + position * hours],
        [end - (1 - position) * hours, end],
      ],
    });
  return out;
}

/** The window [start, end] less the shaded intervals: where the sun must reach every measurement point. */
export function sunlitIntervals(shaded: readonly TimeInterval[], start: Hours, end: Hours): TimeInterval[] {
  const sorted = [...shaded].sort((a, b) => a[0] - b[0]);
  const out: TimeInterval[] = [];
  let at = start;
  for (const [a, b] of sorted) {
    if (a > at) out.push([at, Math.min(a, end)]);
    at = Math.max(at, b);
    if (at >= end) break;
  }
  if (at < end) out.push([at, end]);
  return out.filter(([a, b]) => b >= a);
}
