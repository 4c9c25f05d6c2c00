/**
 * Independent brute-force reference for points mode and the regulation lines (issue 14). Nothing here
 * uses the engine's code: its own sun formula (VECTORS.md 1.1), its own ray-prism intersection, its own
 * offset curve. Slow on purpose: the sun is stepped every second and every change of state is then bisected
 * to 1 ms; lines are sampled every few centimetres, then every millimetre around their maxima.
 */

export type Point2 = readonly [x: number, y: number];

/** A vertical prism: footprint (any orientation, not self-intersecting), base and top heights. */
export interface ReferencePrism {
  footprint: readonly Point2[];
  base: number;
  top: number;
}

export interface ReferenceSun {
  latitude: number;
  declination: number;
  start: number;
  end: number;
}

const RAD = Math.PI / 180;

/** Regulation-mode sun vector (x east, y north, z up) at true solar time t (hours). */
export function referenceSunVector(sun: ReferenceSun, t: number): [number, number, number] {
  const phi = sun.latitude * RAD;
  const delta = sun.declination * RAD;
  const h = 15 * (t - 12) * RAD;
  return [
    -Math.cos(delta) * Math.sin(h),
    Math.sin(delta) * Math.cos(phi) - Math.cos(delta) * Math.cos(h) * Math.sin(phi),
    Math.sin(delta) * Math.sin(phi) + Math.cos(delta) * Math.cos(h) * Math.cos(phi),
  ];
}

/** Orientation of c relative to the line a -> b (positive: left). */
const orient = (a: Point2, b: Point2, c: Point2): number =>
  (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

/** Winding number test (inside or on the boundary counts as inside). */
function insideOrOn(poly: readonly Point2[], p: Point2): boolean {
  let winding = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const o = orient(a, b, p);
    const onLine = Math.abs(o) <= 1e-12 * Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (
      onLine &&
      p[0] >= Math.min(a[0], b[0]) - 1e-12 &&
      p[0] <= Math.max(a[0], b[0]) + 1e-12 &&
      p[1] >= Math.min(a[1], b[1]) - 1e-12 &&
      p[1] <= Math.max(a[1], b[1]) + 1e-12
    )
      return true;
    if (a[1] <= p[1]) {
      if (b[1] > p[1] && o > 0) winding++;
    } else if (b[1] <= p[1] && o < 0) winding--;
  }
  return winding !== 0;
}

/** Do the closed segments pq and ab share a point? */
function segmentsMeet(p: Point2, q: Point2, a: Point2, b: Point2): boolean {
  const d1 = orient(a, b, p);
  const d2 = orient(a, b, q);
  const d3 = orient(p, q, a);
  const d4 = orient(p, q, b);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const within = (u: Point2, v: Point2, w: Point2): boolean =>
    Math.min(u[0], v[0]) <= w[0] &&
    w[0] <= Math.max(u[0], v[0]) &&
    Math.min(u[1], v[1]) <= w[1] &&
    w[1] <= Math.max(u[1], v[1]);
  return (
    (d1 === 0 && within(a, b, p)) ||
    (d2 === 0 && within(a, b, q)) ||
    (d3 === 0 && within(p, q, a)) ||
    (d4 === 0 && within(p, q, b))
  );
}

const boxes = new WeakMap<readonly Point2[], [number, number, number, number]>();
function footprintBox(f: readonly Point2[]): [number, number, number, number] {
  let box = boxes.get(f);
  if (!box) {
    const xs = f.map((p) => p[0]);
    const ys = f.map((p) => p[1]);
    box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    boxes.set(f, box);
  }
  return box;
}

/**
 * Does the ray from (x, y, z) towards the sun s meet the prism? The ray is inside the prism's height range
 * for the parameter range [λ0, λ1]; over it the ray's plan is a segment, which meets the (closed) prism
 * when it meets the footprint: one end inside or a crossing of an edge.
 */
