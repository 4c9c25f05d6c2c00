import { createReadStream, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { basename, join } from "node:path";
import { plateauCodelistDirs, readCityGml } from "@soracity/citymodel";
import type { NewBuildingRow } from "../../db/schema";
import type { CitiesService } from "../cities/cities.service";
import type { BuildingsRepository } from "./buildings.repository";
import { buildingToRow, meshCodeOf } from "./buildings.rows";

export interface ImportProgress {
  file: string;
  filesDone: number;
  files: number;
  bytesDone: number;
  bytesTotal: number;
  buildings: number;
}

export interface ImportSummary {
  files: number;
  meshes: string[];
  buildings: number;
  parts: number;
  lods: number[];
  /** Buildings without bldg:measuredHeight (their height is the LOD1/LOD2 range, or 0). */
  heightsMissing: number;
  /** Buildings without a footprint (or wider than BUILDING_MAX_SPAN_DEGREES, about 2 km), not stored. */
  skipped: number;
  /** Buildings whose own city code (uro:city or the building ID prefix) is in another prefecture than the
   *  target city: stored, but probably imported into the wrong city. */
  otherPrefecture: number;
  seconds: number;
}

export interface ImportOptions {
  cityCode: string;
  /** Survey year for the city's attribution line. */
  dataYear?: number;
  onProgress?: (p: ImportProgress) => void;
  /** Stops between files (the current file's transaction completes or rolls back first). */
  signal?: AbortSignal;
}

export class UnknownCityError extends Error {
  constructor(code: string) {
    super(`Unknown city code ${code}: GET /api/cities lists the catalogue.`);
    this.name = "UnknownCityError";
  }
}

const ROW_BATCH = 200;

/** CityGML building files under the given files and folders (a PLATEAU `udx` folder: `udx/bldg/*.gml`). */
export async function findCityGmlFiles(paths: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const path of paths) {
    if (statSync(path).isDirectory()) {
      const entries = await readdir(path, { recursive: true, withFileTypes: true });
      for (const e of entries) {
        const full = join(e.parentPath, e.name);
        // In a PLATEAU tree only udx/bldg holds buildings; a loose folder of *_bldg_*.gml files works too.
        if (
          e.isFile() &&
          /\.gml$/i.test(e.name) &&
          (/_bldg_/i.test(e.name) || basename(e.parentPath) === "bldg")
        )
          out.push(full);
      }
    } else {
      out.push(path);
    }
  }
  return [...new Set(out)].sort();
}

/** Imports PLATEAU CityGML files into a city: each file replaces its mesh's buildings atomically. */
export class BuildingsImporter {
  constructor(
    private readonly buildings: BuildingsRepository,
    private readonly cities: CitiesService,
  ) {}

  /** Whether the catalogue holds buildings of the mesh (an import of its file has finished). */
  async hasMesh(cityCode: string, meshCode: string): Promise<boolean> {
    return (await this.buildings.countInMesh(cityCode, meshCode)) > 0;
  }

  async importFiles(files: readonly string[], options: ImportOptions): Promise<ImportSummary> {
    const started = performance.now();
    const { cityCode } = options;
    if (!(await this.cities.find(cityCode))) throw new UnknownCityError(cityCode);
    const sizes = files.map((f) => statSync(f).size);
    const bytesTotal = sizes.reduce((a, b) => a + b, 0);
    const summary: ImportSummary = {
      files: 0,
      meshes: [],
      buildings: 0,
      parts: 0,
      lods: [],
      heightsMissing: 0,
      skipped: 0,
      otherPrefecture: 0,
      seconds: 0,
    };
    const lods = new Set<number>();
    let bytesBefore = 0;
    for (const [i, file] of files.entries()) {
      if (options.signal?.aborted) break;
      const meshCode = meshCodeOf(file);
      let bytesDone = bytesBefore;
      // Counted per file and merged only after its transaction committed, so a failed file adds nothing.
      const fileStats = {
        buildings: 0,
        parts: 0,
        heightsMissing: 0,
        skipped: 0,
        otherPrefecture: 0,
        lods: new Set<number>(),
      };
      const report = () =>
        options.onProgress?.({
          file,
          filesDone: i,
          files: files.length,
          bytesDone,
          bytesTotal,
          buildings: summary.buildings + fileStats.buildings,
        });
      const counted = async function* () {
        for await (const chunk of createReadStream(file, { highWaterMark: 1 << 18 })) {
          bytesDone += (chunk as Buffer).byteLength;
          yield chunk as Buffer;
        }
      };
      await this.buildings.replaceMesh(cityCode, meshCode, async (writer) => {
        let batch: NewBuildingRow[] = [];
        for await (const b of readCityGml(counted(), {
          fileName: file,
          cityCode,
          // The operator's downloaded PLATEAU tree (never an upload): its own code lists come first.
          trustedCodelistDirs: plateauCodelistDirs(file),
        })) {
          const row = buildingToRow(b, cityCode, meshCode);
          if (!row) {
            fileStats.skipped++;
            continue;
          }
          batch.push(row);
          fileStats.buildings++;
          fileStats.parts += b.parts;
          if (b.heightSource !== "measuredHeight") fileStats.heightsMissing++;
          const own = b.attributes.cityCode;
          if (own && own.slice(0, 2) !== cityCode.slice(0, 2)) fileStats.otherPrefecture++;
          for (const lod of b.lods) fileStats.lods.add(lod);
          if (batch.length >= ROW_BATCH) {
            await writer.insert(batch);
            batch = [];
            report();
          }
        }
        await writer.insert(batch);
      });
      summary.files++;
      summary.meshes.push(meshCode);
      summary.buildings += fileStats.buildings;
      summary.parts += fileStats.parts;
      summary.heightsMissing += fileStats.heightsMissing;
      summary.skipped += fileStats.skipped;
      summary.otherPrefecture += fileStats.otherPrefecture;
      for (const lod of fileStats.lods) lods.add(lod);
      bytesBefore += sizes[i] ?? 0;
      bytesDone = bytesBefore;
      await this.cities.touch(cityCode, options.dataYear);
      options.onProgress?.({
        file,
        filesDone: i + 1,
        files: files.length,
        bytesDone,
        bytesTotal,
        buildings: summary.buildings,
      });
    }
    summary.lods = [...lods].sort((a, b) => a - b);
    summary.seconds = (performance.now() - started) / 1000;
    return summary;
  }
}
