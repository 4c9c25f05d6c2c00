import type { Hours } from "../units";
import { raysHitTriangles } from "./mesh";
import type { PreparedPrism } from "./prism";
import { prismShadesPoint } from "./prism";
import type { PreparedScene } from "./scene";
import type { SunTrack } from "./sunTrack";
import { sunOnTrack } from "./sunTrack";
import type { ShadowReach } from "./shadowReach";
import { reachWindows, within } from "./shadowReach";

/**
 * Exact shade events at a plane point (指定点日影 to the second).
 *
 * The point P is shaded while the ray from P towards the sun S(t) meets a building. Seen from P, a building
 * covers a region of the sky bounded by the images of its edges, so the shade can only change when S(t)
 * crosses an edge AB: then S lies in the plane through P, A and B, i.e. f(t) = ((A - P) x (B - P)) . S(t)
 * is zero, with S between the rays PA and PB. Each f is smooth (|f''| <= |n| x the track's curvature bound),
 * so all its zeros are bracketed rigorously: a sign change between samples holds a zero; equal signs with
 * min(|f(a)|, |f(b)|) > |f''| (b - a)² / 8 hold none; otherwise the interval is halved. Zeros are refined by
 * regula falsi (Illinois), the candidates kept when S crosses the segment itself, and the shade state is
 * then tested (exact ray test) between consecutive events. A building is only scanned over the parts of the
 * window when its shadow can reach the point at all (shadowReach.ts).
 */

/** Finds the times at which the sun crosses edges seen from one point. */
class EdgeCrossings {
  readonly times: number[] = [];
  private readonly sun = new Float64Array(3);
  private nx = 0;
  private ny = 0;
  private nz = 0;
  private bound = 0;
  // The edge's end points relative to P (to keep only crossings of the segment itself).
  private ax = 0;
  private ay = 0;
  private az = 0;
  private bx = 0;
  private by = 0;
  private bz = 0;

  constructor(
    private readonly track: SunTrack,
    private readonly tolerance: Hours,
  ) {}

  /** Sample ranges [first, last, ...] scanned by `edge` (null: the whole track). */
  windows: number[] | null = null;

  /** Crossings of the edge from A to B (coordinates relative to P; z above the plane). */
  edge(ax: number, ay: number, az: number, bx: number, by: number, bz: number): void {
    if (az <= 0 && bz <= 0) return; // the ray rises: it never meets an edge on or below the plane
    const nx = ay * bz - az * by;
    const ny = az * bx - ax * bz;
    const nz = ax * by - ay * bx;
    const norm = Math.hypot(nx, ny, nz);
    if (!(norm > 1e-12 * (Math.hypot(ax, ay, az) * Math.hypot(bx, by, bz)))) return; // P on the edge's line
    this.nx = nx;
    this.ny = ny;
    this.nz = nz;
    this.bound = this.track.curvature * norm;
    this.ax = ax;
    this.ay = ay;
    this.az = az;
    this.bx = bx;
    this.by = by;
    this.bz = bz;
    this.scan(true);
  }

  /** Sunrise and sunset: zeros of S_z (no segment test). */
  horizon(): void {
    this.windows = null;
    this.nx = 0;
    this.ny = 0;
    this.nz = 1;
    this.bound = this.track.curvature;
    this.scan(false);
  }

  private at(t: number): number {
    const s = sunOnTrack(this.track, t, this.sun);
    return this.nx * s[0]! + this.ny * s[1]! + this.nz * s[2]!;
  }

  private sampled(i: number): number {
    const v = this.track.vectors;
    return this.nx * v[i * 3]! + this.ny * v[i * 3 + 1]! + this.nz * v[i * 3 + 2]!;
  }

  private scan(segment: boolean): void {
    const windows = this.windows;
    if (!windows) this.scanRange(0, this.track.times.length - 1, segment);
    else
      for (let w = 0; w + 1 < windows.length; w += 2) this.scanRange(windows[w]!, windows[w + 1]!, segment);
  }

  private scanRange(first: number, last: number, segment: boolean): void {
    const { times } = this.track;
    // Coarse stride over the 1-minute samples; the bound then rules out most intervals at once.
    const stride = 8;
    let ia = first;
    let fa = this.sampled(first);
    while (ia < last) {
      const ib = Math.min(last, ia + stride);
      const fb = this.sampled(ib);
      this.bracket(times[ia]!, fa, times[ib]!, fb, segment);
      ia = ib;
      fa = fb;
    }
  }

