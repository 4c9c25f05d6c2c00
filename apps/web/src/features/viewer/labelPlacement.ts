// Contour labels that do not overlap (issue 24 §2), on the 2D map (screen pixels) and in the 3D viewer
// (ground metres): each label sits on its line, at the middle of a stretch of it, else at a quarter either
// side; a label whose box would touch one already placed is dropped. Long lines get a label per stretch.

export type Point2 = [number, number];

export interface LabelRequest {
  /** The line the label belongs to, in the placing units (px or m). */
  line: readonly Point2[];
  /** The label's box, in the same units. */
  width: number;
  height: number;
}

export interface PlacedLabel {
  /** Index of the request in the list given. */
  index: number;
  at: Point2;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** The point at distance `d` along a line with cumulative lengths `cum`. */
function pointAt(line: readonly Point2[], cum: readonly number[], d: number): Point2 {
  let i = 1;
  while (i < line.length - 1 && (cum[i] ?? 0) < d) i++;
  const [a, b] = [line[i - 1], line[i]];
  const span = (cum[i] ?? 0) - (cum[i - 1] ?? 0);
  const f = span > 0 ? (d - (cum[i - 1] ?? 0)) / span : 0;
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
}

/**
 * Places labels greedily in the order given (put the lines that matter most first): per stretch of
 * `stretch` units along a line, the first of its middle and quarter points whose box (grown by `gap`)
 * clears every placed box. `keep` (optional) drops candidate points, e.g. those off screen.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  { stretch, gap, keep }: { stretch: number; gap: number; keep?: (at: Point2) => boolean },
): PlacedLabel[] {
  const placed: Box[] = [];
  const out: PlacedLabel[] = [];
  requests.forEach((request, index) => {
    const { line, width, height } = request;
    if (line.length === 0) return;
    const cum = [0];
    for (let i = 1; i < line.length; i++) {
      const [a, b] = [line[i - 1], line[i]];
      cum.push((cum[i - 1] ?? 0) + Math.hypot(b[0] - a[0], b[1] - a[1]));
    }
    const length = cum.at(-1) ?? 0;
    const count = Math.max(1, Math.floor(length / stretch));
    for (let k = 0; k < count; k++)
      for (const f of [0.5, 0.25, 0.75]) {
        const at = pointAt(line, cum, ((k + f) / count) * length);
        if (keep && !keep(at)) continue;
        const box = {
          x0: at[0] - width / 2 - gap,
          x1: at[0] + width / 2 + gap,
          y0: at[1] - height / 2 - gap,
          y1: at[1] + height / 2 + gap,
        };
        if (placed.some((other) => overlaps(box, other))) continue;
        placed.push(box);
        out.push({ index, at });
        break;
      }
  });
  return out;
}