export function rayHitsPrism(
  prism: ReferencePrism,
  x: number,
  y: number,
  z: number,
  s: readonly number[],
): boolean {
  const [sx, sy, sz] = s as [number, number, number];
  if (!(sz > 0)) return true;
  const l1 = (prism.top - z) / sz;
  if (l1 <= 0) return false;
  const l0 = Math.max(0, (prism.base - z) / sz);
  const p: Point2 = [x + l0 * sx, y + l0 * sy];
  const q: Point2 = [x + l1 * sx, y + l1 * sy];
  const f = prism.footprint;
  const [minX, minY, maxX, maxY] = footprintBox(f);
  if (Math.max(p[0], q[0]) < minX || Math.min(p[0], q[0]) > maxX) return false;
  if (Math.max(p[1], q[1]) < minY || Math.min(p[1], q[1]) > maxY) return false;
  if (insideOrOn(f, p) || insideOrOn(f, q)) return true;
  for (let i = 0; i < f.length; i++) if (segmentsMeet(p, q, f[i]!, f[(i + 1) % f.length]!)) return true;
  return false;
}

/** The sun at every second of the window (computed once per sun: the scan's dominant cost otherwise). */
const secondsCache = new Map<string, Float64Array>();
function sunEverySecond(sun: ReferenceSun): Float64Array {
  const key = JSON.stringify(sun);
  let cached = secondsCache.get(key);
  if (!cached) {
    const steps = Math.round((sun.end - sun.start) * 3600);
    cached = new Float64Array((steps + 1) * 3);
    for (let k = 0; k <= steps; k++)
      cached.set(referenceSunVector(sun, k === steps ? sun.end : sun.start + k / 3600), k * 3);
    secondsCache.set(key, cached);
  }
  return cached;
}

const shadedBySun = (
  prisms: readonly ReferencePrism[],
  x: number,
  y: number,
  z: number,
  s: readonly number[],
): boolean => !(s[2]! > 0) || prisms.some((p) => rayHitsPrism(p, x, y, z, s));

/** Shaded intervals at (x, y, z): 1-second steps, each change bisected to 1 ms. */
export function referenceIntervals(
  prisms: readonly ReferencePrism[],
  x: number,
  y: number,
  z: number,
  sun: ReferenceSun,
): [number, number][] {
  const second = 1 / 3600;
  const table = sunEverySecond(sun);
  const steps = table.length / 3 - 1;
  const at = (t: number): boolean => shadedBySun(prisms, x, y, z, referenceSunVector(sun, t));
  const out: [number, number][] = [];
  const s = [0, 0, 0];
  const stepState = (k: number): boolean => {
    s[0] = table[k * 3]!;
    s[1] = table[k * 3 + 1]!;
    s[2] = table[k * 3 + 2]!;
    return shadedBySun(prisms, x, y, z, s);
  };
  let state = stepState(0);
  let from: number | null = state ? sun.start : null;
  for (let k = 1; k <= steps; k++) {
    const next = stepState(k);
    if (next === state) continue;
    const t = k === steps ? sun.end : sun.start + k * second;
    let lo = sun.start + (k - 1) * second;
    let hi = t;
    while (hi - lo > 1e-3 / 3600) {
      const mid = (lo + hi) / 2;
      if (at(mid) === state) lo = mid;
      else hi = mid;
    }
    const event = (lo + hi) / 2;
    if (next) from = event;
    else if (from !== null) {
      out.push([from, event]);
      from = null;
    }
    state = next;
  }
  if (from !== null) out.push([from, sun.end]);
  return out;
}

/** Shade hours at (x, y, z) (sum of referenceIntervals). */
export const referenceHours = (
  prisms: readonly ReferencePrism[],
  x: number,
  y: number,
  z: number,
  sun: ReferenceSun,
): number => referenceIntervals(prisms, x, y, z, sun).reduce((sum, [a, b]) => sum + b - a, 0);

/**
 * The curve at distance d outside a convex polygon: each edge moved out by d, joined by arcs of radius d
 * around the vertices. Returned as a walker by arc length.
 */
