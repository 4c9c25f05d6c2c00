import { z } from "zod";
import type { ValidationMode } from "./common";
import { bool, choice, num, req } from "./common";
import {
  MAX_EXTENT_M2,
  MAX_LIST_ITEMS,
  angleSchema,
  elevationSchema,
  heightSchema,
  latSchema,
  lonLatSchema,
  openRing,
  polygonAreaM2,
  polygonInside,
  polygonSchema,
  typeError,
} from "./geo";
import { ORDINANCE_ROWS, ZONE_CLAUSES, ZONING_DISTRICTS, zoneLimits } from "./zones";

/** Regulation-mode seasons (declination preset) or `custom` with `declination`. */
export const HIKAGE_SEASONS = ["winter_solstice", "equinox", "summer_solstice", "custom"] as const;
/** Datum of the measurement plane: height above the average ground, absolute, or on the ground. */
export const PLANE_HEIGHT_STANDARDS = ["absolute", "clamp_to_ground", "relative_to_ground"] as const;
export const DEFAULT_CONTOUR_HOURS = [2, 2.5, 3, 4, 5];

/** "hh:mm" to minutes, or NaN. */
export function clockMinutes(value: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!m) return Number.NaN;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && minutes <= 24 * 60 ? minutes : Number.NaN;
}

const timeSchema = z
  .string({ error: typeError })
  .refine((v) => Number.isFinite(clockMinutes(v)), "analysis.time_format");
const hoursSchema = num().gt(0, "analysis.hours_range").max(24, "analysis.hours_range");
const dateSchema = z
  .string({ error: typeError })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "analysis.date_format")
  .refine((v) => !Number.isNaN(Date.parse(v)), "analysis.date_format");

/** Land beside a site edge that moves the deemed boundary out (令135条の12第3項第1号). */
export const DEEMED_EDGE_KINDS = ["road", "water", "railway"] as const;

/**
 * A planned building's tier: an LOD1 prism on a lon/lat footprint, `height` above its base. Tiers with the
 * same `building` form one building (stacked tiers: the upper ones lifted by `base_height`); a `rooftop` tier
 * is a rooftop structure (塔屋, 令2条1項6号ロ).
 */
export const plannedBuildingSchema = <M extends ValidationMode>(mode: M) =>
  z.object(
    {
      id: z.string({ error: typeError }).max(100, "analysis.too_many").optional(),
      /** Name of the building the tier belongs to (default: the tier is a building of its own). */
      building: z.string({ error: typeError }).max(100, "analysis.too_many").optional(),
      footprint: req(polygonSchema, mode),
      height: req(heightSchema, mode),
      /** Base elevation (orthometric m); default the 平均地盤面 plus `base_height`. */
      base: elevationSchema.optional(),
      /** Height of the tier's underside above the 平均地盤面 (m) when `base` is not given; default 0. */
      base_height: heightSchema.optional(),
      /** Eaves height above the ground (軒の高さ, 令2条1項7号) and storeys above ground (令2条1項8号). */
      eaves_height: heightSchema.optional(),
      storeys: num()
        .int("analysis.integer")
        .min(0, "analysis.invalid_value")
        .max(200, "analysis.invalid_value")
        .optional(),
      rooftop: bool().default(false),
      /** Ground elevation (orthometric m) at each vertex of the outer ring, for the 平均地盤面. */
      ground_heights: z
        .array(elevationSchema, { error: typeError })
        .max(MAX_LIST_ITEMS, "analysis.too_many")
        .optional(),
    },
    { error: typeError },
  );

