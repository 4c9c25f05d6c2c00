import { z } from "zod";
import { SKY_CHECKS } from "./tenkuritsu";

// What a 天空率 run answers (issue 25): per measurement point the sky factor of the planned building and of the
// conforming building (適合建築物) of its check, and the verdict per check.

const lonLat = { lon: z.number(), lat: z.number() };
const check = z.enum(SKY_CHECKS);

/**
 * A point's sky factors: the planned building's and the conforming building's (null for the user's points
 * without a check, or a case without a site) and whether it passes (null likewise).
 */
export const skyFactorSchema = z.object({
  planned: z.number(),
  conforming: z.number().nullable(),
  pass: z.boolean().nullable(),
});

/** A measurement point of a 天空率 run. */
export const skyPointSchema = z.object({
  ...lonLat,
  /** "R1-3" (check letter, edge or line number, point number) or "P4" for the user's points. */
  id: z.string(),
  /** Null for a point the user placed. */
  check: check.nullable(),
  /** The site edge (road, neighbour) or north line the point belongs to, else null. */
  edge: z.number().int().nullable(),
  /** Height of the point above the site's ground level (m). */
  height: z.number(),
  sky_factor: skyFactorSchema,
  /** Rounded planned − rounded conforming (null without a conforming value). */
  margin: z.number().nullable(),
  /** True for a regulation point the user moved (`moved_points`): it stands where the user put it. */
  moved: z.boolean().optional(),
});
export type SkyPoint = z.infer<typeof skyPointSchema>;

/** One check's verdict: every point of it passes. */
export const skyCheckSummarySchema = z.object({
  check,
  points: z.number().int(),
  pass: z.boolean(),
  /** The point with the smallest margin. */
  worst: z.object({
    id: z.string(),
    ...lonLat,
    planned: z.number(),
    conforming: z.number(),
    margin: z.number(),
  }),
});

export const tenkuritsuSummarySchema = z.object({
  service_type: z.literal("tenkuritsu"),
  /** Every check passes (null when no point has a conforming value). */
  pass: z.boolean().nullable(),
  checks: z.array(skyCheckSummarySchema),
  /** Smallest planned sky factor of any point (null without points). */
  min_sky_factor: z.number().nullable(),
  points: z.number().int(),
  safety_margin: z.number(),
  north_angle: z.number(),
});
export type TenkuritsuSummary = z.infer<typeof tenkuritsuSummarySchema>;

/** Meta of the `sky_points` layer (GeoJSON points with each point's fields as properties). */
export const skyPointsMetaSchema = z.looseObject({ count: z.number().int() });
/**
 * Meta of the `conforming` layer: the conforming buildings as GeoJSON Polygons with [lon, lat, z] (z in m above
 * the site's ground) faces, property `check`; and their volumes.
 */
export const conformingMetaSchema = z.looseObject({
  checks: z.array(z.object({ check, faces: z.number().int(), volume_m3: z.number() })),
  ground_elevation: z.number(),
});
/**
 * Meta of the `sky_charts` layer (JSON): per point (every point of the run) the planned and the conforming
 * silhouettes in the orthographic sky chart (unit disc, north up) and their 三斜求積 triangles.
 */
export const skyChartsMetaSchema = z.looseObject({ count: z.number().int() });
