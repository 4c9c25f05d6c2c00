import { z } from "zod";

const lonLat = z.object({ lon: z.number(), lat: z.number() });

/** A result layer of a run: data at `url` (filled by the server), typed by `media_type`, described by `meta`. */
export const resultLayerSchema = z.object({
  name: z.string(),
  media_type: z.string(),
  url: z.string(),
  meta: z.record(z.string(), z.unknown()),
});
export type ResultLayer = z.infer<typeof resultLayerSchema>;

/** One regulation zone: 5-10 m from the site boundary, or beyond 10 m; worst point in lon/lat. */
export const regulationZoneSchema = z.object({
  zone: z.enum(["5-10m", "beyond10m"]),
  limit: z.number(),
  max_hours: z.number(),
  worst: lonLat.extend({ hours: z.number() }).nullable(),
  pass: z.boolean(),
});

/** Shadow summary: max hours, area shaded at least each contour hour, regulation verdict, buildings used. */
export const hikageSummarySchema = z.object({
  service_type: z.literal("hikage"),
  /** Largest shade hours of any grid cell (null without an analysis range). */
  max_hours: z.number().nullable(),
  areas: z.array(z.object({ hours: z.number(), area_m2: z.number() })),
  regulation: z
    .object({
      pass: z.boolean(),
      limits: z.object({ hours5: z.number(), hours10: z.number() }),
      zones: z.array(regulationZoneSchema),
    })
    .nullable(),
  /** Engine shapes used: catalogue buildings, uploaded model buildings, planned buildings. */
  buildings: z.object({ city: z.number().int(), models: z.number().int(), planned: z.number().int() }),
  /** Window length (h), plane height in the frame's datum (m), grid spacing (m). */
  window_hours: z.number(),
  plane_z: z.number(),
  /** Angle to due north used for exports in the plane rectangular frame (degrees; shadows are true north). */
  north_angle: z.number(),
});

export const noiseSummarySchema = z.object({
  service_type: z.literal("noise"),
  /** Highest LA on the grid (dB(A); null without a grid). */
  max_db: z.number().nullable(),
  area_above: z.array(z.object({ db: z.number(), area_m2: z.number() })),
  /** Highest facade level of any building and where (null without facades). */
  facade_max: lonLat.extend({ level_db: z.number(), building: z.string().nullable() }).nullable(),
  buildings: z.object({ city: z.number().int(), models: z.number().int() }),
  north_angle: z.number(),
});

export const vibrationSummarySchema = z.object({
  service_type: z.literal("vibration"),
  max_db: z.number().nullable(),
  boundary: z.object({ max_db: z.number(), at: lonLat, limit: z.number(), exceeds: z.boolean() }).nullable(),
});

export const analysisSummarySchema = z.discriminatedUnion("service_type", [
  hikageSummarySchema,
  noiseSummarySchema,
  vibrationSummarySchema,
]);
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;
export type HikageSummary = z.infer<typeof hikageSummarySchema>;
export type NoiseSummary = z.infer<typeof noiseSummarySchema>;
export type VibrationSummary = z.infer<typeof vibrationSummarySchema>;

/** Exact shade at a measurement point: hours and intervals ("hh:mm:ss" window times). */
export const shadePointSchema = z.object({
  lon: z.number(),
  lat: z.number(),
  shade_hours: z.number(),
  intervals: z.array(z.tuple([z.string(), z.string()])),
});
/** Level at a receiver (dB(A) for noise, dB for vibration); null inside a building. */
export const levelPointSchema = z.object({
  lon: z.number(),
  lat: z.number(),
  level_db: z.number().nullable(),
});
export type ShadePoint = z.infer<typeof shadePointSchema>;
export type LevelPoint = z.infer<typeof levelPointSchema>;
