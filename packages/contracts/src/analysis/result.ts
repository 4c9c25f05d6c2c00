import { z } from "zod";
import { DEEMED_EDGE_KINDS } from "./hikage";
import { ORDINANCE_ROWS, ZONING_DISTRICTS } from "./zones";
import { tenkuritsuSummarySchema } from "./tenkuritsuResult";
import { SHADOW_VIEWS } from "./views";

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

const areasSchema = z.array(z.object({ hours: z.number(), area_m2: z.number() }));
/**
 * One view of a shadow result (views.ts): the largest hours of a grid cell and the areas shaded at least each
 * contour hour (null without a grid), counted outside the site boundary and outside the footprints of the
 * view's buildings where they reach the plane (the layers keep every cell).
 */
export const shadowViewSummarySchema = z.object({ max_hours: z.number().nullable(), areas: areasSchema });

/** How the 平均地盤面 was found (別表第4 note; docs/REGULATION.md §5). */
export const AVERAGE_GROUND_METHODS = [
  "typed",
  "ground_heights",
  "buildings",
  "planned_bases",
  "none",
] as const;

/** The regulation set-up as the run applied it (docs/REGULATION.md), for the summary and the drawings. */
export const hikageSetupSchema = z.object({
  zone: z.enum(ZONING_DISTRICTS).nullable(),
  ordinance_row: z.enum(ORDINANCE_ROWS).nullable(),
  hokkaido: z.boolean(),
  /** The limits and plane are the table's row (false: typed ordinance values, or no zone given). */
  from_table: z.boolean(),
  plane_height: z.number(),
  average_ground: z.object({
    /** 平均地盤面, orthometric m. */
    elevation: z.number(),
    method: z.enum(AVERAGE_GROUND_METHODS),
    /** The contact line's edges (length, mean ground height) when computed from ground heights. */
    edges: z.array(z.object({ length_m: z.number(), mean_m: z.number() })),
  }),
  /** Rise of the plane for a site 1 m or more below its neighbours (令135条の12第3項第2号), m. */
  plane_rise_m: z.number(),
  /** Whether the planned building is a 対象建築物 (別表第4 (ろ)), with the values used; null without a zone. */
  subject: z
    .object({
      subject: z.boolean(),
      test: z.enum(["eaves_or_storeys", "height"]),
      eaves_m: z.number().nullable(),
      storeys: z.number().int().nullable(),
      height_m: z.number().nullable(),
      /** Rooftop structures left out of the height (≤ 1/8 of the building area, up to 5 m). */
      rooftop_excluded: z.boolean(),
    })
    .nullable(),
  /** Deemed boundary offsets per edge (令135条の12第3項第1号). */
  deemed_edges: z.array(
    z.object({
      edge: z.number().int(),
      kind: z.enum(DEEMED_EDGE_KINDS),
      width: z.number(),
      offset_m: z.number(),
    }),
  ),
});
export type HikageSetup = z.infer<typeof hikageSetupSchema>;

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
