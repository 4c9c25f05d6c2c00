import { z } from "zod";

/**
 * What a `road_noise` run writes (issue 27 §1): per receiver L_Aeq of the day (6-22 h) as `level_db` and of
 * the night (22-6 h) as `level_night_db` (dB; null inside a building), and a summary.
 */
export const roadNoisePointSchema = z.object({
  lon: z.number(),
  lat: z.number(),
  level_db: z.number().nullable(),
  level_night_db: z.number().nullable(),
});
export type RoadNoisePoint = z.infer<typeof roadNoisePointSchema>;

export const roadNoiseSummarySchema = z.object({
  service_type: z.literal("road_noise"),
  /** Highest day L_Aeq at a receiver and on the grid (dB; null without receivers / without a grid). */
  max_day_db: z.number().nullable(),
  max_night_db: z.number().nullable(),
  grid_max_day_db: z.number().nullable(),
  /** Grid area (m²) at or above each contour level, day. */
  area_above: z.array(z.object({ db: z.number(), area_m2: z.number() })),
  buildings: z.object({ city: z.number().int(), models: z.number().int() }),
  /** Point sources along all lanes, and their spacing (m). */
  sources: z.number().int(),
  source_spacing_m: z.number(),
});
export type RoadNoiseSummary = z.infer<typeof roadNoiseSummarySchema>;
