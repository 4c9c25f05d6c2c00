import type { SkyCheck, SlantParameters } from "@soracity/contracts";

// The height limits of 法56条1項 over a site, in local metres (x east, y north, z up), as planes that each hold
// over a convex region (an intersection of half-planes): the limit at a point is the lowest plane that holds
// there, and where none holds the check sets no limit and its conforming building has no part (the road plane
// beyond its 適用距離). Distances to a boundary are taken to its straight line, on the site's side of it only:
// the boundary's own distance on a convex site; on a non-convex one a line may come nearer than its edge (a
// lower limit, so a smaller conforming building: the check errs on the safe side).

export type XY = readonly [x: number, y: number];

/** What lies beyond a site edge. */
export type SiteEdgeRole =
  | {
      readonly kind: "road";
      /** Width of the road (m): its far side (前面道路の反対側の境界線) is this far out. */
      readonly width: number;
      /** 後退距離 of the planned building from the edge (法56条2項), m. */
      readonly setback?: number;
    }
  | {
      readonly kind: "neighbour";
      /** 後退距離 of the parts above the neighbour plane's rise (法56条1項2号), m. */
      readonly setback?: number;
    };

export interface SlantSite {
  /** Outer ring of the site, either orientation, closed or not. Edge i runs from ring[i] to ring[i + 1]. */
  readonly ring: readonly XY[];
  /** The role of each edge, in the ring's order. */
  readonly edges: readonly SiteEdgeRole[];
  /** z of the site's ground (地盤面); default 0. */
  readonly groundLevel?: number;
  /** z of the road's centre (the road plane's origin, 法56条1項1号); default the ground level. */
  readonly roadLevel?: number;
  /** True north, degrees clockwise from +y; default 0 (y is true north). */
  readonly northAngle?: number;
}

/** A site edge with its inward unit normal; `index` is the caller's edge index. */
export interface SiteEdge {
  readonly index: number;
  readonly a: XY;
  readonly b: XY;
  readonly inward: XY;
  readonly role: SiteEdgeRole;
}

/** The half-plane a·x + b·y + c ≥ 0. */
export interface HalfPlane {
  readonly a: number;
  readonly b: number;
  readonly c: number;
}

/** The plane z = z0 + gx·x + gy·y. */
export interface HeightPlane {
  readonly z0: number;
  readonly gx: number;
  readonly gy: number;
}

/** One limit: `plane` holds where every half-plane of `where` does. `edge` is the boundary it comes from. */
export interface LimitPiece {
  readonly check: SkyCheck;
  readonly edge: number;
  readonly plane: HeightPlane;
  readonly where: readonly HalfPlane[];
}

const EPS = 1e-9;

/** The ring without a closing point or repeated points. */
export function openSiteRing(ring: readonly XY[]): XY[] {
  const out: XY[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) > EPS) out.push(p);
  }
  const [first, last] = [out[0], out[out.length - 1]];
  if (first && last && out.length > 1 && Math.hypot(first[0] - last[0], first[1] - last[1]) <= EPS) out.pop();
  return out;
}

export function ringArea(ring: readonly XY[]): number {
  let area = 0;
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % ring.length] ?? p;
    area += p[0] * q[1] - q[0] * p[1];
  });
  return area / 2;
}

/** The edges, each with its normal pointing into the site whatever the ring's orientation. */
export function siteEdges(site: SlantSite): SiteEdge[] {
  // Only the closing point goes, so edge i stays the caller's edge i; a repeated point gives an empty edge.
  const [first, last] = [site.ring[0], site.ring[site.ring.length - 1]];
  const closed = first && last && site.ring.length > 1 && first[0] === last[0] && first[1] === last[1];
  const ring = closed ? site.ring.slice(0, -1) : site.ring;
  const ccw = ringArea(ring) > 0;
  return ring.flatMap((p, index) => {
    const q = ring[(index + 1) % ring.length] ?? p;
    const role = site.edges[index];
    const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (!role || length <= EPS) return [];
    const [a, b] = ccw ? [p, q] : [q, p];
    const inward: XY = [-(b[1] - a[1]) / length, (b[0] - a[0]) / length];
    return [{ index, a, b, inward, role }];
  });
}