export function convexOffsetCurve(
  polygon: readonly Point2[],
  d: number,
): { length: number; at(s: number): Point2 } {
  const area = polygon.reduce((sum, p, i) => {
    const q = polygon[(i + 1) % polygon.length]!;
    return sum + p[0] * q[1] - q[0] * p[1];
  }, 0);
  const ccw = area > 0 ? polygon : [...polygon].reverse();
  const n = ccw.length;
  type Piece = { length: number; at(u: number): Point2 };
  const pieces: Piece[] = [];
  for (let i = 0; i < n; i++) {
    const a = ccw[i]!;
    const b = ccw[(i + 1) % n]!;
    const c = ccw[(i + 2) % n]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const nx = (b[1] - a[1]) / len; // outward normal of a counter-clockwise polygon
    const ny = -(b[0] - a[0]) / len;
    pieces.push({
      length: len,
      at: (u) => [a[0] + nx * d + (b[0] - a[0]) * (u / len), a[1] + ny * d + (b[1] - a[1]) * (u / len)],
    });
    // Arc around b from this edge's normal to the next one's.
    const len2 = Math.hypot(c[0] - b[0], c[1] - b[1]);
    const mx = (c[1] - b[1]) / len2;
    const my = -(c[0] - b[0]) / len2;
    const a0 = Math.atan2(ny, nx);
    let sweep = Math.atan2(my, mx) - a0;
    while (sweep < 0) sweep += 2 * Math.PI;
    pieces.push({
      length: sweep * d,
      at: (u) => [b[0] + d * Math.cos(a0 + u / d), b[1] + d * Math.sin(a0 + u / d)],
    });
  }
  const length = pieces.reduce((sum, p) => sum + p.length, 0);
  return {
    length,
    at(s: number): Point2 {
      let w = ((s % length) + length) % length;
      for (const p of pieces) {
        if (w <= p.length) return p.at(w);
        w -= p.length;
      }
      return pieces[0]!.at(0);
    },
  };
}

/** A maximum on a line: where, and how many hours. */
export interface ReferenceMaximum {
  x: number;
  y: number;
  hours: number;
}

/**
 * The largest shade hours on the offset curve at distance d: every `spacing` metres where `keep` allows,
 * then around each local maximum of those samples within `margin` hours of the best: every 5 mm over
 * +-spacing, then every 0.5 mm over +-5 mm around the best of those.
 */
export function referenceLineMaximum(
  prisms: readonly ReferencePrism[],
  site: readonly Point2[],
  d: number,
  z: number,
  sun: ReferenceSun,
  options: { spacing: number; margin: number; keep?: (p: Point2) => boolean },
): ReferenceMaximum {
  const curve = convexOffsetCurve(site, d);
  const n = Math.ceil(curve.length / options.spacing);
  const ds = curve.length / n;
  const hoursAt = (s: number): ReferenceMaximum => {
    const [x, y] = curve.at(s);
    return { x, y, hours: referenceHours(prisms, x, y, z, sun) };
  };
  const coarse: { s: number; hours: number }[] = [];
  for (let i = 0; i < n; i++) {
    if (options.keep && !options.keep(curve.at(i * ds))) continue;
    coarse.push({ s: i * ds, hours: hoursAt(i * ds).hours });
  }
  const top = Math.max(...coarse.map((c) => c.hours));
  let best: ReferenceMaximum = { x: NaN, y: NaN, hours: -Infinity };
  const scan = (from: number, to: number, step: number): number => {
    let bestS = from;
    for (let s = from; s <= to + 1e-9; s += step) {
      const p = hoursAt(s);
      if (p.hours > best.hours) {
        best = p;
        bestS = s;
      }
    }
    return bestS;
  };
  coarse.forEach((c, i) => {
    const left = coarse[i - 1]?.hours ?? -Infinity;
    const right = coarse[i + 1]?.hours ?? -Infinity;
    if (c.hours < top - options.margin || c.hours < left || c.hours < right) return;
    const before = best.hours;
    const s1 = scan(c.s - ds, c.s + ds, 0.005);
    if (best.hours > before) scan(s1 - 0.005, s1 + 0.005, 0.0005);
  });
  return best;
}
