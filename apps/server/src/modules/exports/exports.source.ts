import { toOneLine, type AnalysisSummary, type LevelPoint, type ShadePoint } from "@soracity/contracts";
import type { BlobStore } from "../../lib/blobs";
import { layerKey } from "../analysis/analysis.finish";
import type { CaseResultRecord } from "./exports.repository";

/** A layer of the stored manifest (the result API's `layers` less the URL). */
export interface SourceLayer {
  name: string;
  media_type: string;
  meta: Record<string, unknown>;
}

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

/** What every export reads: the case, its site and the result of its last finished run, layers on demand. */
export class ResultSource {
  constructor(
    readonly record: CaseResultRecord & { runId: string; manifest: Record<string, unknown> },
    private readonly blobs: BlobStore,
  ) {}

  /**
   * The case name on one line: names are one line since issue 22, but one stored before may hold CR/LF (new
   * DXF entities), tabs or other control characters; every writer and the file name read it from here.
   */
  get name(): string {
    return toOneLine(this.record.name);
  }
  get serviceType(): "hikage" | "noise" | "vibration" {
    return this.record.serviceType as "hikage" | "noise" | "vibration";
  }
  get summary(): AnalysisSummary {
    return this.record.manifest.summary as AnalysisSummary;
  }
  get shadePoints(): ShadePoint[] {
    return this.serviceType === "hikage" ? (this.record.manifest.points as ShadePoint[]) : [];
  }
  get levelPoints(): LevelPoint[] {
    return this.serviceType === "hikage" ? [] : (this.record.manifest.points as LevelPoint[]);
  }
  get layers(): SourceLayer[] {
    return this.record.manifest.layers as SourceLayer[];
  }
  /** The project's site, else the first grid's origin. */
  get site(): { lon: number; lat: number; cityCode: string | null } {
    const { siteLon, siteLat, siteCityCode } = this.record;
    if (siteLon !== null && siteLat !== null) return { lon: siteLon, lat: siteLat, cityCode: siteCityCode };
    const origin = this.layers.find((l) => l.meta.origin)?.meta.origin as
      { lon: number; lat: number } | undefined;
    return { lon: origin?.lon ?? 0, lat: origin?.lat ?? 0, cityCode: siteCityCode };
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

  /** The run's grid (shade hours, noise or vibration levels), or null. */
  async grid(): Promise<GridLayer | null> {
    const name = { hikage: "shade_hours", noise: "noise_grid", vibration: "vibration_grid" }[
      this.serviceType
    ];
    const layer = this.layer(name);
    const bytes = await this.bytes(name);
    if (!layer || !bytes) return null;
    const m = layer.meta;
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    return {
      name,
      values: new Float32Array(copy.buffer),
      nx: m.nx as number,
      ny: m.ny as number,
      spacing: m.spacing_m as number,
      bbox: m.bbox_local as [number, number, number, number],
      origin: m.origin as { lon: number; lat: number },
      rotationDeg: (m.rotation_deg as number | undefined) ?? 0,
      centre: (m.centre_local as [number, number] | undefined) ?? [0, 0],
      z: (m.plane_z as number | undefined) ?? 0,
    };
  }
}

/** Local x, y of a grid cell's centre (turned clockwise by the grid's rotation about its centre). */
export function cellLocal(grid: GridLayer, i: number, j: number): [number, number] {
  const x = grid.bbox[0] + i * grid.spacing;
  const y = grid.bbox[1] + j * grid.spacing;
  if (!grid.rotationDeg) return [x, y];
  const a = (grid.rotationDeg * Math.PI) / 180;
  const [cx, cy] = grid.centre;
  return [
    cx + (x - cx) * Math.cos(a) + (y - cy) * Math.sin(a),
    cy - (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a),
  ];
}