/** The inward distance from the edge's line is at least `d` (or, with `atMost`, at most `d`). */
export function distanceHalfPlane(edge: SiteEdge, d: number, atMost = false): HalfPlane {
  const [ix, iy] = edge.inward;
  const c = -(ix * edge.a[0] + iy * edge.a[1]) - d;
  return atMost ? { a: -ix, b: -iy, c: -c } : { a: ix, b: iy, c };
}

/** z = base + slope × (offset + the inward distance from the edge's line) / cosine. */
function risingPlane(edge: SiteEdge, base: number, slope: number, offset: number, cosine = 1): HeightPlane {
  const k = slope / cosine;
  const [ix, iy] = edge.inward;
  return { z0: base + k * (offset - ix * edge.a[0] - iy * edge.a[1]), gx: k * ix, gy: k * iy };
}

const setbackOf = (edge: SiteEdge) => Math.max(0, edge.role.setback ?? 0);
const widthOf = (edge: SiteEdge) => (edge.role.kind === "road" ? edge.role.width : 0);

/**
 * Road limits (法56条1項1号, 2項): slope × (width + setback + distance into the site) above the road's centre,
 * over the part of the site within the 適用距離 of the far boundary moved out by the setback, the setback strip
 * of every road left empty (令135条の6第1項第2号: the conforming building keeps the planned building's setback).
 * Two or more roads (令132条): within twice the widest road's width and 35 m of it, or more than 10 m from
 * another road's centre line, every road counts as wide as the widest; elsewhere only the other road counts,
 * with its own width. 令132条2項 (three roads or more, pairs below the widest) is not applied. A road of 12 m
 * or more in the zones of 法56条3項 steepens to 1.5 from 1.25 × its width (4項: plus twice the setback).
 * With `setbackStrips` the strips are kept: the pieces then cover the whole range where the road limit applies.
 */
export function roadPieces(
  site: SlantSite,
  parameters: SlantParameters,
  setbackStrips = false,
): LimitPiece[] {
  const roads = siteEdges(site).filter((e) => e.role.kind === "road");
  const level = site.roadLevel ?? site.groundLevel ?? 0;
  const { slope, applicationDistance } = parameters.road;
  const withSetback = setbackStrips ? [] : roads.filter((e) => setbackOf(e) > 0);
  const setbacks = withSetback.map((e) => distanceHalfPlane(e, setbackOf(e)));
  const piece = (edge: SiteEdge, width: number, where: HalfPlane[]): LimitPiece[] => {
    const s = setbackOf(edge);
    const depth = applicationDistance - width - s;
    if (depth <= (setbackStrips ? 0 : s) + EPS) return [];
    const band = [distanceHalfPlane(edge, depth, true), distanceHalfPlane(edge, 0), ...setbacks, ...where];
    const plane = (k: number) => risingPlane(edge, level, k, width + s);
    const wideRoad = parameters.road.wideRoad;
    if (!wideRoad || width < wideRoad.minWidth)
      return [{ check: "road", edge: edge.index, plane: plane(slope), where: band }];
    // 法56条3項・4項: from widthFactor × (width + 2 × setback) off the moved far side, the steeper slope.
    const from = wideRoad.widthFactor * (width + 2 * s) - width - s;
    return [
      {
        check: "road",
        edge: edge.index,
        plane: plane(slope),
        where: [...band, distanceHalfPlane(edge, from, true)],
      },
      {
        check: "road",
        edge: edge.index,
        plane: plane(wideRoad.slope),
        where: [...band, distanceHalfPlane(edge, from)],
      },
    ];
  };
  const widest = roads.reduce<SiteEdge | undefined>(
    (w, e) => (!w || widthOf(e) > widthOf(w) ? e : w),
    undefined,
  );
  if (!widest) return [];
  if (roads.length === 1) return piece(widest, widthOf(widest), []);
  const wide = widthOf(widest);
  const nearWidest = distanceHalfPlane(widest, Math.min(2 * wide, 35), true);
  const beyondWidest = distanceHalfPlane(widest, Math.min(2 * wide, 35));
  const others = roads.filter((e) => e !== widest);
  // More than 10 m from a road's centre line, which lies width / 2 beyond its edge.
  const farFrom = (e: SiteEdge) => distanceHalfPlane(e, 10 - widthOf(e) / 2);
  const nearTo = (e: SiteEdge) => distanceHalfPlane(e, 10 - widthOf(e) / 2, true);
  return [
    ...piece(widest, wide, [nearWidest]),
    ...piece(widest, wide, others.map(farFrom)),
    ...others.flatMap((e) => [
      ...piece(e, wide, [nearWidest]),
      ...piece(e, wide, [farFrom(e)]),
      ...piece(e, widthOf(e), [beyondWidest, nearTo(e)]),
    ]),
  ];
}

