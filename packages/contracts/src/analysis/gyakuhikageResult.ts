import { z } from "zod";
import { hikageSetupSchema, regulationZoneSchema } from "./shadowSetup";

// What a 逆日影 run answers (issue 26): the allowed height over the site (m above the 平均地盤面), at the
// user's points, as a grid, contours and an envelope of tiers; its volume and floor area; and the forward
// check of that envelope with the shadow engine (it always passes: a failing envelope is lowered, never
// returned).

/** The run's layers' names (their specs: RESULT_LAYERS in layers.ts). */
export const GYAKUHIKAGE_LAYERS = {
  /** Float32 grid of the allowed height (m above the 平均地盤面; NaN outside the site), south to north. */
  grid: "allowed_height",
  /** GeoJSON LineStrings of equal allowed height, property `height_m` and `label` ("12 m"). */
  contours: "allowed_height_contours",
  /**
   * GeoJSON Polygons of the envelope's tiers (prisms to extrude): properties `tier`, `height_m` (top above
   * the 平均地盤面), `base_elevation` and `top_elevation` (orthometric m). The same tiers as the one-click
   * shadow case's `planned_buildings`.
   */
  envelope: "envelope",
} as const;

/** A point the user asked about: the allowed height there (null outside the site). */
export const allowedHeightPointSchema = z.object({
  lon: z.number(),
  lat: z.number(),
  /** m above the 平均地盤面 (the envelope's height field at the point; null outside the site). */
  max_height: z.number().nullable(),
});
export type AllowedHeightPoint = z.infer<typeof allowedHeightPointSchema>;

/** One zone of the forward check: the envelope's tiers' largest shade (hours) beside the zone's limit. */
export const forwardCheckZoneSchema = regulationZoneSchema;

export const forwardCheckSchema = z.object({
  /** Always true in a result (a failing envelope is lowered until it passes). */
  pass: z.boolean(),
  /** "5-10m" (limit hours5) and "beyond10m" (limit hours10), as the shadow service names them. */
  zones: z.array(forwardCheckZoneSchema),
  /** Times the envelope was lowered before it passed (0: the first answer passed). */
  lowered: z.number().int(),
  /** Tiers checked (the envelope's prisms). */
  tiers: z.number().int(),
});
export type ForwardCheck = z.infer<typeof forwardCheckSchema>;

export const gyakuhikageSummarySchema = z.object({
  service_type: z.literal("gyakuhikage"),
  forward_check: forwardCheckSchema,
  /** Volume of the envelope (m³, of the checked tiers) and floor area estimate (m²: storeys × their areas). */
  volume: z.number(),
  floor_area_estimate: z.number(),
  /** Most storeys of the storey height under the envelope, and its largest height (m above 平均地盤面). */
  storeys: z.number().int(),
  max_height: z.number(),
  storey_height: z.number(),
  /** The window family whose envelope held the most volume (e.g. noon-centred, both tails, shifted). */
  window_family: z.string(),
  site_area: z.number(),
  grid: z.object({
    nx: z.number().int(),
    ny: z.number().int(),
    spacing_m: z.number(),
    cells: z.number().int(),
  }),
  /** The regulation set-up as applied (the shadow service's). */
  setup: hikageSetupSchema,
  /**
   * Angle to due north of the plane rectangular frame at the site (degrees; the meridian convergence of the
   * site's zone, as the shadow summary's): the envelope is computed on true north, the exports draw on the grid.
   */
  north_angle: z.number(),
});
export type GyakuhikageSummary = z.infer<typeof gyakuhikageSummarySchema>;

/** Meta of the `allowed_height` grid (as the shadow grids: frame, corners, row order). */
export const allowedHeightMetaSchema = z.looseObject({
  nx: z.number().int(),
  ny: z.number().int(),
  spacing_m: z.number(),
  origin: z.object({ lon: z.number(), lat: z.number() }),
  bbox_local: z.array(z.number()).length(4),
  corners: z.array(z.array(z.number()).min(2).max(3)).length(4),
  row_order: z.literal("south_to_north"),
  dtype: z.literal("float32"),
  unit: z.literal("m"),
  /** 平均地盤面 (orthometric m): add it to a cell's value for its elevation. */
  ground_elevation: z.number(),
  max_height: z.number(),
});
export const allowedHeightContoursMetaSchema = z.looseObject({ heights: z.array(z.number()) });
export const envelopeMetaSchema = z.looseObject({
  tiers: z.number().int(),
  volume_m3: z.number(),
  ground_elevation: z.number(),
});
