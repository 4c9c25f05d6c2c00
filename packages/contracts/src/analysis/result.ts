import { z } from "zod";
import { gyakuhikageSummarySchema } from "./gyakuhikageResult";
import { hikageSetupSchema, regulationZoneSchema } from "./shadowSetup";
import { tenkuritsuSummarySchema } from "./tenkuritsuResult";
import { SHADOW_VIEWS } from "./views";

export { AVERAGE_GROUND_METHODS, hikageSetupSchema, regulationZoneSchema } from "./shadowSetup";
export type { HikageSetup } from "./shadowSetup";

const lonLat = z.object({ lon: z.number(), lat: z.number() });

/** A result layer of a run: data at `url` (filled by the server), typed by `media_type`, described by `meta`. */
export const resultLayerSchema = z.object({
  name: z.string(),
  media_type: z.string(),
  url: z.string(),
  meta: z.record(z.string(), z.unknown()),
});
export type ResultLayer = z.infer<typeof resultLayerSchema>;

const areasSchema = z.array(z.object({ hours: z.number(), area_m2: z.number() }));
/**
 * One view of a shadow result (views.ts): the largest hours of a grid cell and the areas shaded at least each
 * contour hour (null without a grid), counted outside the site boundary and outside the footprints of the
 * view's buildings where they reach the plane (the layers keep every cell).
 */
export const shadowViewSummarySchema = z.object({ max_hours: z.number().nullable(), areas: areasSchema });

/** One wall of the walls table: building, facade index, its worst sample and hours. */
export const wallRowSchema = lonLat.extend({
  building: z.string(),
  facade: z.number().int(),
  z: z.number(),
  hours: z.number(),
});

/** Shadow summary: max hours, area shaded at least each contour hour, regulation verdict, buildings used. */
export const hikageSummarySchema = z.object({
  service_type: z.literal("hikage"),
  /** Largest shade hours of any grid cell in the default view (null without an analysis range). */
  max_hours: z.number().nullable(),
  areas: areasSchema,
  /** Each view's figures (views.ts); absent in runs of older versions (composite only). */
  views: z
    .object({
      planned: shadowViewSummarySchema.optional(),
      composite: shadowViewSummarySchema,
      added: shadowViewSummarySchema.optional(),
    })
    .optional(),
  setup: hikageSetupSchema.optional(),
  /** The walls table: each sampled facade's worst sample, worst first (absent without walls). */
  walls: z.array(wallRowSchema).optional(),
  regulation: z
    .object({
      pass: z.boolean(),
      limits: z.object({ hours5: z.number(), hours10: z.number() }),
      zones: z.array(regulationZoneSchema),
    })
    .nullable(),
  /** Engine shapes used: catalogue buildings, uploaded model buildings, planned buildings. */
  buildings: z.object({
    city: z.number().int(),
    models: z.number().int(),
    planned: z.number().int(),
    /** City buildings left out of the case (picked, or inside the site boundary). */
    excluded: z.number().int().optional(),
    /** City buildings on the site that stay: counted with the plan as one building (法56条の2第2項). */
    retained: z.number().int().optional(),
  }),
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
  tenkuritsuSummarySchema,
  gyakuhikageSummarySchema,
]);
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;
export type HikageSummary = z.infer<typeof hikageSummarySchema>;
export type NoiseSummary = z.infer<typeof noiseSummarySchema>;
export type VibrationSummary = z.infer<typeof vibrationSummarySchema>;

/** Exact shade at a measurement point: hours and intervals ("hh:mm:ss" window times). */
const pointShade = {
  shade_hours: z.number(),
  intervals: z.array(z.tuple([z.string(), z.string()])),
};
/**
 * A measurement point: its shade in the default view (views.ts), and with a plan each view's (`views`; the
 * added view's intervals are the composite's less the existing buildings' own). Absent in composite-only runs.
 */
export const shadePointSchema = z.object({
  lon: z.number(),
  lat: z.number(),
  ...pointShade,
  views: z.partialRecord(z.enum(SHADOW_VIEWS), z.object(pointShade)).optional(),
});
/** Level at a receiver (dB(A) for noise, dB for vibration); null inside a building. */
export const levelPointSchema = z.object({
  lon: z.number(),
  lat: z.number(),
  level_db: z.number().nullable(),
});
export type ShadePoint = z.infer<typeof shadePointSchema>;
export type LevelPoint = z.infer<typeof levelPointSchema>;
