import { z } from "zod";
import type { ValidationMode } from "./common";
import { bool, choice, num, rectangleSchema, req } from "./common";
import {
  MAX_LIST_ITEMS,
  angleSchema,
  heightSchema,
  lonLatSchema,
  lonSchema,
  latSchema,
  polygonSchema,
  typeError,
} from "./geo";

/** Octave band centre frequencies (Hz) of the noise engine. */
export const OCTAVE_BANDS_HZ = [63, 125, 250, 500, 1000, 2000, 4000, 8000] as const;
export const NOISE_METHODS = ["iso9613-2", "maekawa", "kurze-anderson"] as const;
/** Ground attenuation of ISO 9613-2: general per band (§7.3.1) or simplified, A-weighted (§7.3.2). */
export const NOISE_GROUND_METHODS = ["general", "simplified"] as const;
/** grid: levels over the extent; facade: the highest level on each building's walls; or both. */
export const NOISE_CALCULATION_TYPES = ["grid", "facade", "grid_facade"] as const;
export const NOISE_SOURCE_TYPES = ["point", "line"] as const;
/** Spectrum presets that spread an A-weighted total over the bands (road: EN 1793-3; flat). */
export const NOISE_SPECTRA = ["road", "flat"] as const;
export const DEFAULT_NOISE_CONTOURS = [40, 45, 50, 55, 60, 65, 70, 75, 80];

const soundPower = num().min(0, "analysis.sound_power_range").max(150, "analysis.sound_power_range");

const sourceSchema = <M extends ValidationMode>(mode: M) =>
  z.object(
    {
      /** Default: the case's `source_type`. A line source has `points` and `lw` per metre. */
      type: choice(NOISE_SOURCE_TYPES).optional(),
      lon: lonSchema.optional(),
      lat: latSchema.optional(),
      points: z.array(lonLatSchema, { error: typeError }).max(MAX_LIST_ITEMS, "analysis.too_many").optional(),
      /** Height above the ground (m). */
      height: req(heightSchema, mode),
      /** Sound power: 8 octave band levels (dB) or one A-weighted total (dB(A)) spread by `spectrum`. */
      lw: req(
        z.union([soundPower, z.array(soundPower).length(8, "analysis.sound_power_bands")], {
          error: typeError,
        }),
        mode,
      ),
      spectrum: choice(NOISE_SPECTRA).default("road"),
      /** Line sources: length of the pieces (m). */
      spacing: num().min(0.5, "analysis.invalid_value").max(100, "analysis.invalid_value").optional(),
    },
    { error: typeError },
  );

const barrierSchema = <M extends ValidationMode>(mode: M) =>
  z.object(
    {
      points: req(
        z
          .array(lonLatSchema, { error: typeError })
          .min(2, "analysis.line_points")
          .max(MAX_LIST_ITEMS, "analysis.too_many"),
        mode,
      ),
      height: req(heightSchema, mode),
    },
    { error: typeError },
  );

const groundFactor = num().min(0, "analysis.ground_factor_range").max(1, "analysis.ground_factor_range");

const noiseObject = <M extends ValidationMode>(mode: M) =>
  z.object(
    {
      extent: rectangleSchema(mode).optional(),
      source_type: choice(NOISE_SOURCE_TYPES).default("point"),
      sources: z.array(sourceSchema(mode), { error: typeError }).max(500, "analysis.too_many").default([]),
      barriers: z.array(barrierSchema(mode), { error: typeError }).max(500, "analysis.too_many").default([]),
      calculation_type: choice(NOISE_CALCULATION_TYPES).default("grid"),
      diffraction_method: choice(NOISE_METHODS).default("iso9613-2"),
      /** One octave band centre frequency (Hz), or null for all eight bands. */
      band: num()
        .gt(0, "analysis.band_positive")
        .refine((v) => (OCTAVE_BANDS_HZ as readonly number[]).includes(v), "analysis.band_unknown")
        .nullable()
        .default(null),
      prediction_height: num()
        .gt(0, "analysis.prediction_height_positive")
        .max(999, "analysis.prediction_height_positive")
        .default(4),
      north_angle: angleSchema.optional(),
      ground_factor: groundFactor.default(0.5),
      /** Absent: general (§7.3.1). Simplified (§7.3.2) ignores ground_factor and ground. */
      ground_method: choice(NOISE_GROUND_METHODS).optional(),
      ground: z
        .array(
          z.object({ polygon: req(polygonSchema, mode), g: req(groundFactor, mode) }, { error: typeError }),
          { error: typeError },
        )
        .max(100, "analysis.too_many")
        .default([]),
      grid_spacing: num()
        .min(1, "analysis.grid_spacing_range")
        .max(50, "analysis.grid_spacing_range")
        .default(5),
      receivers: z
        .array(lonLatSchema, { error: typeError })
        .max(MAX_LIST_ITEMS, "analysis.too_many")
        .default([]),
      facade_spacing: num()
        .min(0.5, "analysis.grid_spacing_range")
        .max(50, "analysis.grid_spacing_range")
        .default(2),
      temperature: num()
        .min(-50, "analysis.temperature_range")
        .max(50, "analysis.temperature_range")
        .default(20),
      humidity: num().min(1, "analysis.humidity_range").max(100, "analysis.humidity_range").default(70),
      lateral: bool().default(true),
      contours: z
        .array(num().min(0, "analysis.sound_power_range").max(200, "analysis.sound_power_range"), {
          error: typeError,
        })
        .min(1, "common.required")
        .max(30, "analysis.too_many")
        .default(DEFAULT_NOISE_CONTOURS),
    },
    { error: typeError },
  );

type NoiseShape = z.infer<ReturnType<typeof noiseObject<"draft">>>;

function noiseRules(p: NoiseShape, ctx: z.RefinementCtx, mode: ValidationMode): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: "custom", path, message });
  p.sources.forEach((s, i) => {
    const type = s.type ?? p.source_type;
    if (type === "line" && (s.points?.length ?? 0) < 2)
      issue(["sources", i, "points"], "analysis.line_points");
    if (type === "point" && mode === "run") {
      if (s.lon === undefined) issue(["sources", i, "lon"], "common.required");
      if (s.lat === undefined) issue(["sources", i, "lat"], "common.required");
    }
  });
  if (mode === "draft") {
    // PRODUCT.md §5: an analysis extent must be drawn before sources are added.
    if (p.sources.length > 0 && !p.extent) issue(["extent"], "analysis.extent_required_first");
    return;
  }
  if (!p.extent) issue(["extent"], "common.required");
  if (p.sources.length === 0) issue(["sources"], "analysis.noise_source_required");
}

const noiseSchema = <M extends ValidationMode>(mode: M) =>
  noiseObject(mode).superRefine((p, ctx) => noiseRules(p, ctx, mode));

/** Noise (ISO 9613-2) parameters of a case, complete (to run). */
export const noiseParametersSchema = noiseSchema("run");
export const noiseParametersDraftSchema = noiseSchema("draft");
export type NoiseParameters = z.infer<typeof noiseParametersSchema>;
export type NoiseParametersInput = z.input<typeof noiseParametersDraftSchema>;