  private bracket(a: number, fa: number, b: number, fb: number, segment: boolean): void {
    if (fa > 0 !== fb > 0) {
      const t = this.refine(a, fa, b, fb);
      if (!segment || this.onSegment(t)) this.times.push(t);
      return;
    }
    const w = b - a;
    if (Math.min(Math.abs(fa), Math.abs(fb)) > (this.bound * w * w) / 8) return;
    if (w < this.tolerance) return; // touches zero without crossing: no change of side
    const m = (a + b) / 2;
    const fm = this.at(m);
    this.bracket(a, fa, m, fm, segment);
    this.bracket(m, fm, b, fb, segment);
  }

  /** Regula falsi with the Illinois modification: superlinear, never leaves the bracket. */
  private refine(a: number, fa: number, b: number, fb: number): number {
    let side = 0;
    for (let k = 0; k < 100 && b - a > this.tolerance; k++) {
      let c = (a * fb - b * fa) / (fb - fa);
      if (!(c > a && c < b)) c = (a + b) / 2;
      const fc = this.at(c);
      if (fc === 0) return c;
      if (fc > 0 === fb > 0) {
        b = c;
        fb = fc;
        if (side === 1) fa /= 2;
        side = 1;
      } else {
        a = c;
        fa = fc;
        if (side === -1) fb /= 2;
        side = -1;
      }
    }
    return (a + b) / 2;
  }

  /** Does the sun at `t` (in the edge's plane) lie between the rays towards A and B (with some slack)? */
  private onSegment(t: number): boolean {
    const s = sunOnTrack(this.track, t, this.sun);
    const sx = s[0]!;
    const sy = s[1]!;
    const sz = s[2]!;
    const { nx, ny, nz, ax, ay, az, bx, by, bz } = this;
    // (A x S) . n >= 0 and (S x B) . n >= 0, relative to |n|² so the slack is an angle (about 1e-6 rad).
    const slack =
      -1e-6 * (nx * nx + ny * ny + nz * nz) ** 0.5 * Math.max(Math.hypot(ax, ay, az), Math.hypot(bx, by, bz));
    const aS = (ay * sz - az * sy) * nx + (az * sx - ax * sz) * ny + (ax * sy - ay * sx) * nz;
    const sB = (sy * bz - sz * by) * nx + (sz * bx - sx * bz) * ny + (sx * by - sy * bx) * nz;
    return aS >= slack && sB >= slack;
  }
}

/**
 * The buildings whose shadow can reach a point, each with the sample ranges when it can (null: any time).
 */
interface Occluders {
  prisms: PreparedPrism[];
  prismWindows: (number[] | null)[];
  meshes: number[];
  meshWindows: (number[] | null)[];
}

function occludersOf(
  scene: PreparedScene,
  x: number,
  y: number,
  planeZ: number,
  reach: ShadowReach | null,
): Occluders {
  const out: Occluders = { prisms: [], prismWindows: [], meshes: [], meshWindows: [] };
  for (const p of scene.prisms) {
    const h1 = p.top - planeZ;
    if (h1 <= 0) continue;
    const windows = reachWindows(reach, x, y, h1, p.minX, p.minY, p.maxX, p.maxY);
    if (windows?.length === 0) continue;
    out.prisms.push(p);
    out.prismWindows.push(windows);
  }
  const { bounds, meshStarts } = scene.meshes;
  for (let m = 0; m + 1 < meshStarts.length; m++) {
    const o = m * 6;
    const h1 = bounds[o + 5]! - planeZ;
    if (h1 <= 0) continue;
    const windows = reachWindows(reach, x, y, h1, bounds[o]!, bounds[o + 1]!, bounds[o + 3]!, bounds[o + 4]!);
    if (windows?.length === 0) continue;
    out.meshes.push(m);
    out.meshWindows.push(windows);
  }
  return out;
}

/**
 * Exact ray test against the occluders that can shade at sample position u (as isShaded: the sun at or
 * below the horizon is shade).
 */
