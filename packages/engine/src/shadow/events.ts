import type { Hours } from "../units";
import { raysHitTriangles } from "./mesh";
import type { PreparedPrism } from "./prism";
import { prismShadesPoint } from "./prism";
import type { PreparedScene } from "./scene";
import type { SunTrack } from "./sunTrack";
import { sunOnTrack } from "./sunTrack";

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
 * then tested (exact ray test) between consecutive events.
 */

/**
 * Where shadows can come from over a track, in blocks of samples: for each block, the horizontal
 * directions towards the sun (centre and half-width, radians) and the largest horizontal run per metre of
 * height |S_xy| / S_z. A building can only shade P when it lies towards the sun within that run.
 */
export interface ShadowReach {
  /** The largest run per metre over the whole track. */
  run: number;
  /** Per block: centre direction (cos, sin), cos and sin of the half-width, largest run per metre. */
  blocks: Float64Array;
}

const BLOCK = 16;

/** The reach of shadows over the track (null when the sun is low enough that nothing is culled). */
export function shadowReach(track: SunTrack): ShadowReach | null {
  const { vectors } = track;
  const count = vectors.length / 3;
  const blocks: number[] = [];
  for (let i0 = 0; i0 < count - 1; i0 += BLOCK) {
    const i1 = Math.min(count - 1, i0 + BLOCK);
    let cx = 0;
    let cy = 0;
    let run = 0;
    for (let i = i0; i <= i1; i++) {
      const sx = vectors[i * 3] as number;
      const sy = vectors[i * 3 + 1] as number;
      const sz = vectors[i * 3 + 2] as number;
      // Below 0.5° shadows are hundreds of heights long: no culling at all.
      if (!(sz > 0.009)) return null;
      const h = Math.hypot(sx, sy);
      run = Math.max(run, h / sz);
      if (h > 1e-9) {
        cx += sx / h;
        cy += sy / h;
      }
    }
    const c = Math.hypot(cx, cy);
    let width = Math.PI;
    if (c > 1e-9) {
      cx /= c;
      cy /= c;
      width = 0;
      for (let i = i0; i <= i1; i++) {
        const sx = vectors[i * 3] as number;
        const sy = vectors[i * 3 + 1] as number;
        const h = Math.hypot(sx, sy);
        const angle = h > 1e-9 ? Math.acos(Math.max(-1, Math.min(1, (sx * cx + sy * cy) / h))) : Math.PI;
        width = Math.max(width, angle);
      }
      width = Math.min(Math.PI, width * 1.05 + 0.01);
    }
    // 2 % more run for the motion between samples.
    blocks.push(cx, cy, Math.cos(width), Math.sin(width), run * 1.02 + 0.01);
  }
  let run = 0;
  for (let o = 4; o < blocks.length; o += 5) run = Math.max(run, blocks[o] as number);
  return { run, blocks: Float64Array.from(blocks) };
}

/**
 * Can a building whose bbox is (minX, minY)-(maxX, maxY), up to h1 above the plane, shade P = (x, y)? Its
 * bounding circle must lie within the run of some block and, seen from P, within the block's directions.
 */
function reaches(
  reach: ShadowReach | null,
  x: number,
  y: number,
  h1: number,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
): boolean {
  if (!reach) return true;
  const dx = (minX + maxX) / 2 - x;
  const dy = (minY + maxY) / 2 - y;
  const radius = Math.hypot(maxX - minX, maxY - minY) / 2;
  const d = Math.hypot(dx, dy);
  if (reach.run * h1 < d - radius) return false;
  if (d <= radius) return true;
  const sinHalf = radius / d;
  const cosHalf = Math.sqrt(1 - sinHalf * sinHalf);
  const { blocks } = reach;
  for (let o = 0; o < blocks.length; o += 5) {
    if ((blocks[o + 4] as number) * h1 < d - radius) continue;
    const cw = blocks[o + 2] as number;
    const sw = blocks[o + 3] as number;
    // Angle between the block's centre and P -> building <= width + half-angle of the building.
    const cosLimit = cw * cosHalf - sw * sinHalf;
    const sum = Math.acos(cw) + Math.asin(sinHalf);
    if (sum >= Math.PI) return true;
    if (((blocks[o] as number) * dx + (blocks[o + 1] as number) * dy) / d >= cosLimit) return true;
  }
  return false;
}

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
    this.nx = 0;
    this.ny = 0;
    this.nz = 1;
    this.bound = this.track.curvature;
    this.scan(false);
  }

  private at(t: number): number {
    const s = sunOnTrack(this.track, t, this.sun);
    return this.nx * (s[0] as number) + this.ny * (s[1] as number) + this.nz * (s[2] as number);
  }

  private sampled(i: number): number {
    const v = this.track.vectors;
    return (
      this.nx * (v[i * 3] as number) + this.ny * (v[i * 3 + 1] as number) + this.nz * (v[i * 3 + 2] as number)
    );
  }

  private scan(segment: boolean): void {
    const { times } = this.track;
    const last = times.length - 1;
    // Coarse stride over the 1-minute samples; the bound then rules out most intervals at once.
    const stride = 8;
    let ia = 0;
    let fa = this.sampled(0);
    while (ia < last) {
      const ib = Math.min(last, ia + stride);
      const fb = this.sampled(ib);
      this.bracket(times[ia] as number, fa, times[ib] as number, fb, segment);
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
    const sx = s[0] as number;
    const sy = s[1] as number;
    const sz = s[2] as number;
    const { nx, ny, nz, ax, ay, az, bx, by, bz } = this;
    // (A x S) . n >= 0 and (S x B) . n >= 0, relative to |n|² so the slack is an angle (about 1e-6 rad).
    const slack =
      -1e-6 * (nx * nx + ny * ny + nz * nz) ** 0.5 * Math.max(Math.hypot(ax, ay, az), Math.hypot(bx, by, bz));
    const aS = (ay * sz - az * sy) * nx + (az * sx - ax * sz) * ny + (ax * sy - ay * sx) * nz;
    const sB = (sy * bz - sz * by) * nx + (sz * bx - sx * bz) * ny + (sx * by - sy * bx) * nz;
    return aS >= slack && sB >= slack;
  }
}

