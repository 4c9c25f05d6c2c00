import {
  ANALYSIS_SERVICES,
  GYAKUHIKAGE_LAYERS,
  RESULT_LAYERS,
  toOneLine,
  type AnalysisSummary,
  type LevelPoint,
  type ResultLayerKind,
  type ResultLayerSpec,
  type ServiceType,
  type ShadePoint,
  type SkyPoint,
  type StoredResult,
  type StoredResultLayer,
  storedResultSchema,
  defaultViewOf,
  layerBaseName,
  layerView,
  type ShadowView,
} from "@soracity/contracts";
import { turnClockwise } from "@soracity/analysis";
import { z } from "zod";
import type { BlobStore } from "../../lib/blobs";
import { layerKey } from "../analysis/analysis.finish";
import {
  existingBuildings,
  plannedTiers,
  type CityOutlineLoader,
  type ExistingBuilding,
  type PlannedTier,
} from "./exports.buildings";
import type { CaseResultRecord } from "./exports.repository";

/** A layer of the stored manifest (the result API's `layers` less the URL). */
export type SourceLayer = StoredResultLayer;

/** A GeoJSON feature of a result layer (lon/lat). */
export interface LayerFeature {
  type: "Feature";
  properties: Record<string, unknown>;
  geometry:
    | { type: "Point"; coordinates: number[] }
    | { type: "MultiPolygon"; coordinates: number[][][][] }
    | { type: "MultiLineString"; coordinates: number[][][] }
    | { type: "Polygon"; coordinates: number[][][] };
}

/** A Float32 grid layer with its meta (row-major from the south-west). */
export interface GridLayer {
  name: string;
  values: Float32Array;
  nx: number;
  ny: number;
  spacing: number;
  /** First and last cell centres, local metres (before rotation). */
  bbox: [number, number, number, number];
  origin: { lon: number; lat: number };
  rotationDeg: number;
  centre: [number, number];
  z: number;
}

const lonLat = z.object({ lon: z.number(), lat: z.number() });
const pair = z.tuple([z.number(), z.number()]);
const storedSummaryFields = z.record(z.string(), z.unknown());
/** What the exports read of a grid's meta (the contracts' grid metas: shade hours, noise, vibration). */
const gridMetaSchema = z.object({
  nx: z.number().int(),
  ny: z.number().int(),
  spacing_m: z.number(),
  bbox_local: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  origin: lonLat,
  rotation_deg: z.number().optional(),
  centre_local: pair.optional(),
  plane_z: z.number().optional(),
});

/** What every export reads: the case, its site and the result of its last finished run, layers on demand. */
export class ResultSource {
  /**
   * @param result the stored manifest, parsed once with the contracts' `storedResultSchema` by the caller.
   */
  /** The stored manifest, parsed once with the contracts' schema. */
  readonly result: StoredResult;
  /**
   * The summary's fields as stored, in their stored order, for the writers that list them (GeoJSON, PDF):
   * the parsed summary has the schema's key order and would change the exports' bytes.
   */
  readonly summaryFields: Record<string, unknown>;

  /** Throws when the stored manifest does not parse: the finisher writes it, so that is a server fault. */
  constructor(
    readonly record: CaseResultRecord & { runId: string; manifest: Record<string, unknown> },
    private readonly blobs: BlobStore,
    private readonly cityOutlines: CityOutlineLoader | null = null,
  ) {
    this.result = storedResultSchema.parse(record.manifest);
    this.summaryFields = storedSummaryFields.parse(record.manifest.summary);
  }

  /**
   * The case name on one line: names are one line since issue 22, but one stored before may hold CR/LF (new
   * DXF entities), tabs or other control characters; every writer and the file name read it from here.
   */
  get name(): string {
    return toOneLine(this.record.name);
  }
  get serviceType(): ServiceType {
    return this.result.service_type;
  }
  get summary(): AnalysisSummary {
    return this.result.summary;
  }
  get shadePoints(): ShadePoint[] {
    return this.result.points.filter((p): p is ShadePoint => "shade_hours" in p);
  }
  get levelPoints(): LevelPoint[] {
    return this.result.points.filter((p): p is LevelPoint => "level_db" in p);
  }
  /** The 天空率 points (planned and conforming sky factors). */
  get skyPoints(): SkyPoint[] {
    return this.result.points.filter((p): p is SkyPoint => "sky_factor" in p);
  }
  get layers(): SourceLayer[] {
    return this.result.layers;
  }
  /** The spec (contracts' registry) of the service's first layer of a kind, if the service has one. */
  spec(kind: ResultLayerKind): ResultLayerSpec | undefined {
    const layers: readonly ResultLayerSpec[] = ANALYSIS_SERVICES[this.serviceType].layers;
    return layers.find((l) => l.kind === kind);
  }
  /**
   * The names of the service's level bands (noise, vibration, a later service's contours): its contour layers
   * (registry) but the shade hours' equal-time lines and the 逆日影 contours of allowed height, which the
   * writers draw apart.
   */
  get bandLayers(): string[] {
    const layers: readonly ResultLayerSpec[] = ANALYSIS_SERVICES[this.serviceType].layers;
    const apart: readonly string[] = [RESULT_LAYERS.contours.name, GYAKUHIKAGE_LAYERS.contours];
    return layers.filter((l) => l.kind === "contours" && !apart.includes(l.name)).map((l) => l.name);
  }
  /** The project's site, else the first grid's origin. */
  get site(): { lon: number; lat: number; cityCode: string | null } {
    const { siteLon, siteLat, siteCityCode } = this.record;
    if (siteLon !== null && siteLat !== null) return { lon: siteLon, lat: siteLat, cityCode: siteCityCode };
    const origin = this.layers
      .map((l) => lonLat.safeParse(l.meta.origin))
      .find((parsed) => parsed.success)?.data;
    return { lon: origin?.lon ?? 0, lat: origin?.lat ?? 0, cityCode: siteCityCode };
  }

