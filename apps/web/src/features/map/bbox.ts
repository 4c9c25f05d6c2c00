import { BUILDINGS_BBOX_MAX_DEGREES } from "@soracity/contracts";

/** `[minLon, minLat, maxLon, maxLat]` in degrees. */
export type Bbox = [number, number, number, number];

/** Grid (degrees) the buildings query snaps to, so small pans ask for (and cache) the same area. */
export const BBOX_SNAP_DEGREES = 0.005;

const width = (b: Bbox) => b[2] - b[0];
const height = (b: Bbox) => b[3] - b[1];
const fits = (b: Bbox, max: number) => width(b) <= max + 1e-12 && height(b) <= max + 1e-12;
/** Rounded to 6 decimals (about 0.1 m): stable query keys without float noise. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

function snapOut(b: Bbox, snap: number): Bbox {
  return [
    round(Math.floor(b[0] / snap) * snap),
    round(Math.floor(b[1] / snap) * snap),
    round(Math.ceil(b[2] / snap) * snap),
    round(Math.ceil(b[3] / snap) * snap),
  ];
}

function pad(b: Bbox, ratio: number): Bbox {
  const dx = width(b) * ratio;
  const dy = height(b) * ratio;
  return [b[0] - dx, b[1] - dy, b[2] + dx, b[3] + dy];
}

/**
 * The area to ask the buildings API for when the map shows `view`: the view with a margin (so small pans need
 * no new request), snapped outward to a grid, within the API's largest bbox side. Null when the view itself is
 * larger than that (the user must zoom in).
 */
export function buildingsQueryBbox(
  view: Bbox,
  { max = BUILDINGS_BBOX_MAX_DEGREES, snap = BBOX_SNAP_DEGREES, margin = 0.25 } = {},
): Bbox | null {
  if (!fits(view, max)) return null;
  for (const candidate of [snapOut(pad(view, margin), snap), snapOut(view, snap)]) {
    if (fits(candidate, max)) return candidate;
  }
  return view.map(round) as Bbox;
}

/** Whether two boxes overlap (touching counts). */
export function intersects(a: Bbox, b: Bbox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/** The query parameter `minLon,minLat,maxLon,maxLat`. */
export const bboxParam = (b: Bbox) => b.join(",");

/** Centre `[lon, lat]` of a box. */
export const bboxCenter = (b: Bbox): [number, number] => [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2];

/** Calls `fn` once `waitMs` after the last call; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): ((...args: A) => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
