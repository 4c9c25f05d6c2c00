import { z } from "zod";
import type { ValidationMode } from "./common";
import { bool, choice, num, req } from "./common";
import {
  MAX_LIST_ITEMS,
  angleSchema,
  elevationSchema,
  lonLatSchema,
  openRing,
  pointStrictlyInside,
  polygonInside,
  polygonSchema,
  typeError,
} from "./geo";
import { plannedBuildingSchema } from "./hikage";
import { ZONING_DISTRICTS } from "./zones";

// 天空率 (sky factor, service `tenkuritsu`, issue 25): a building may exceed the road, neighbour and north slant
// planes (法56条7項) where at every measurement point of 令135条の9〜11 its sky factor Rs = 1 − Ab/π (令135条の5)
// is at least that of the building that just fits the planes (適合建築物, 令135条の6〜8).

/** The three checks of 法56条7項: 道路斜線 (1号), 隣地斜線 (2号), 北側斜線 (3号). */
export const SKY_CHECKS = ["road", "neighbour", "north"] as const;
export type SkyCheck = (typeof SKY_CHECKS)[number];

/** Most regulation points a case may move (`moved_points`). */
export const MAX_MOVED_POINTS = 200;

/**
 * Id of a measurement point of 令135条の9〜11 as a run numbers them: the check's letter (R road, A neighbour, N
 * north), the site edge (or north line) from 1, the point along it from 1, e.g. "R1-1", "A2-3", "N1-4".
 */
export const REGULATION_POINT_ID_PATTERN = /^[RAN][1-9][0-9]{0,3}-[1-9][0-9]{0,4}$/;

/** Largest safety margin a case may ask for (Rs is a share of 1). */
export const MAX_SKY_SAFETY_MARGIN = 0.05;

const distance = () => num().min(0, "analysis.invalid_value").max(100, "analysis.invalid_value");

/** A site edge on a road (edge i from vertex i to i + 1 of the site boundary). */
const roadEdgeSchema = <M extends ValidationMode>(mode: M) =>
  z.object(
    {
      edge: req(num().int("analysis.integer").min(0, "analysis.invalid_value"), mode),
      /** Width of the road (m): its far side is this far out from the edge (令135条の9第1項第1号). */
      width: req(num().gt(0, "analysis.distance_positive").max(100, "analysis.invalid_value"), mode),
      /** 後退距離 of the planned building from this edge (法56条2項), m; default 0. */
      setback: distance().default(0),
    },
    { error: typeError },
  );

/**
 * A regulation point the user moved: the point `id` of the run's layout is evaluated at `position` instead,
 * for the same check and at the same height (the layout of 令135条の9〜11 is what the run places; the
 * reviewer decides whether a moved point still measures what the articles ask).
 */
const movedPointSchema = <M extends ValidationMode>(mode: M) =>
  z.object(
    {
      id: req(
        z
          .string({ error: typeError })
          .max(12, "analysis.moved_point_unknown")
          .regex(REGULATION_POINT_ID_PATTERN, "analysis.moved_point_unknown"),
        mode,
      ),
      position: req(lonLatSchema, mode),
    },
    { error: typeError },
  );

const tenkuritsuObject = <M extends ValidationMode>(mode: M) =>
  z.object(
    {
      site_boundary: polygonSchema.optional(),
      /** 用途地域 of the site: the slant planes' parameters (法56条, 別表第3). */
      zone: choice(ZONING_DISTRICTS).optional(),
      /** 指定容積率 (%): decides the road plane's application distance (別表第3 (は)). */
      floor_area_ratio: num()
        .min(50, "analysis.invalid_value")
        .max(1300, "analysis.invalid_value")
        .optional(),
      road_edges: z
        .array(roadEdgeSchema(mode), { error: typeError })
        .max(100, "analysis.too_many")
        .default([]),
      /** Height of the road's centre above the site's ground level (m, may be negative). */
      road_level: num().min(-50, "analysis.invalid_value").max(50, "analysis.invalid_value").default(0),
      /** The site's ground level (orthometric m); default the median base of the planned buildings. */
      ground_elevation: elevationSchema.optional(),
      /** 真北 (degrees clockwise from grid north); default from the meridian convergence. */
      north_angle: angleSchema.optional(),
      /** Which checks to run (default every check the zone has). */
      checks: z
        .array(choice(SKY_CHECKS), { error: typeError })
        .max(SKY_CHECKS.length, "analysis.too_many")
        .optional(),
      /** Place the measurement points of 令135条の9〜11 (else only the user's `points`). */
      regulation_points: bool().default(true),
      planned_buildings: z
        .array(plannedBuildingSchema(mode), { error: typeError })
        .max(100, "analysis.too_many")
        .default([]),
      /** Points the user places, at `point_height` above the site's ground level. */
      points: z
        .array(lonLatSchema, { error: typeError })
        .max(MAX_LIST_ITEMS, "analysis.too_many")
        .default([]),
      /** Regulation points moved by the user (ids of the run's layout, see REGULATION_POINT_ID_PATTERN). */
      moved_points: z
        .array(movedPointSchema(mode), { error: typeError })
        .max(MAX_MOVED_POINTS, "analysis.too_many")
        .default([]),
      point_height: num().min(-50, "analysis.invalid_value").max(100, "analysis.invalid_value").default(0),
      /** Points passed: planned ≥ conforming + margin (after rounding, see SKY_FACTOR_DECIMALS). */
      safety_margin: num()
        .min(0, "analysis.invalid_value")
        .max(MAX_SKY_SAFETY_MARGIN, "analysis.invalid_value")
        .default(0),
    },
    { error: typeError },
  );

