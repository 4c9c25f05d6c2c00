import { z } from "zod";
import type { ValidationMode } from "./common";
import { choice, num, rectangleSchema, req } from "./common";
import { MAX_LIST_ITEMS, lonLatSchema, typeError } from "./geo";

/**
 * Road traffic noise by ASJ RTN-Model 2018 (issue 27 §1): the `road_noise` service's parameters. Not in
 * the registry yet (services.ts); the pipeline is `runRoadNoise` in @soracity/analysis.
 */

/** 定常走行 (steady: motorways, through traffic) or 非定常走行 (unsteady: general roads with signals). */
export const ROAD_FLOWS = ["steady", "unsteady"] as const;
/** 密粒舗装 (dense asphalt) or 排水性舗装 (porous asphalt). */
export const ROAD_PAVEMENTS = ["dense", "porous"] as const;
/** The speed range (km/h) of each flow's power-level line (ASJ RTN-Model 2018 §2). */
export const ROAD_SPEED_RANGE = { steady: [40, 140], unsteady: [10, 60] } as const;
export const MAX_ROAD_VOLUME = 10_000;
export const MAX_ROAD_GRADIENT = 10;
export const MAX_LANE_OFFSET = 50;
export const MAX_ROADS = 50;
export const MAX_LANES = 12;
export const DEFAULT_ROAD_NOISE_CONTOURS = [50, 55, 60, 65, 70, 75];

const volume = num().min(0, "analysis.volume_range").max(MAX_ROAD_VOLUME, "analysis.volume_range");
/** Vehicles per hour of each class, the period's average. */
const volumesSchema = <M extends ValidationMode>(mode: M) =>
  z.object({ small: req(volume, mode), large: req(volume, mode) }, { error: typeError });

const laneSchema = <M extends ValidationMode>(mode: M) =>
  z.object(
    {
      /** Metres from the road's line, positive to the left of the drawing direction. */
      offset_m: req(
        num()
          .min(-MAX_LANE_OFFSET, "analysis.lane_offset_range")
          .max(MAX_LANE_OFFSET, "analysis.lane_offset_range"),
        mode,
      ),
      /** Checked against the road's flow (steady 40-140, unsteady 10-60 km/h). */
      speed_kmh: req(num(), mode),
      day: req(volumesSchema(mode), mode),
      night: req(volumesSchema(mode), mode),
    },
    { error: typeError },
  );

const roadSchema = <M extends ValidationMode>(mode: M) =>
  z.object(
    {
      points: req(
        z
          .array(lonLatSchema, { error: typeError })
          .min(2, "analysis.road_points")
          .max(MAX_LIST_ITEMS, "analysis.too_many"),
        mode,
      ),
      flow: req(choice(ROAD_FLOWS), mode),
      pavement: choice(ROAD_PAVEMENTS).default("dense"),
      /** Rise along the drawing direction (%). */
      gradient_percent: num()
        .min(-MAX_ROAD_GRADIENT, "analysis.gradient_range")
        .max(MAX_ROAD_GRADIENT, "analysis.gradient_range")
        .default(0),
      lanes: req(
        z
          .array(laneSchema(mode), { error: typeError })
          .min(1, "analysis.lane_required")
          .max(MAX_LANES, "analysis.too_many"),
        mode,
      ),
    },
    { error: typeError },
  );

const roadNoiseObject = <M extends ValidationMode>(mode: M) =>
  z.object(
    {
      roads: z.array(roadSchema(mode), { error: typeError }).max(MAX_ROADS, "analysis.too_many").default([]),
      receivers: z
        .array(lonLatSchema, { error: typeError })
        .max(MAX_LIST_ITEMS, "analysis.too_many")
        .default([]),
      prediction_height: num()
        .gt(0, "analysis.prediction_height_positive")
        .max(999, "analysis.prediction_height_positive")
        .default(1.2),
      /** The day grid's extent (optional: receivers alone need none). */
      extent: rectangleSchema(mode).optional(),
      grid_spacing: num()
        .min(1, "analysis.grid_spacing_range")
        .max(50, "analysis.grid_spacing_range")
        .default(5),
      contours: z
        .array(num().min(0, "analysis.sound_power_range").max(200, "analysis.sound_power_range"), {
          error: typeError,
        })
        .min(1, "common.required")
        .max(30, "analysis.too_many")
        .default(DEFAULT_ROAD_NOISE_CONTOURS),
    },
    { error: typeError },
  );

type RoadNoiseShape = z.infer<ReturnType<typeof roadNoiseObject<"draft">>>;

function roadNoiseRules(p: RoadNoiseShape, ctx: z.RefinementCtx, mode: ValidationMode): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: "custom", path, message });
  p.roads.forEach((road, r) => {
    // the speed is checked once the flow is known (a draft may not have it yet)
    const flow = road.flow;
    if (flow !== "steady" && flow !== "unsteady") return;
    const [min, max] = ROAD_SPEED_RANGE[flow];
    road.lanes?.forEach((lane, l) => {
      const v = lane?.speed_kmh;
      if (typeof v === "number" && !(v >= min && v <= max))
        issue(["roads", r, "lanes", l, "speed_kmh"], `analysis.speed_range_${flow}`);
    });
  });
  if (mode === "draft") return;
  if (p.roads.length === 0) issue(["roads"], "analysis.road_required");
  if (p.receivers.length === 0 && !p.extent) issue(["receivers"], "analysis.road_noise_output_required");
}

const roadNoiseSchema = <M extends ValidationMode>(mode: M) =>
  roadNoiseObject(mode).superRefine((p, ctx) => roadNoiseRules(p, ctx, mode));

/** Road traffic noise parameters of a case, complete (to run). */
export const roadNoiseParametersSchema = roadNoiseSchema("run");
export const roadNoiseParametersDraftSchema = roadNoiseSchema("draft");
export type RoadNoiseParameters = z.infer<typeof roadNoiseParametersSchema>;
export type RoadNoiseParametersInput = z.input<typeof roadNoiseParametersDraftSchema>;

/** The message keys only road noise uses (translated in ANALYSIS_MESSAGES). */
export const ROAD_NOISE_MESSAGE_KEYS = [
  "analysis.road_required",
  "analysis.road_points",
  "analysis.lane_required",
  "analysis.lane_offset_range",
  "analysis.speed_range_steady",
  "analysis.speed_range_unsteady",
  "analysis.volume_range",
  "analysis.gradient_range",
  "analysis.road_noise_output_required",
] as const;
