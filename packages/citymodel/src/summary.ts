import type { Building, HeightSource } from "./model";

/** What `citymodel info` prints. */
export interface CityModelSummary {
  buildings: number;
  buildingParts: number;
  lods: number[];
  heightMin: number | null;
  heightMax: number | null;
  /** Buildings whose source gives no height of its own (CityGML without measuredHeight, footprints without
   *  the height attribute): their height is a fallback (LOD1/LOD2 range, storeys x 3 m) or unknown. */
  missingMeasuredHeight: number;
  heightSources: Partial<Record<HeightSource, number>>;
  surfaceTriangles: number;
  /** [minLon, minLat, maxLon, maxLat] of all footprints; null when there are none. */
  bbox: [number, number, number, number] | null;
}

const FALLBACK: ReadonlySet<HeightSource> = new Set(["lod1", "lod2", "storeys", "none"]);

/** Streaming accumulator: add buildings one by one, read the summary at the end. */
export class SummaryBuilder {
  private n = 0;
  private parts = 0;
  private readonly lods = new Set<number>();
  private hmin = Infinity;
  private hmax = -Infinity;
  private missing = 0;
  private tris = 0;
  private readonly sources: Partial<Record<HeightSource, number>> = {};
  private box = [Infinity, Infinity, -Infinity, -Infinity] as [number, number, number, number];

  add(b: Building): void {
    this.n++;
    this.parts += b.parts;
    for (const l of b.lods) this.lods.add(l);
    this.hmin = Math.min(this.hmin, b.height);
    this.hmax = Math.max(this.hmax, b.height);
    if (FALLBACK.has(b.heightSource)) this.missing++;
    this.sources[b.heightSource] = (this.sources[b.heightSource] ?? 0) + 1;
    for (const s of b.surfaces) this.tris += s.positions.length / 9;
    for (const poly of b.footprint)
      for (const [lon, lat] of poly[0] ?? []) {
        this.box[0] = Math.min(this.box[0], lon);
        this.box[1] = Math.min(this.box[1], lat);
        this.box[2] = Math.max(this.box[2], lon);
        this.box[3] = Math.max(this.box[3], lat);
      }
  }

  result(): CityModelSummary {
    return {
      buildings: this.n,
      buildingParts: this.parts,
      lods: [...this.lods].sort((a, b) => a - b),
      heightMin: this.n > 0 ? this.hmin : null,
      heightMax: this.n > 0 ? this.hmax : null,
      missingMeasuredHeight: this.missing,
      heightSources: this.sources,
      surfaceTriangles: this.tris,
      bbox: Number.isFinite(this.box[0]) ? this.box : null,
    };
  }
}

/** Summary of a list of buildings. */
export function summarize(buildings: Iterable<Building>): CityModelSummary {
  const s = new SummaryBuilder();
  for (const b of buildings) s.add(b);
  return s.result();
}
