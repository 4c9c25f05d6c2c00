import { availableParallelism } from "node:os";
import { fileKind, type Placement } from "@soracity/citymodel";
import type { ModelKind, modelPlacementFieldsSchema } from "@soracity/contracts";
import type { z } from "zod";
import { AppError } from "../../lib/errors";
import { ThreadLimitError, ThreadPool } from "../../lib/thread-pool";
import { FALLBACK_CODE, ModelFileRefusal } from "./models.errors";
import type { ParseResult, ParseTask } from "./models.thread";
import type { ModelTotals } from "./models.totals";

export type PlacementFields = z.output<typeof modelPlacementFieldsSchema>;

/** The placed buildings of a file: GeoJSON features as a JSON array, their count and lon/lat bounds. */
export interface ParsedModel {
  kind: ModelKind;
  featuresJson: string;
  count: number;
  bbox: [number, number, number, number] | null;
  /** Vertices and LOD1 walls of the buildings (null without bounds). */
  totals: ModelTotals | null;
}

/** The reader for a file name, or a 422 (bare shapefile parts, unknown types). */
export function modelKindOf(fileName: string): ModelKind {
  if (/\.(shp|shx|dbf|prj|cpg|sbn|sbx)$/i.test(fileName)) {
    throw new ModelFileRefusal("shapefile_not_zipped", fileName);
  }
  const kind = fileKind(fileName);
  if (!kind) throw new ModelFileRefusal("unsupported_model_type", fileName);
  return kind;
}

/** The reader task of an upload; IFC and glTF need the anchor fields (400 without them). */
export function parseTask(bytes: Uint8Array, fileName: string, fields: PlacementFields): ParseTask {
  const kind = modelKindOf(fileName);
  if (
    (kind === "ifc" || kind === "gltf") &&
    (fields.anchor_lon === undefined || fields.anchor_lat === undefined)
  ) {
    throw new AppError(
      400,
      "validation_failed",
      "IFC and glTF models need an anchor (anchor_lon, anchor_lat).",
      [
        {
          path: fields.anchor_lon === undefined ? "anchor_lon" : "anchor_lat",
          message: "model.anchor_required",
        },
      ],
    );
  }
  const placement: Placement = {
    lon: fields.anchor_lon ?? 0,
    lat: fields.anchor_lat ?? 0,
    rotation: fields.rotation ?? 0,
    heightStandard: fields.height_standard ?? "absolute",
    elevation: fields.elevation ?? 0,
  };
  // Footprints (shapefile, GeoJSON) stand on `elevation` when given (else a ground attribute, else 0 m).
  const footprint = {
    ...(fields.height_attribute ? { heightAttribute: fields.height_attribute } : {}),
    ...(fields.elevation !== undefined ? { groundElevation: fields.elevation } : {}),
  };
  return { bytes, fileName, kind, placement, footprint };
}

export interface ModelParserOptions {
  /** Most time one file may take to read (default 60 s). */
  timeoutMs?: number;
  /** V8 heap limit of a reader thread in MB (default 2048). */
  maxHeapMb?: number;
  /** Reader threads at once (default 2, at most the CPU count). */
  maxThreads?: number;
}

/**
 * Reads uploaded models on worker threads (the readers take seconds on large or hostile files), each file
 * within a time and heap limit. Refusals are 422 with the reader's code and a stable message; a crash, a
 * time-out or a memory overrun is the kind's generic code (the details are for the log: ModelFileRefusal).
 */
export class ModelParser {
  private readonly pool: ThreadPool<ParseTask, ParseResult>;
  private readonly timeoutMs: number;

  constructor(options: ModelParserOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 60_000;
    const maxHeapMb = options.maxHeapMb ?? 2048;
    this.pool = new ThreadPool(new URL("./models.thread.ts", import.meta.url), {
      maxThreads: options.maxThreads ?? Math.min(2, availableParallelism()),
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64 },
    });
  }

  /** Reads a file into placed buildings; nothing is written. */
  async parse(bytes: Uint8Array, fileName: string, fields: PlacementFields): Promise<ParsedModel> {
    const task = parseTask(bytes, fileName, fields);
    let result: ParseResult;
    try {
      result = await this.pool.run(task, { timeoutMs: this.timeoutMs });
    } catch (err) {
      const code = FALLBACK_CODE[task.kind];
      if (err instanceof ThreadLimitError && err.limit === "timeout") {
        const seconds = Math.round(this.timeoutMs / 1000);
        throw new ModelFileRefusal(code, err.message, `The file could not be read within ${seconds} s.`);
      }
      if (err instanceof ThreadLimitError) {
        throw new ModelFileRefusal(code, err.message, "Reading the file needs more memory than allowed.");
      }
      throw err;
    }
    if (!result.ok) throw new ModelFileRefusal(result.code ?? FALLBACK_CODE[task.kind], result.detail);
    const { featuresJson, count, bbox, totals } = result;
    return { kind: task.kind, featuresJson, count, bbox, totals };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
