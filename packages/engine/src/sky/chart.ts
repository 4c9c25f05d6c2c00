// The 天空図: the blocked sky in orthographic projection (正射影) onto the unit disc, plan view: north up,
// east right (x = cos e · sin az, y = cos e · cos az), and its 三斜求積 split into triangles.
import { ClipType, ClipperD, FillRule, PolyTreeD } from "@countertype/clipper2-ts";
import type { PathD, PathsD, PolyPathD } from "@countertype/clipper2-ts";
import { PRECISION, blockedProjectedSolidAngle, ringDirections, silhouetteSectors } from "./silhouette";
import { gridKey } from "./refine";
import { triangulate } from "./triangles";
import type { ChartPoint, ChartTriangle, Solid, Vec3 } from "./types";
import { densifyRing, snapDirection } from "./arcs";
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
  /** Sum of the triangles' areas: the densified polygon's area, within ~1e-5 of `blockedArea` at 0.5°. */
  readonly trianglesArea: number;
  /** 1 − trianglesArea / π: the sky factor by 三斜求積. */
  readonly rsTriangles: number;
}

/** Arcs are cut to this for the union of the quadrants (a chord sags ≲ 1e-3 from its arc). */
const COARSE = (5 * Math.PI) / 180;

/** Maps points of the disc back to the exact directions they were drawn from. */
class DiscDirections {
  private readonly scale = 10 ** PRECISION;
  private readonly known = new Map<number, V3>();
  private key(x: number, y: number): number {
    return gridKey(x, y, this.scale);
  }
  /** The ring projected onto the disc, each point remembered. */
  project(ring: readonly V3[]): PathD {
    return ring.map((d) => {
      this.known.set(this.key(d[0], d[1]), d);
      return { x: d[0], y: d[1] };
    });
  }
  /** The direction of a disc point: a remembered one, else the inverse orthographic projection. */
  direction(p: { x: number; y: number }): V3 {
    return (
      this.known.get(this.key(p.x, p.y)) ??
      snapDirection([p.x, p.y, Math.sqrt(Math.max(0, 1 - p.x * p.x - p.y * p.y))])
    );
  }
}

function polygons(tree: PolyPathD, out: ChartPolygon[], fine: (ring: PathD) => ChartPoint[]): void {
  for (let i = 0; i < tree.count; i++) {
    const outer = tree.child(i);
    const holes: ChartPoint[][] = [];
    for (let j = 0; j < outer.count; j++) {
      const hole = outer.child(j);
      holes.push(fine(hole.poly ?? []));
      polygons(hole, out, fine); // islands inside a hole
    }
    out.push({ outer: fine(outer.poly ?? []), holes });
  }
}

/** The sky chart of `eye`: exact Rs, the silhouette in the unit disc and its 三斜求積 triangles. */
export function skyChart(eye: Vec3, solids: readonly Solid[], options: SkyChartOptions = {}): SkyChart {
  const step = ((options.maxArcDegrees ?? 0.5) * Math.PI) / 180;
  const sectors = silhouetteSectors(eye, solids);
  const blockedArea = blockedProjectedSolidAngle(sectors);
  // The quadrants' pieces meet only on seams (radial lines of the disc): unite them drawn with coarse chords,
  // then draw every edge of the union as its arc, finely.
  const disc = new DiscDirections();
  const paths: PathsD = sectors.flatMap(({ sector, rings }) =>
    rings.map((ring) => disc.project(densifyRing(ringDirections(sector, ring).map(snapDirection), COARSE))),
  );
  const silhouette: ChartPolygon[] = [];
  if (paths.length > 0) {
    const clipper = new ClipperD(PRECISION);
    clipper.addSubjectPaths(paths);
    const tree = new PolyTreeD();
    clipper.execute(ClipType.Union, FillRule.NonZero, tree);
    const fine = (ring: PathD): ChartPoint[] =>
      densifyRing(
        ring.map((p) => disc.direction(p)),
        step,
      ).map((d) => [d[0], d[1]] as const);
    polygons(tree, silhouette, fine);
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
