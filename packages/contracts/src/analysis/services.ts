import { z } from "zod";
import type { ServiceType } from "../masters";
import { hikageParametersDraftSchema, hikageParametersSchema } from "./hikage";
import type { ResultLayerSpec, ResultUnit } from "./layers";
import { RESULT_LAYERS } from "./layers";
import { noiseParametersDraftSchema, noiseParametersSchema } from "./noise";
import {
  hikageSummarySchema,
  levelPointSchema,
  noiseSummarySchema,
  resultLayerSchema,
  shadePointSchema,
  vibrationSummarySchema,
} from "./result";
import type { AnalysisSummary, ResultLayer } from "./result";
import { vibrationParametersDraftSchema, vibrationParametersSchema } from "./vibration";

// The analysis services' registry (issue 23): everything the contracts know of a service, in one entry per
// service type. `satisfies Record<ServiceType, ...>` makes a service type without an entry a compile error;
// code elsewhere asks the registry instead of comparing service types.

/** Points of a result: exact shade at measurement points (hours) or a level at receivers. */
export type ResultPointsKind = "shade" | "level";

/** The summary of one service's runs. */
export type AnalysisSummaryOf<S extends ServiceType> = Extract<AnalysisSummary, { service_type: S }>;

/** One service as the contracts know it. */
export interface AnalysisServiceSpec {
  /** Case parameters: a draft (fields may be missing) and a run (complete, defaults applied). */
  parameters: { draft: z.ZodType; run: z.ZodType };
  summary: z.ZodType;
  /** The layers a run may write, in the order the pipeline writes them. */
  layers: readonly ResultLayerSpec[];
  points: { kind: ResultPointsKind; unit: ResultUnit; schema: z.ZodType };
  /** i18n keys (apps/web/src/i18n): the service's name and its heat map's legend title (null: none). */
  labels: { name: string; legend: string | null };
}

export const ANALYSIS_SERVICES = {
  hikage: {
    parameters: { draft: hikageParametersDraftSchema, run: hikageParametersSchema },
    summary: hikageSummarySchema,
    layers: [
      RESULT_LAYERS.shade_hours,
      RESULT_LAYERS.shade_hours_png,
      RESULT_LAYERS.contours,
      RESULT_LAYERS.outlines,
      RESULT_LAYERS.regulation_lines,
      RESULT_LAYERS.walls,
    ],
    points: { kind: "shade", unit: "h", schema: shadePointSchema },
    labels: { name: "master.service_type.hikage", legend: "analysis.result.legend_shadow" },
  },
  noise: {
    parameters: { draft: noiseParametersDraftSchema, run: noiseParametersSchema },
    summary: noiseSummarySchema,
    layers: [
      RESULT_LAYERS.noise_grid,
      RESULT_LAYERS.noise_png,
      RESULT_LAYERS.noise_contours,
      RESULT_LAYERS.facades,
    ],
    points: { kind: "level", unit: "dB(A)", schema: levelPointSchema },
    labels: { name: "master.service_type.noise", legend: "analysis.result.legend_noise" },
  },
  vibration: {
    parameters: { draft: vibrationParametersDraftSchema, run: vibrationParametersSchema },
    summary: vibrationSummarySchema,
    layers: [RESULT_LAYERS.vibration_grid, RESULT_LAYERS.vibration_contours],
    points: { kind: "level", unit: "dB", schema: levelPointSchema },
    labels: { name: "master.service_type.vibration", legend: null },
  },
} as const satisfies Record<ServiceType, AnalysisServiceSpec>;

/** The spec of a result layer of a service, or undefined when the service writes no layer of that name. */
export function resultLayerSpec(service: ServiceType, name: string): ResultLayerSpec | undefined {
  const layers: readonly ResultLayerSpec[] = ANALYSIS_SERVICES[service].layers;
  return layers.find((l) => l.name === name);
}

/**
 * The named layer of a result with its meta typed by the layer's spec, or null when the result has no such
 * layer or its meta does not fit (a manifest stored by an older version).
 */
export function findResultLayer<T extends z.ZodType<Record<string, unknown>>>(
  layers: readonly ResultLayer[],
  spec: { name: string; meta: T },
): (ResultLayer & { meta: z.infer<T> }) | null {
  const layer = layers.find((l) => l.name === spec.name);
  const parsed = layer ? spec.meta.safeParse(layer.meta) : null;
  return layer && parsed?.success ? { ...layer, meta: parsed.data } : null;
}

/** Whether a service's points are exact shade (hours and intervals) rather than levels. */
export const hasShadePoints = (service: ServiceType): boolean =>
  ANALYSIS_SERVICES[service].points.kind === "shade";

const resultBase = {
  case_id: z.string(),
  run_id: z.string(),
  computed_at: z.string(),
  run_time_ms: z.number().int(),
  /** The parameters changed since this run. */
  stale: z.boolean(),
  layers: z.array(resultLayerSchema),
};

const resultOf = <S extends ServiceType>(service: S) => {
  const spec = ANALYSIS_SERVICES[service];
  return z.object({
    ...resultBase,
    service_type: z.literal(service),
    summary: spec.summary,
    points: z.array(spec.points.schema),
  });
};

/**
 * GET /api/cases/{id}/result: the manifest of a finished run, one shape per service (the stored JSON is the
 * same as before: `service_type`, its summary and points, the layers with their URLs).
 */
export const caseResultSchema = z.discriminatedUnion("service_type", [
  resultOf("hikage"),
  resultOf("noise"),
  resultOf("vibration"),
]);
export type CaseResult = z.infer<typeof caseResultSchema>;

// A service type missing from the union above fails to compile here.
type MissingFromCaseResult = Exclude<ServiceType, CaseResult["service_type"]>;
const everyServiceHasAResult: [MissingFromCaseResult] extends [never] ? true : false = true;
void everyServiceHasAResult;

const storedLayerSchema = resultLayerSchema.omit({ url: true });
const storedResultOf = <S extends ServiceType>(service: S) =>
  resultOf(service)
    .pick({ service_type: true, summary: true, points: true })
    .extend({
      layers: z.array(storedLayerSchema),
    });

/**
 * The manifest as the server stores it (`case_results.manifest`): the result above less the per-request
 * fields (ids, times, staleness, layer URLs). Parsed once where it is read (the exports).
 */
export const storedResultSchema = z.discriminatedUnion("service_type", [
  storedResultOf("hikage"),
  storedResultOf("noise"),
  storedResultOf("vibration"),
]);
export type StoredResult = z.infer<typeof storedResultSchema>;
export type StoredResultLayer = z.infer<typeof storedLayerSchema>;
// A service type missing from the stored union fails to compile here.
const everyServiceIsStored: [Exclude<ServiceType, StoredResult["service_type"]>] extends [never]
  ? true
  : false = true;
void everyServiceIsStored;