  /** The view drawn when the query names none: planned when the run has it (null: a result without views). */
  get defaultView(): ShadowView | null {
    return defaultViewOf(this.layers);
  }

  /**
   * The name of a layer of a view (views.ts): the bare name for the default view or no view, else the layer
   * of that base name whose meta names the view (a layer without a view belongs to every view).
   */
  layerName(base: string, view: ShadowView | null): string {
    if (view === null || view === this.defaultView) return base;
    const own = this.layers.find((l) => layerBaseName(l.name) === base && layerView(l) === view);
    return own?.name ?? base;
  }

  /** The 平均地盤面 (orthometric m): the run's set-up, else the case's typed ground level, else null. */
  get averageGround(): number | null {
    const summary = this.summary;
    if ("setup" in summary && summary.setup) return summary.setup.average_ground.elevation;
    const typed = this.record.parameters.ground_elevation;
    return typeof typed === "number" ? typed : null;
  }

  /** The planned tiers of the case's parameters. */
  get plannedTiers(): PlannedTier[] {
    return plannedTiers(this.record.parameters);
  }

  /** The city buildings the run used around the drawing, less the excluded ones (none without a city). */
  async existingBuildings(): Promise<ExistingBuilding[]> {
    if (!this.cityOutlines) return [];
    return existingBuildings(this.cityOutlines, this.serviceType, this.site, this.record.parameters);
  }

  layer(name: string): SourceLayer | undefined {
    return this.layers.find((l) => l.name === name);
  }

  async bytes(name: string): Promise<Buffer | null> {
    if (!this.layer(name)) return null;
    return this.blobs.get(layerKey(this.record.caseId, this.record.runId, name));
  }

  /** The features of a GeoJSON layer ([] when the run has none). */
  async features(name: string): Promise<LayerFeature[]> {
    const bytes = await this.bytes(name);
    if (!bytes) return [];
    return (JSON.parse(bytes.toString("utf8")) as { features: LayerFeature[] }).features;
  }

  /** The run's grid (shade hours, noise or vibration levels: the service's grid layer), or null. */
  async grid(view: ShadowView | null = null): Promise<GridLayer | null> {
    const base = this.spec("grid")?.name;
    const name = base === undefined ? undefined : this.layerName(base, view);
    const layer = name === undefined ? undefined : this.layer(name);
    const meta = gridMetaSchema.safeParse(layer?.meta);
    const bytes = name === undefined ? null : await this.bytes(name);
    if (!name || !meta.success || !bytes) return null;
    const m = meta.data;
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    return {
      name,
      values: new Float32Array(copy.buffer),
      nx: m.nx,
      ny: m.ny,
      spacing: m.spacing_m,
      bbox: m.bbox_local,
      origin: m.origin,
      rotationDeg: m.rotation_deg ?? 0,
      centre: m.centre_local ?? [0, 0],
      z: m.plane_z ?? 0,
    };
  }
}

/** Local x, y of a grid cell's centre (turned clockwise by the grid's rotation about its centre). */
export function cellLocal(grid: GridLayer, i: number, j: number): [number, number] {
  const x = grid.bbox[0] + i * grid.spacing;
  const y = grid.bbox[1] + j * grid.spacing;
  if (!grid.rotationDeg) return [x, y];
  const [cx, cy] = grid.centre;
  return turnClockwise(cx, cy, x - cx, y - cy, (grid.rotationDeg * Math.PI) / 180);
}

/** The case's parameters with the defaults the run used (the draft schema fills them), else as stored. */
export function withDefaults(source: ResultSource): Record<string, unknown> {
  const parsed = ANALYSIS_SERVICES[source.serviceType].parameters.draft.safeParse(source.record.parameters);
  return parsed.success ? parsed.data : source.record.parameters;
}
