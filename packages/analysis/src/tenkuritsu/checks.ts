import { slantChecks, slantParameters } from "@soracity/contracts";
import type { SkyCheck, TenkuritsuParameters } from "@soracity/contracts";
import type { Solid } from "@soracity/engine";
import type { SiteFrame } from "../frame";
import { conformingSolid, roadApplicationArea, solidVolume } from "./conforming";
import type { Vec3 } from "./conforming";
import { measurementPoints } from "./measurementPoints";
import type { MeasurementPoint } from "./measurementPoints";
import type { SiteEdgeRole, SlantSite, XY } from "./slantPlanes";

// Each check of 法56条7項 the case asks for: its conforming building (適合建築物, 令135条の6〜8) and its
// measurement points (令135条の9〜11), in the site frame with z above the site's ground level.

/** One check as the run computes it. */
export interface CheckSetup {
  check: SkyCheck;
  /** The conforming building (null: the planes set no limit over the site). */
  solid: (Solid & { faces: readonly (readonly Vec3[])[] }) | null;
  volume: number;
  points: MeasurementPoint[];
  /**
   * Where the planned building counts (令135条の6第1項第1号: for the road check only its part within the
   * road limit's area), counter-clockwise polygons of the site frame; null: all of it.
   */
  plannedArea: XY[][] | null;
}

/** The slant-plane site of a case: each edge a road (of `road_edges`) or a neighbour boundary. */
function slantSite(p: TenkuritsuParameters, frame: SiteFrame): SlantSite | null {
  if (!p.site_boundary) return null;
  const ring = frame.outer(p.site_boundary);
  const roads = new Map(p.road_edges.map((r) => [r.edge, r]));
  const edges = ring.map((_, i): SiteEdgeRole => {
    const road = roads.get(i);
    return road ? { kind: "road", width: road.width, setback: road.setback } : { kind: "neighbour" };
  });
  // The frame's y is true north (SiteFrame), so the planes' north is the frame's.
  return { ring, edges, groundLevel: 0, roadLevel: p.road_level, northAngle: 0 };
}

/** The site, its zone's planes and the checks the case runs (none without a site or a zone). */
function caseChecks(p: TenkuritsuParameters, frame: SiteFrame) {
  const site = slantSite(p, frame);
  if (!site || !p.zone) return null;
  // Without a road edge the 容積率 picks nothing (the road plane needs a road).
  const parameters = slantParameters(p.zone, { floorAreaRatio: p.floor_area_ratio ?? 0 });
  const available = slantChecks(parameters).filter((c) => c !== "road" || p.road_edges.length > 0);
  const wanted = p.checks ?? available;
  return { site, parameters, checks: available.filter((check) => wanted.includes(check)) };
}

/**
 * The checks of the case: those it lists (default every check its zone has; the road check only with a road
 * edge), each with its conforming building and, unless `regulation_points` is off, its points. None without a
 * site or a zone.
 */
export function checkSetups(p: TenkuritsuParameters, frame: SiteFrame): CheckSetup[] {
  const c = caseChecks(p, frame);
  if (!c) return [];
  const { site, parameters } = c;
  return c.checks.map((check) => {
    const solid = conformingSolid(check, site, parameters);
    return {
      check,
      solid: solid ? { faces: solid.faces, outward: true } : null,
      volume: solid ? solidVolume(solid.faces) : 0,
      plannedArea: check === "road" ? roadApplicationArea(site, parameters) : null,
      points: p.regulation_points ? measurementPoints(check, site, parameters) : [],
    };
  });
}

/** Letters of the point ids per check (R road, A adjacent/neighbour, N north); P for the user's points. */
const ID_LETTER: Record<SkyCheck, string> = { road: "R", neighbour: "A", north: "N" };

/**
 * The ids of a check's points: its letter, the site edge (or north line) from 1 and the point along it from 1,
 * "R1-3" (REGULATION_POINT_ID_PATTERN of the contracts).
 */
export function pointIds(check: SkyCheck, points: readonly MeasurementPoint[]): string[] {
  const counts = new Map<number, number>();
  return points.map((m) => {
    const n = (counts.get(m.edge) ?? 0) + 1;
    counts.set(m.edge, n);
    return `${ID_LETTER[check]}${m.edge + 1}-${n}`;
  });
}

/**
 * The ids of the regulation points these parameters lay out (the checks' points without their conforming
 * buildings): what `moved_points` may name.
 */
export function regulationPointIds(p: TenkuritsuParameters, frame: SiteFrame): Set<string> {
  const c = caseChecks(p, frame);
  if (!c || !p.regulation_points) return new Set();
  return new Set(
    c.checks.flatMap((check) => pointIds(check, measurementPoints(check, c.site, c.parameters))),
  );
}
