// The 天空図: the blocked sky in orthographic projection (正射影) onto the unit disc, plan view: north up,
// east right (x = cos e · sin az, y = cos e · cos az), and its 三斜求積 split into triangles.
import { ClipType, ClipperD, FillRule, PolyTreeD } from "@countertype/clipper2-ts";
import type { PathD, PathsD, PolyPathD } from "@countertype/clipper2-ts";
import { blockedProjectedSolidAngle, ringDirections, silhouetteSectors } from "./silhouette";
import { triangulate } from "./triangles";
import type { ChartPoint, ChartTriangle, Solid, Vec3 } from "./types";
import { angleBetween } from "./vec";
import type { V3 } from "./vec";

export interface SkyChartOptions {
  /** Longest arc (degrees) between consecutive silhouette points: each projected edge is an ellipse arc. */
  readonly maxArcDegrees?: number;
}

/** One blocked region of the chart: its outline (counter-clockwise) and holes (clockwise), unit-disc coords. */
export interface ChartPolygon {
  readonly outer: readonly ChartPoint[];
  readonly holes: readonly (readonly ChartPoint[])[];
}

export interface SkyChart {
  /** Exact sky factor, 1 − Ab / π. */
  readonly rs: number;
  /** Exact Ab: projected solid angle of the obstruction (area in the unit disc, 0 … π). */
  readonly blockedArea: number;
  /** The silhouette: blocked regions in the unit disc, each arc densified to `maxArcDegrees`. */
  readonly silhouette: readonly ChartPolygon[];
  /** 三斜求積: the densified silhouette split into triangles (base = longest side, height = 2·area / base). */
  readonly triangles: readonly ChartTriangle[];
  /** Sum of the triangles' areas (the densified polygon's area; approximates `blockedArea` from inside). */
  readonly trianglesArea: number;
  /** 1 − trianglesArea / π: the sky factor by 三斜求積. */
  readonly rsTriangles: number;
}

/** Below this a component of a chart direction is taken as 0 (on a sector seam or the horizon). */
const SNAP = 1e-9;

function snap(d: V3): V3 {
  const s: V3 = [Math.abs(d[0]) < SNAP ? 0 : d[0], Math.abs(d[1]) < SNAP ? 0 : d[1], Math.max(0, d[2])];
  const n = Math.hypot(s[0], s[1], s[2]);
  return [s[0] / n, s[1] / n, s[2] / n];
}

/** A ring of directions joined by great-circle arcs, sampled every `step` radians at most, projected. */
function densify(ring: readonly V3[], step: number): PathD {
  const out: PathD = [];
  for (let i = 0; i < ring.length; i++) {
    const p = snap(ring[i] as V3);
    const q = snap(ring[(i + 1) % ring.length] as V3);
    out.push({ x: p[0], y: p[1] });
    const theta = angleBetween(p, q);
    const n = Math.ceil(theta / step);
    if (n <= 1) continue;
    const sin = Math.sin(theta);
    for (let k = 1; k < n; k++) {
      // slerp: the great circle through p and q
      const f = Math.sin(((n - k) / n) * theta) / sin;
      const g = Math.sin((k / n) * theta) / sin;
      out.push({ x: f * p[0] + g * q[0], y: f * p[1] + g * q[1] });
    }
  }
  return out;
}

function polygons(tree: PolyPathD, out: ChartPolygon[]): void {
  for (let i = 0; i < tree.count; i++) {
    const outer = tree.child(i);
    const holes: ChartPoint[][] = [];
    for (let j = 0; j < outer.count; j++) {
      const hole = outer.child(j);
      holes.push((hole.poly ?? []).map((p) => [p.x, p.y] as const));
      polygons(hole, out); // islands inside a hole
    }
    out.push({ outer: (outer.poly ?? []).map((p) => [p.x, p.y] as const), holes });
  }
}

/** The sky chart of `eye`: exact Rs, the silhouette in the unit disc and its 三斜求積 triangles. */
export function skyChart(eye: Vec3, solids: readonly Solid[], options: SkyChartOptions = {}): SkyChart {
  const step = ((options.maxArcDegrees ?? 0.5) * Math.PI) / 180;
  const sectors = silhouetteSectors(eye, solids);
  const blockedArea = blockedProjectedSolidAngle(sectors);
  const paths: PathsD = sectors.flatMap(({ sector, rings }) =>
    rings.map((ring) => densify(ringDirections(sector, ring), step)),
  );
  const silhouette: ChartPolygon[] = [];
  if (paths.length > 0) {
    // the quadrants meet on radial lines of the disc: one union merges them
    const clipper = new ClipperD(8);
    clipper.addSubjectPaths(paths);
    const tree = new PolyTreeD();
    clipper.execute(ClipType.Union, FillRule.NonZero, tree);
    polygons(tree, silhouette);
  }
  const triangles = silhouette.flatMap(triangulate);
  const trianglesArea = triangles.reduce((sum, t) => sum + t.area, 0);
  return {
    rs: Math.min(1, Math.max(0, 1 - blockedArea / Math.PI)),
    blockedArea,
    silhouette,
    triangles,
    trianglesArea,
    rsTriangles: Math.min(1, Math.max(0, 1 - trianglesArea / Math.PI)),
  };
}