const hikageObject = <M extends ValidationMode>(mode: M) =>
  z.object(
    {
      season: choice(HIKAGE_SEASONS).default("winter_solstice"),
      declination: num()
        .min(-23.5, "analysis.declination_range")
        .max(23.5, "analysis.declination_range")
        .optional(),
      /** Calendar mode (a real day, with refraction) instead of the regulation's fixed declination. */
      date: dateSchema.optional(),
      /** Calendar mode: start/end are local clock times or true solar times. */
      time_basis: choice(["clock", "solar"] as const).default("clock"),
      utc_offset: num().min(-14, "analysis.invalid_value").max(14, "analysis.invalid_value").default(9),
      center_latitude: latSchema.optional(),
      start_time: timeSchema.default("08:00"),
      end_time: timeSchema.default("16:00"),
      calc_interval_min: num()
        .int("analysis.calc_interval_range")
        .min(1, "analysis.calc_interval_range")
        .max(60, "analysis.calc_interval_range")
        .default(5),
      output_interval_min: num()
        .int("analysis.integer")
        .min(1, "analysis.output_interval_multiple")
        .max(24 * 60, "analysis.output_interval_multiple")
        .default(60),
      north_angle: angleSchema.optional(),
      plane_height: heightSchema.default(4),
      height_standard: choice(PLANE_HEIGHT_STANDARDS).default("relative_to_ground"),
      /** Average ground level (m); default the median base of the buildings touching the analysis range. */
      ground_elevation: elevationSchema.optional(),
      grid_spacing: num()
        .min(0.25, "analysis.grid_spacing_range")
        .max(10, "analysis.grid_spacing_range")
        .default(1),
      contour_hours: z
        .array(hoursSchema, { error: typeError })
        .min(1, "common.required")
        .max(20, "analysis.too_many")
        .default(DEFAULT_CONTOUR_HOURS),
      use_lod2: bool().default(false),
      target_range: polygonSchema.optional(),
      analysis_range: polygonSchema.optional(),
      planned_buildings: z
        .array(plannedBuildingSchema(mode), { error: typeError })
        .max(100, "analysis.too_many")
        .default([]),
      model_ids: z
        .array(z.string({ error: typeError }).min(1, "common.required").max(100), { error: typeError })
        .max(100, "analysis.too_many")
        .default([]),
      /** Models (of `model_ids`) that are part of the plan: in the planned view, not in the existing. */
      planned_model_ids: z
        .array(z.string({ error: typeError }).min(1, "common.required").max(100), { error: typeError })
        .max(100, "analysis.too_many")
        .default([]),
      /** City buildings left out of the case (ids), e.g. the building the plan replaces. */
      excluded_buildings: z
        .array(z.string({ error: typeError }).min(1, "common.required").max(200), { error: typeError })
        .max(MAX_LIST_ITEMS, "analysis.too_many")
        .default([]),
      /** Leave out the city buildings inside the site boundary. */
      exclude_site_buildings: bool().default(false),
      points: z
        .array(lonLatSchema, { error: typeError })
        .max(MAX_LIST_ITEMS, "analysis.too_many")
        .default([]),
      site_boundary: polygonSchema.optional(),
      /** 用途地域 of the site and the ordinance's row (別表第4); Hokkaido's window and limits (道の区域内). */
      zone: choice(ZONING_DISTRICTS).optional(),
      ordinance_row: choice(ORDINANCE_ROWS).optional(),
      hokkaido: bool().default(false),
      /** The limits and plane height are a local ordinance's, typed, not the table's row. */
      custom_limits: bool().default(false),
      /** Ground level of the neighbouring land (orthometric m), for the 1 m rule (令135条の12第3項第2号). */
      neighbour_ground_elevation: elevationSchema.optional(),
      limits: z
        .object({ hours5: req(hoursSchema, mode), hours10: req(hoursSchema, mode) }, { error: typeError })
        .optional(),
      /** Site edges facing a road or river (edge i from vertex i to i + 1 of the site boundary), width in m. */
      deemed_edges: z
        .array(
          z.object({
            edge: req(num().int("analysis.integer").min(0, "analysis.invalid_value"), mode),
            width: req(num().gt(0, "analysis.distance_positive").max(100, "analysis.invalid_value"), mode),
            kind: choice(DEEMED_EDGE_KINDS).default("road"),
          }),
          { error: typeError },
        )
        .max(100, "analysis.too_many")
        .default([]),
      walls: z
        .object(
          {
            enabled: bool().default(false),
            /** Ids of the buildings whose walls are sampled (default all used buildings). */
            buildings: z
              .array(z.string({ error: typeError }), { error: typeError })
              .max(MAX_LIST_ITEMS, "analysis.too_many")
              .optional(),
            spacing: num()
              .min(0.25, "analysis.grid_spacing_range")
              .max(10, "analysis.grid_spacing_range")
              .default(1),
          },
          { error: typeError },
        )
        .optional(),
    },
    { error: typeError },
  );

