import type { Building } from "@soracity/citymodel";
import type {
  AllowedHeightPoint,
  AnalysisSizeLimits,
  AnalysisSummary,
  FieldError,
  LevelPoint,
  ServiceType,
  ShadePoint,
  SkyPoint,
} from "@soracity/contracts";

/** A case ready to compute: everything structured-clonable (it may cross to a worker thread). */
export interface AnalysisInput {
  service: ServiceType;
  /** The project's site: its centre is the origin of the local frame; the city code picks the plane zone. */
  site: { lon: number; lat: number; city_code?: string | null };
  /** The case's parameters, validated here in "run" mode (invalid: AnalysisInputError). */
  parameters: unknown;
  /** Catalogue buildings (lon/lat) in `cityQueryBbox`. */
  cityBuildings: Building[];
  /** Buildings of the uploaded project models listed in `model_ids`. */
  modelBuildings: Building[];
  /** The model id of each of `modelBuildings` (same order), for `planned_model_ids`; absent: none is planned. */
  modelIds?: string[];
  /** Size limits of the run (default the contracts' ANALYSIS_SIZE_LIMITS; tests set smaller ones). */
  sizeLimits?: AnalysisSizeLimits;
}

/** Cancellation, progress (fraction 0..1) and worker threads of a run. */
export interface AnalysisControl {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  threads?: number;
}

/** One result layer: bytes and what describes them (see the package README for names and meta). */
export interface AnalysisLayer {
  name: string;
  media_type: string;
  data: Uint8Array;
  meta: Record<string, unknown>;
}

/** What a run produces: the manifest's `summary` and `points` (caseResultSchema) and the layers' data. */
export interface AnalysisOutput {
  summary: AnalysisSummary;
  points: ShadePoint[] | LevelPoint[] | SkyPoint[] | AllowedHeightPoint[];
  layers: AnalysisLayer[];
}

/** Parameters that cannot run (code `invalid_parameters`, with field errors) or input the engine refused. */
export class AnalysisInputError extends Error {
  readonly code: string;
  readonly fields: FieldError[];

  constructor(code: string, message: string, fields: FieldError[] = []) {
    super(message);
    this.name = "AnalysisInputError";
    this.code = code;
    this.fields = fields;
  }
}