/** The buildings whose shadow can reach a point over the window. */
interface Occluders {
  prisms: PreparedPrism[];
  meshes: number[];
}

function occludersOf(
  scene: PreparedScene,
  x: number,
  y: number,
  planeZ: number,
  reach: ShadowReach | null,
): Occluders {
  const prisms: PreparedPrism[] = [];
  for (const p of scene.prisms) {
    const h1 = p.top - planeZ;
    if (h1 <= 0) continue;
    if (reaches(reach, x, y, h1, p.minX, p.minY, p.maxX, p.maxY)) prisms.push(p);
  }
  const meshes: number[] = [];
  const { bounds, meshStarts } = scene.meshes;
  for (let m = 0; m + 1 < meshStarts.length; m++) {
    const o = m * 6;
    const h1 = (bounds[o + 5] as number) - planeZ;
    if (h1 <= 0) continue;
    const [minX, minY, maxX, maxY] = [bounds[o], bounds[o + 1], bounds[o + 3], bounds[o + 4]] as number[];
    if (reaches(reach, x, y, h1, minX as number, minY as number, maxX as number, maxY as number))
      meshes.push(m);
  }
  return { prisms, meshes };
}

/** Exact ray test against the occluders only (as isShaded: the sun at or below the horizon is shade). */
function shadedBy(
  scene: PreparedScene,
  occluders: Occluders,
  x: number,
  y: number,
  planeZ: number,
  s: Float64Array,
): boolean {
  const sx = s[0] as number;
  const sy = s[1] as number;
  const sz = s[2] as number;
  if (!(sz > 1e-9)) return true;
  const kx = -sx / sz;
  const ky = -sy / sz;
  for (const p of occluders.prisms) {
    const h1 = p.top - planeZ;
    const h0 = Math.max(p.base, planeZ) - planeZ;
    if (prismShadesPoint(p, x, y, kx * h0, ky * h0, kx * h1, ky * h1)) return true;
  }
  const { triangles, meshStarts } = scene.meshes;
  for (const m of occluders.meshes)
    if (
      raysHitTriangles(
        triangles,
        meshStarts[m] as number,
        meshStarts[m + 1] as number,
        x,
        y,
        planeZ,
        sx,
        sy,
        sz,
      )
    )
      return true;
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
  for (const p of occluders.prisms) {
    const h1 = p.top - planeZ;
    const h0 = Math.max(p.base, planeZ) - planeZ;
    const { xs, ys, ringStarts } = p;
    for (let r = 0; r + 1 < ringStarts.length; r++) {
      const s = ringStarts[r] as number;
      const e = ringStarts[r + 1] as number;
      for (let a = e - 1, b = s; b < e; a = b, b++) {
        const ax = (xs[a] as number) - x;
        const ay = (ys[a] as number) - y;
        const bx = (xs[b] as number) - x;
        const by = (ys[b] as number) - y;
        out.edge(ax, ay, h1, bx, by, h1); // roof edge
        out.edge(ax, ay, h0, bx, by, h0); // bottom edge (skipped when on the plane)
        out.edge(ax, ay, h0, ax, ay, h1); // vertical edge
      }
    }
  }
  const { triangles, meshStarts } = scene.meshes;
  for (const m of occluders.meshes)
    for (let t = meshStarts[m] as number; t < (meshStarts[m + 1] as number); t++) {
      const o = t * 9;
      for (let v = 0; v < 3; v++) {
        const i = o + v * 3;
        const j = o + ((v + 1) % 3) * 3;
        out.edge(
          (triangles[i] as number) - x,
          (triangles[i + 1] as number) - y,
          (triangles[i + 2] as number) - planeZ,
          (triangles[j] as number) - x,
          (triangles[j + 1] as number) - y,
          (triangles[j + 2] as number) - planeZ,
        );
      }
    }
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
    const shaded = shadedBy(scene, occluders, x, y, planeZ, sunOnTrack(track, (previous + t) / 2, sun));
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
