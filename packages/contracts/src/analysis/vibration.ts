import { z } from "zod";
import type { ValidationMode } from "./common";
import { choice, num, rectangleSchema, req } from "./common";
import { MAX_LIST_ITEMS, lonLatSchema, lonSchema, latSchema, polygonSchema, typeError } from "./geo";

/** Machinery presets of the vibration engine (建設作業振動対策マニュアル). */
export const VIBRATION_MACHINES = [
  "diesel-pile-hammer",
  "hydraulic-hammer",
  "vibro-hammer",
  "vibro-hammer-small",
  "excavator",
  "vibratory-roller",
  "bulldozer",
  "tractor-shovel",
  "earth-auger",
] as const;
/** Soil presets (internal damping α). */
export const VIBRATION_SOILS = ["unconsolidated", "consolidated", "clay", "silt"] as const;
/** Wave types (geometric damping n). */
export const VIBRATION_WAVES = ["surface", "mixed", "body"] as const;
export const DEFAULT_VIBRATION_CONTOURS = [55, 60, 65, 70, 75, 80, 85];

const level = num().min(0, "analysis.level_range").max(150, "analysis.level_range");

const sourceSchema = <M extends ValidationMode>(mode: M) =>
  z.object(
    {
      lon: req(lonSchema, mode),
      lat: req(latSchema, mode),
      /** A preset: its level (upper end of the typical range) and reference distance unless given. */
      machine: choice(VIBRATION_MACHINES).optional(),
      /** Level L(r0) in dB at `r0` metres (`r0` required with a level unless a machine gives it). */
      level: level.optional(),
      r0: num().gt(0, "analysis.distance_positive").max(1000, "analysis.invalid_value").optional(),
    },
    { error: typeError },
  );

const vibrationObject = <M extends ValidationMode>(mode: M) =>
  z.object(
    {
      sources: z.array(sourceSchema(mode), { error: typeError }).max(500, "analysis.too_many").default([]),
      soil: choice(VIBRATION_SOILS).default("unconsolidated"),
      /** Internal damping α (1/m); overrides `soil`. */
      alpha: num().min(0, "analysis.damping_range").max(1, "analysis.damping_range").optional(),
      wave: choice(VIBRATION_WAVES).default("mixed"),
      /** Geometric damping n; overrides `wave`. */
      n: num().gt(0, "analysis.damping_range").max(2, "analysis.damping_range").optional(),
      receivers: z
        .array(lonLatSchema, { error: typeError })
        .max(MAX_LIST_ITEMS, "analysis.too_many")
        .default([]),
      extent: rectangleSchema(mode).optional(),
      grid_spacing: num()
        .min(0.5, "analysis.grid_spacing_range")
        .max(50, "analysis.grid_spacing_range")
        .default(2),
      /** The site boundary: its highest level is checked against `limit_db`. */
      boundary: polygonSchema.optional(),
      /** Limit at the boundary (dB; 振動規制法 specified construction work: 75 dB). */
      limit_db: level.default(75),
      contours: z
        .array(level, { error: typeError })
        .min(1, "common.required")
        .max(30, "analysis.too_many")
        .default(DEFAULT_VIBRATION_CONTOURS),
    },
    { error: typeError },
  );

type VibrationShape = z.infer<ReturnType<typeof vibrationObject<"draft">>>;

function vibrationRules(p: VibrationShape, ctx: z.RefinementCtx, mode: ValidationMode): void {
  if (mode === "draft") return;
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: "custom", path, message });
  if (p.sources.length === 0) issue(["sources"], "analysis.vibration_source_required");
  p.sources.forEach((s, i) => {
    if (s.level === undefined && s.machine === undefined)
      issue(["sources", i, "level"], "analysis.vibration_level_required");
    // a level of one's own is at one's own distance: only a preset has an r0 to fall back on (the engine has none)
    else if (s.level !== undefined && s.r0 === undefined && s.machine === undefined)
      issue(["sources", i, "r0"], "analysis.vibration_r0_required");
  });
  if (p.receivers.length === 0 && !p.extent && !p.boundary)
    issue(["extent"], "analysis.vibration_output_required");
}

const vibrationSchema = <M extends ValidationMode>(mode: M) =>
  vibrationObject(mode).superRefine((p, ctx) => vibrationRules(p, ctx, mode));

/** Ground vibration parameters of a case, complete (to run). */
export const vibrationParametersSchema = vibrationSchema("run");
export const vibrationParametersDraftSchema = vibrationSchema("draft");
export type VibrationParameters = z.infer<typeof vibrationParametersSchema>;
export type VibrationParametersInput = z.input<typeof vibrationParametersDraftSchema>;
