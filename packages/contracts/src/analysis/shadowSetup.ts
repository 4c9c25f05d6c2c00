import { z } from "zod";
import { DEEMED_EDGE_KINDS } from "./hikage";
import { ORDINANCE_ROWS, ZONING_DISTRICTS } from "./zones";

// The shadow regulation's set-up and zone verdicts as a run reports them: shared by the shadow summary
// (result.ts) and the 逆日影 summary (gyakuhikageResult.ts), which result.ts's summary union includes.

const lonLat = z.object({ lon: z.number(), lat: z.number() });

/** One regulation zone: 5-10 m from the site boundary, or beyond 10 m; worst point in lon/lat. */
export const regulationZoneSchema = z.object({
  zone: z.enum(["5-10m", "beyond10m"]),
  limit: z.number(),
  max_hours: z.number(),
  worst: lonLat.extend({ hours: z.number() }).nullable(),
  pass: z.boolean(),
});

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