function shadedBy(
  scene: PreparedScene,
  occluders: Occluders,
  x: number,
  y: number,
  planeZ: number,
  s: Float64Array,
  u: number,
): boolean {
  const sx = s[0]!;
  const sy = s[1]!;
  const sz = s[2]!;
  if (!(sz > 1e-9)) return true;
  const kx = -sx / sz;
  const ky = -sy / sz;
  const { prisms, prismWindows, meshes, meshWindows } = occluders;
  for (let i = 0; i < prisms.length; i++) {
    if (!within(prismWindows[i] ?? null, u)) continue;
    const p = prisms[i]!;
    const h1 = p.top - planeZ;
    const h0 = Math.max(p.base, planeZ) - planeZ;
    if (prismShadesPoint(p, x, y, kx * h0, ky * h0, kx * h1, ky * h1)) return true;
  }
  const { triangles, meshStarts } = scene.meshes;
  for (let i = 0; i < meshes.length; i++) {
    if (!within(meshWindows[i] ?? null, u)) continue;
    const m = meshes[i]!;
    const t0 = meshStarts[m]!;
    const t1 = meshStarts[m + 1]!;
    if (raysHitTriangles(triangles, t0, t1, x, y, planeZ, sx, sy, sz)) return true;
  }
  return false;
}

function collectEdges(
  scene: PreparedScene,
  occluders: Occluders,
  x: number,
  y: number,
  planeZ: number,
  out: EdgeCrossings,
): void {
  occluders.prisms.forEach((p, i) => {
    out.windows = occluders.prismWindows[i] ?? null;
    const h1 = p.top - planeZ;
    const h0 = Math.max(p.base, planeZ) - planeZ;
    const { xs, ys, ringStarts } = p;
    for (let r = 0; r + 1 < ringStarts.length; r++) {
      const s = ringStarts[r]!;
      const e = ringStarts[r + 1]!;
      for (let a = e - 1, b = s; b < e; a = b, b++) {
        const ax = xs[a]! - x;
        const ay = ys[a]! - y;
        const bx = xs[b]! - x;
        const by = ys[b]! - y;
        out.edge(ax, ay, h1, bx, by, h1); // roof edge
        out.edge(ax, ay, h0, bx, by, h0); // bottom edge (skipped when on the plane)
        out.edge(ax, ay, h0, ax, ay, h1); // vertical edge
      }
    }
  });
  const { triangles, meshStarts } = scene.meshes;
  occluders.meshes.forEach((m, k) => {
    out.windows = occluders.meshWindows[k] ?? null;
    for (let t = meshStarts[m]!; t < meshStarts[m + 1]!; t++) {
      const o = t * 9;
      for (let v = 0; v < 3; v++) {
        const i = o + v * 3;
        const j = o + ((v + 1) % 3) * 3;
        out.edge(
          triangles[i]! - x,
          triangles[i + 1]! - y,
          triangles[i + 2]! - planeZ,
          triangles[j]! - x,
          triangles[j + 1]! - y,
          triangles[j + 2]! - planeZ,
        );
      }
    }
  });
}

/**
 * Shaded intervals [from, to] (window hours) at the plane point (x, y, planeZ) over the track's window,
 * with every event exact to `tolerance` hours.
 */
export function shadeIntervalsAt(
  scene: PreparedScene,
  x: number,
  y: number,
  planeZ: number,
  track: SunTrack,
  reach: ShadowReach | null,
  tolerance: Hours,
): [Hours, Hours][] {
  const occluders = occludersOf(scene, x, y, planeZ, reach);
  const crossings = new EdgeCrossings(track, tolerance);
  crossings.horizon();
  collectEdges(scene, occluders, x, y, planeZ, crossings);
  const events = crossings.times.sort((a, b) => a - b);
  const sun = new Float64Array(3);
  const intervals: [Hours, Hours][] = [];
  let from: Hours | null = null;
  let previous = track.start;
  const bounds = [...events, track.end];
  for (const t of bounds) {
    if (t - previous < 1e-9) continue;
    const mid = (previous + t) / 2;
    const u = (mid - track.start) / track.step;
    const shaded = shadedBy(scene, occluders, x, y, planeZ, sunOnTrack(track, mid, sun), u);
    if (shaded && from === null) from = previous;
    if (!shaded && from !== null) {
      intervals.push([from, previous]);
      from = null;
    }
    previous = t;
  }
  if (from !== null) intervals.push([from, track.end]);
  return intervals;
}
