import type { PathD, PathsD } from "@countertype/clipper2-ts";
import type { Meters } from "../units";

/**
 * A regulation line (the deemed site boundary offset outwards by `distance`) as closed paths that can be
 * walked by arc length. Points are snapped onto the exact line: the offset polygon approximates each
 * rounded corner by chords (up to 1 cm inside the arc), so a point q of it is moved along the direction
 * from its nearest boundary point c to lie at exactly `distance` from the deemed site (c + d (q - c)/|q - c|).
 */
export interface LinePath {
  length: Meters;
  /** The point at arc length `s` (wrapped into 0..length), on the exact line. */
  pointAt(s: Meters): [x: number, y: number];
}

/** Nearest point of the boundary segments (flat x0, y0, x1, y1 per segment) to (x, y). */
function nearestOnBoundary(segments: Float64Array, x: number, y: number): [number, number] {
  let best = Infinity;
  let bx = x;
  let by = y;
  for (let o = 0; o < segments.length; o += 4) {
    const x0 = segments[o]!;
    const y0 = segments[o + 1]!;
    const dx = segments[o + 2]! - x0;
    const dy = segments[o + 3]! - y0;
    const len2 = dx * dx + dy * dy;
    const u = len2 > 0 ? Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / len2)) : 0;
    const cx = x0 + u * dx;
    const cy = y0 + u * dy;
    const d2 = (x - cx) ** 2 + (y - cy) ** 2;
    if (d2 < best) {
      best = d2;
      bx = cx;
      by = cy;
    }
  }
  return [bx, by];
}

/** The boundary of (deemed) site paths as flat segments. */
export function boundarySegments(site: PathsD): Float64Array {
  const out: number[] = [];
  for (const path of site)
    path.forEach((p, i) => {
      const q = path[(i + 1) % path.length]!;
      out.push(p.x, p.y, q.x, q.y);
    });
  return Float64Array.from(out);
}

/** Walkable, exactly snapped paths of the line at `distance` from the site whose boundary is `segments`. */
export function linePaths(paths: PathsD, segments: Float64Array, distance: Meters): LinePath[] {
  return paths
    .filter((path) => path.length >= 2)
    .map((path: PathD): LinePath => {
      const n = path.length;
      const cumulative = new Float64Array(n + 1);
      for (let i = 0; i < n; i++) {
        const p = path[i]!;
        const q = path[(i + 1) % n]!;
        cumulative[i + 1] = cumulative[i]! + Math.hypot(q.x - p.x, q.y - p.y);
      }
      const length = cumulative[n]!;
      return {
        length,
        pointAt(s: Meters): [number, number] {
          const w = ((s % length) + length) % length;
          // Binary search of the segment holding arc length w.
          let lo = 0;
          let hi = n - 1;
          while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (cumulative[mid]! <= w) lo = mid;
            else hi = mid - 1;
          }
          const p = path[lo]!;
          const q = path[(lo + 1) % n]!;
          const seg = cumulative[lo + 1]! - cumulative[lo]!;
          const u = seg > 0 ? (w - cumulative[lo]!) / seg : 0;
          const x = p.x + u * (q.x - p.x);
          const y = p.y + u * (q.y - p.y);
          const [cx, cy] = nearestOnBoundary(segments, x, y);
          const d = Math.hypot(x - cx, y - cy);
          if (!(d > 1e-9)) return [x, y];
          return [cx + ((x - cx) * distance) / d, cy + ((y - cy) * distance) / d];
        },
      };
    });
}
