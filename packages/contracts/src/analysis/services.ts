import { z } from "zod";
import { SERVICE_TYPES } from "../masters";
import type { ServiceType } from "../masters";
import { gyakuhikageParametersDraftSchema, gyakuhikageParametersSchema } from "./gyakuhikage";
import { allowedHeightPointSchema, gyakuhikageSummarySchema } from "./gyakuhikageResult";
import { hikageParametersDraftSchema, hikageParametersSchema } from "./hikage";
import type { LegendRange, ResultLayerSpec, ResultUnit } from "./layers";
import { RESULT_LAYERS, resultLayerByName } from "./layers";
import { noiseParametersDraftSchema, noiseParametersSchema } from "./noise";
import { tenkuritsuParametersDraftSchema, tenkuritsuParametersSchema } from "./tenkuritsu";
import { skyPointSchema, tenkuritsuSummarySchema } from "./tenkuritsuResult";
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
import type { ShadowView } from "./views";
import { layerBaseName, layerView } from "./views";

// The analysis services' registry (issue 23): everything the contracts know of a service, in one entry per
// service type. `satisfies Record<ServiceType, ...>` makes a service type without an entry a compile error;
// code elsewhere asks the registry instead of comparing service types.

/**
 * Points of a result: exact shade at measurement points (hours), a level at receivers, the sky factors
 * (天空率) of the planned and the conforming building at measurement points, or the allowed height (逆日影).
 */
export type ResultPointsKind = "shade" | "level" | "sky" | "height";

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
      RESULT_LAYERS.shade_chart,
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
  tenkuritsu: {
    parameters: { draft: tenkuritsuParametersDraftSchema, run: tenkuritsuParametersSchema },
    summary: tenkuritsuSummarySchema,
    layers: [RESULT_LAYERS.sky_points, RESULT_LAYERS.conforming, RESULT_LAYERS.sky_charts],
    points: { kind: "sky", unit: "ratio", schema: skyPointSchema },
    labels: { name: "master.service_type.tenkuritsu", legend: "analysis.result.legend_sky" },
  },
  gyakuhikage: {
    parameters: { draft: gyakuhikageParametersDraftSchema, run: gyakuhikageParametersSchema },
    summary: gyakuhikageSummarySchema,
    layers: [RESULT_LAYERS.allowed_height, RESULT_LAYERS.allowed_height_contours, RESULT_LAYERS.envelope],
    points: { kind: "height", unit: "m", schema: allowedHeightPointSchema },
    labels: { name: "master.service_type.gyakuhikage", legend: "analysis.gyakuhikage.legend" },
  },
} as const satisfies Record<ServiceType, AnalysisServiceSpec>;

/** The spec of a result layer of a service, or undefined when the service writes no layer of that name. */
export function resultLayerSpec(service: ServiceType, name: string): ResultLayerSpec | undefined {
  const layers: readonly ResultLayerSpec[] = ANALYSIS_SERVICES[service].layers;
  const base = layerBaseName(name);
  return layers.find((l) => l.name === base);
}

/**
 * The named layer of a result with its meta typed by the layer's spec, or null when the result has no such
 * layer or its meta does not fit (a manifest stored by an older version). With a view: that view's layer
 * (views.ts), else the layer of the bare name (the default view's).
 */
export function findResultLayer<T extends z.ZodType<Record<string, unknown>>>(
  layers: readonly ResultLayer[],
  spec: { name: string; meta: T },
  view: ShadowView | null = null,
): (ResultLayer & { meta: z.infer<T> }) | null {
  const layer = layers.find((l) =>
    view === null
      ? l.name === spec.name
      : layerBaseName(l.name) === spec.name && (layerView(l) ?? view) === view,
  );
  const parsed = layer ? spec.meta.safeParse(layer.meta) : null;
  return layer && parsed?.success ? { ...layer, meta: parsed.data } : null;
}

const finite = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/**
 * The colour range of a layer of a result (the 2D map and the 3D viewer): the legend the run wrote on its heat
 * map of the same unit (shadow hours: 0 to the window's hours; noise: the run's dB range), else the layer's
 * default in RESULT_LAYERS (vibration: 55-85 dB). Null for a layer without a scale.
 */
export function legendRange(
  layers: readonly Pick<ResultLayer, "name" | "meta">[],
  spec: ResultLayerSpec,
): LegendRange | null {
  const fallback = spec.legend;
  if (!fallback) return null;
  const heatmap = layers.find((l) => {
    const other = resultLayerByName(l.name);
    return other?.kind === "heatmap" && other.unit === spec.unit;
  });
  const legend: unknown = heatmap?.meta.legend;
  if (typeof legend !== "object" || legend === null) return fallback;
  const { max_hours: maxHours, min_db: minDb, max_db: maxDb } = legend as Record<string, unknown>;
  return {
    min: finite(minDb) ?? fallback.min,
    max: finite(maxHours) ?? finite(maxDb) ?? fallback.max,
  };
}

/**
 * The summary when it is a summary of `service`, else null: the one place a summary's service is compared, for
 * a part that exists for one service only (the shadow set-up and views of the drawings, say).
 */
export function summaryOf<S extends ServiceType>(
  summary: AnalysisSummary,
  service: S,
): AnalysisSummaryOf<S> | null {
  return summary.service_type === service ? (summary as AnalysisSummaryOf<S>) : null;
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
};

const storedLayerSchema = resultLayerSchema.omit({ url: true });

/** One service's manifest: its summary and points, `layer` for each layer, and the `extra` fields. */
const manifestOf = <S extends ServiceType, L extends z.ZodType, E extends z.ZodRawShape>(
  service: S,
  layer: L,
  extra: E,
) => {
  const spec = ANALYSIS_SERVICES[service];
  return z.object({
    ...extra,
    layers: z.array(layer),
    service_type: z.literal(service),
    summary: spec.summary,
    points: z.array(spec.points.schema),
  });
};

/** The manifest of each service, as a union member (the type of `manifestOf` taken per service). */
type ManifestOf<L extends z.ZodType, E extends z.ZodRawShape> = {
  [S in ServiceType]: ReturnType<typeof manifestOf<S, L, E>>;
}[ServiceType];

/**
 * The manifests of every service in the registry as one union on `service_type`. The cast only restates the
 * list's type: `SERVICE_TYPES` maps to one `manifestOf` per service, which TypeScript types as the union.
 */
const manifestUnion = <L extends z.ZodType, E extends z.ZodRawShape>(layer: L, extra: E) =>
  z.discriminatedUnion(
    "service_type",
    SERVICE_TYPES.map((service) => manifestOf(service, layer, extra)) as unknown as [
      ManifestOf<L, E>,
      ...ManifestOf<L, E>[],
    ],
  );

/**
 * GET /api/cases/{id}/result: the manifest of a finished run, one shape per service (the stored JSON is the
 * same as before: `service_type`, its summary and points, the layers with their URLs).
 */
export const caseResultSchema = manifestUnion(resultLayerSchema, resultBase);
export type CaseResult = z.infer<typeof caseResultSchema>;

/**
 * The manifest as the server stores it (`case_results.manifest`): the result above less the per-request
 * fields (ids, times, staleness, layer URLs). Parsed once where it is read (the exports).
 */
export const storedResultSchema = manifestUnion(storedLayerSchema, {});
export type StoredResult = z.infer<typeof storedResultSchema>;
export type StoredResultLayer = z.infer<typeof storedLayerSchema>;
