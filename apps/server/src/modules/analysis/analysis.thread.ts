// Worker-thread entry of the analysis executor (piscina): converts the rows a job loaded into buildings and
// runs the pipeline, so neither the conversion nor the engines ever run on the event loop.
import {
  type AnalysisInput,
  type AnalysisOutput,
  assembleShadowTiles,
  runAnalysis,
  runShadowTile,
} from "@soracity/analysis";
import type { Building } from "@soracity/citymodel";
import { threadEntry } from "../../lib/thread-entry";
import { type CityRow, cityRowToBuilding, modelFeatureToBuilding } from "./analysis.buildings";

/** A run's inputs as loaded from the database: rows and stored model features, converted in the thread. */
export interface ThreadInput {
  service: AnalysisInput["service"];
  site: AnalysisInput["site"];
  parameters: unknown;
  cityRows: CityRow[];
  modelFeatures: unknown[];
  /** The model id of each of modelFeatures (same order). */
  modelIds?: string[];
  sizeLimits?: AnalysisInput["sizeLimits"];
}

export type ThreadTask =
  | { kind: "run"; input: ThreadInput; progress: SharedArrayBuffer; threads: number }
  | {
      kind: "tile";
      input: ThreadInput;
      tile: number;
      tiles: number;
      progress: SharedArrayBuffer;
      threads: number;
    }
  | {
      kind: "assemble";
      input: ThreadInput;
      parts: Uint8Array[];
      progress: SharedArrayBuffer;
      threads: number;
    };

/** An input the pipeline or an engine refused: a stable code, a message key or text, and field errors. */
export interface ThreadRefusal {
  refused: { code: string; message: string; fields: { path: string; message: string }[] };
}

export type ThreadResult = AnalysisOutput | Uint8Array | ThreadRefusal;

/** Errors with a string `code` (AnalysisInputError, the engines' parameter errors) are refusals, not crashes. */
function refusalOf(err: unknown): ThreadRefusal | null {
  if (!(err instanceof Error) || typeof (err as { code?: unknown }).code !== "string") return null;
  const { code, fields } = err as Error & { code: string; fields?: unknown };
  const list = Array.isArray(fields) ? (fields as { path: string; message: string }[]) : [];
  return { refused: { code, message: err.message, fields: list } };
}

function toInput(input: ThreadInput): AnalysisInput {
  const modelBuildings: Building[] = [];
  const modelIds: string[] = [];
  input.modelFeatures.forEach((feature, i) => {
    const building = modelFeatureToBuilding(feature, `model:${i}`);
    if (!building) return;
    modelBuildings.push(building);
    modelIds.push(input.modelIds?.[i] ?? "");
  });
  return {
    service: input.service,
    site: input.site,
    parameters: input.parameters,
    cityBuildings: input.cityRows.map(cityRowToBuilding),
    modelBuildings,
    modelIds,
    ...(input.sizeLimits ? { sizeLimits: input.sizeLimits } : {}),
  };
}

async function analysisThread(task: ThreadTask): Promise<ThreadResult> {
  const progress = new Float64Array(task.progress);
  const control = { onProgress: (fraction: number) => void (progress[0] = fraction), threads: task.threads };
  try {
    const input = toInput(task.input);
    if (task.kind === "tile") return await runShadowTile(input, task.tile, task.tiles, control);
    if (task.kind === "assemble") return await assembleShadowTiles(input, task.parts, control);
    return await runAnalysis(input, control);
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal) return refusal;
    throw err;
  }
}

export default threadEntry(analysisThread);