type HikageShape = z.infer<ReturnType<typeof hikageObject<"draft">>>;
type Ctx = z.RefinementCtx;

function crossFieldRules(p: HikageShape, ctx: Ctx, mode: ValidationMode): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: "custom", path, message });
  if (p.output_interval_min % p.calc_interval_min !== 0)
    issue(["output_interval_min"], "analysis.output_interval_multiple");
  const start = clockMinutes(p.start_time);
  const end = clockMinutes(p.end_time);
  if (start >= end) issue(["end_time"], "analysis.time_order");
  else if (p.calc_interval_min > end - start) issue(["calc_interval_min"], "analysis.calc_interval_range");
  if (p.analysis_range && polygonAreaM2(p.analysis_range) > MAX_EXTENT_M2)
    issue(["analysis_range"], "analysis.area_max_25ha");
  if (p.analysis_range && p.target_range && !polygonInside(p.analysis_range, p.target_range))
    issue(["analysis_range"], "analysis.range_outside_target");
  const siteEdges = p.site_boundary ? openRing(p.site_boundary.coordinates[0] ?? []).length : 0;
  p.deemed_edges.forEach((d, i) => {
    if (d.edge !== undefined && p.site_boundary && d.edge >= siteEdges)
      issue(["deemed_edges", i, "edge"], "analysis.invalid_value");
  });
  p.planned_model_ids.forEach((id, i) => {
    if (!p.model_ids.includes(id)) issue(["planned_model_ids", i], "analysis.planned_model_not_in_case");
  });
  p.planned_buildings.forEach((b, i) => {
    const vertices = b.footprint ? openRing(b.footprint.coordinates[0] ?? []).length : 0;
    if (b.ground_heights && b.footprint && b.ground_heights.length !== vertices)
      issue(["planned_buildings", i, "ground_heights"], "analysis.ground_heights_count");
  });
  tableRules(p, issue);
  if (mode === "draft") return;
  if (p.season === "custom" && p.declination === undefined && p.date === undefined)
    issue(["declination"], "common.required");
  if (!p.target_range) issue(["target_range"], "common.required");
  if (!p.analysis_range && p.points.length === 0)
    issue(["analysis_range"], "analysis.analysis_range_or_points");
  if (p.site_boundary && !p.limits) issue(["limits"], "common.required");
  if (p.site_boundary && p.planned_buildings.length === 0)
    issue(["planned_buildings"], "analysis.planned_required");
}

/** The zone's row and plane height must be the table's (別表第4) unless the values are a local ordinance's. */
export function tableRules(
  p: Pick<HikageShape, "zone" | "ordinance_row" | "custom_limits" | "plane_height" | "hokkaido" | "limits">,
  issue: (path: (string | number)[], message: string) => void,
): void {
  if (!p.zone) return;
  const clause = ZONE_CLAUSES[p.zone];
  if (!clause || p.custom_limits) return;
  if (p.ordinance_row && !clause.rows[p.ordinance_row]) issue(["ordinance_row"], "analysis.row_not_in_zone");
  if (!clause.planeHeights.includes(p.plane_height)) issue(["plane_height"], "analysis.plane_not_in_zone");
  const table = p.ordinance_row ? zoneLimits(p.zone, p.ordinance_row, p.hokkaido) : null;
  const typed = p.limits;
  if (table && typed?.hours5 !== undefined && typed.hours10 !== undefined)
    if (typed.hours5 !== table.hours5 || typed.hours10 !== table.hours10)
      issue(["limits"], "analysis.limits_not_in_table");
}

const hikageSchema = <M extends ValidationMode>(mode: M) =>
  hikageObject(mode).superRefine((p, ctx) => crossFieldRules(p, ctx, mode));

/** Shadow (日影, service `hikage`) parameters of a case, complete (to run). */
export const hikageParametersSchema = hikageSchema("run");
/** The same for a draft: fields may be missing; what is given is typed and in range. */
export const hikageParametersDraftSchema = hikageSchema("draft");
export type HikageParameters = z.infer<typeof hikageParametersSchema>;
export type HikageParametersInput = z.input<typeof hikageParametersDraftSchema>;