type TenkuritsuShape = z.infer<ReturnType<typeof tenkuritsuObject<"draft">>>;

function crossFieldRules(p: TenkuritsuShape, ctx: z.RefinementCtx, mode: ValidationMode): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: "custom", path, message });
  const site = p.site_boundary;
  const siteEdges = site ? openRing(site.coordinates[0] ?? []).length : 0;
  const seen = new Set<number>();
  p.road_edges.forEach((r, i) => {
    if (r.edge === undefined) return;
    if (site && r.edge >= siteEdges) issue(["road_edges", i, "edge"], "analysis.invalid_value");
    if (seen.has(r.edge)) issue(["road_edges", i, "edge"], "analysis.duplicate_edge");
    seen.add(r.edge);
  });
  if (site)
    p.planned_buildings.forEach((b, i) => {
      if (b.footprint && !polygonInside(b.footprint, site))
        issue(["planned_buildings", i, "footprint"], "analysis.building_outside_site");
    });
  p.points.forEach((point, i) => {
    if (p.planned_buildings.some((b) => b.footprint && pointStrictlyInside(point, b.footprint)))
      issue(["points", i], "analysis.point_inside_building");
  });
  const moved = new Set<string>();
  p.moved_points.forEach((m, i) => {
    if (m.id !== undefined && moved.has(m.id)) issue(["moved_points", i, "id"], "analysis.duplicate_point");
    if (m.id !== undefined) moved.add(m.id);
    // The articles measure outside the site (the road's far side, the base lines beyond the boundary).
    if (site && m.position && pointStrictlyInside(m.position, site))
      issue(["moved_points", i, "position"], "analysis.moved_point_inside_site");
  });
  if (mode === "draft") return;
  if (p.planned_buildings.length === 0) issue(["planned_buildings"], "analysis.planned_required");
  if (!site && p.points.length === 0) issue(["points"], "analysis.points_or_site");
  if (site && !p.zone) issue(["zone"], "common.required");
  if (site && p.road_edges.length > 0 && p.floor_area_ratio === undefined)
    issue(["floor_area_ratio"], "common.required");
}

const tenkuritsuSchema = <M extends ValidationMode>(mode: M) =>
  tenkuritsuObject(mode).superRefine((p, ctx) => crossFieldRules(p, ctx, mode));

/** 天空率 (service `tenkuritsu`) parameters of a case, complete (to run). */
export const tenkuritsuParametersSchema = tenkuritsuSchema("run");
/** The same for a draft: fields may be missing; what is given is typed and in range. */
export const tenkuritsuParametersDraftSchema = tenkuritsuSchema("draft");
export type TenkuritsuParameters = z.infer<typeof tenkuritsuParametersSchema>;
export type TenkuritsuParametersInput = z.input<typeof tenkuritsuParametersDraftSchema>;

/**
 * Rs is compared at the third decimal, as the tools and reviewers do: the planned value rounded down, the
 * conforming value rounded up, so a pass never rests on the fourth decimal.
 */
export const SKY_FACTOR_DECIMALS = 3;
const scale = 10 ** SKY_FACTOR_DECIMALS;
// The epsilon keeps an exact 0.5 (say) from flooring to 0.499 through binary rounding.
export const roundSkyDown = (rs: number): number => Math.floor(rs * scale + 1e-9) / scale;
export const roundSkyUp = (rs: number): number => Math.ceil(rs * scale - 1e-9) / scale;

/** Whether a point passes: rounded planned ≥ rounded conforming + margin. */
export function skyPointPasses(planned: number, conforming: number, margin = 0): boolean {
  return roundSkyDown(planned) >= roundSkyUp(conforming) + margin - 1e-12;
}