/**
 * Neighbour limits (法56条1項2号): rise + slope × (setback + distance) from each neighbour boundary where the
 * distance is at least the setback; nearer, the rise itself (parts above it must keep the setback).
 */
export function neighbourPieces(site: SlantSite, parameters: SlantParameters): LimitPiece[] {
  const plane = parameters.neighbour;
  if (!plane) return [];
  const ground = site.groundLevel ?? 0;
  return siteEdges(site)
    .filter((e) => e.role.kind === "neighbour")
    .flatMap((edge) => {
      const s = setbackOf(edge);
      const sloped: LimitPiece = {
        check: "neighbour",
        edge: edge.index,
        plane: risingPlane(edge, ground + plane.rise, plane.slope, s),
        where: [distanceHalfPlane(edge, s)],
      };
      if (s <= 0) return [sloped];
      const flat = { z0: ground + plane.rise, gx: 0, gy: 0 };
      return [
        sloped,
        {
          check: "neighbour",
          edge: edge.index,
          plane: flat,
          where: [distanceHalfPlane(edge, 0), distanceHalfPlane(edge, s, true)],
        },
      ];
    });
}

/** The unit vector of true north in the local frame. */
export function trueNorth(site: SlantSite): XY {
  const angle = ((site.northAngle ?? 0) * Math.PI) / 180;
  return [Math.sin(angle), Math.cos(angle)];
}

/**
 * Below this cosine between an edge's outward normal and true north the edge does not face north: a meridian
 * edge of a site drawn in lon/lat leans by rounding in the site frame, and its plane would rise by some
 * 10^5 m a metre (limiting nothing) and its points stand on the boundary line itself (令135条の11 takes the
 * boundaries that face north).
 */
const NORTH_FACING_MIN = 1e-3;

/** The edges that face true north (their outward normal has a northward component). */
export function northFacingEdges(site: SlantSite): { edge: SiteEdge; cosine: number }[] {
  const [nx, ny] = trueNorth(site);
  return siteEdges(site).flatMap((edge) => {
    const cosine = -(edge.inward[0] * nx + edge.inward[1] * ny);
    return cosine > NORTH_FACING_MIN ? [{ edge, cosine }] : [];
  });
}

/**
 * North limits (法56条1項3号): rise + 1.25 × the distance measured due north to the neighbour boundary, or to
 * the far side of a road on the north. Along true north the distance to an edge's line is its perpendicular
 * distance over the cosine between the edge's outward normal and north; on a convex site the lowest of these
 * planes is the one of the boundary the northward ray leaves through.
 */
export function northPieces(site: SlantSite, parameters: SlantParameters): LimitPiece[] {
  const plane = parameters.north;
  if (!plane) return [];
  const ground = site.groundLevel ?? 0;
  return northFacingEdges(site).map(({ edge, cosine }) => ({
    check: "north",
    edge: edge.index,
    plane: risingPlane(edge, ground + plane.rise, plane.slope, widthOf(edge), cosine),
    where: [distanceHalfPlane(edge, 0)],
  }));
}

export function slantPieces(check: SkyCheck, site: SlantSite, parameters: SlantParameters): LimitPiece[] {
  if (check === "road") return roadPieces(site, parameters);
  return check === "neighbour" ? neighbourPieces(site, parameters) : northPieces(site, parameters);
}

export const planeAt = (p: HeightPlane, x: number, y: number): number => p.z0 + p.gx * x + p.gy * y;
export const holds = (h: HalfPlane, x: number, y: number, tolerance = 0): boolean =>
  h.a * x + h.b * y + h.c >= -tolerance;

/** The limit at (x, y): the lowest plane that holds there, null where none does. */
export function limitAt(pieces: readonly LimitPiece[], x: number, y: number): number | null {
  let lowest: number | null = null;
  for (const piece of pieces)
    if (piece.where.every((h) => holds(h, x, y))) {
      const z = planeAt(piece.plane, x, y);
      if (lowest === null || z < lowest) lowest = z;
    }
  return lowest;
}
