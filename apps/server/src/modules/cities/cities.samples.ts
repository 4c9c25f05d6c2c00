import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BuildingsImporter, ImportSummary } from "../buildings/buildings.import";
import { meshCodeOf } from "../buildings/buildings.rows";
import { OSAKA_CITY, TOKYO_23_WARDS } from "./cities.data";

/**
 * PLATEAU sample tiles shipped in @soracity/citymodel (see its samples/ATTRIBUTION.md). Found by path, not by
 * resolving the package: the compiled server has the samples but not the package's TypeScript entry.
 */
export const SAMPLES_DIR = fileURLToPath(
  new URL("../../../../../packages/citymodel/samples/citygml", import.meta.url),
);

/** Sample files by city; the year is the newest PLATEAU survey year among each city's samples. */
export const SAMPLE_SETS = [
  { cityCode: TOKYO_23_WARDS, prefix: "tokyo", dataYear: 2022 },
  { cityCode: OSAKA_CITY, prefix: "osaka", dataYear: 2022 },
] as const;

export function sampleFiles(prefix: string): string[] {
  return readdirSync(SAMPLES_DIR)
    .filter((f) => f.startsWith(prefix) && f.endsWith(".gml"))
    .sort()
    .map((f) => join(SAMPLES_DIR, f));
}

/**
 * First start: imports the Tokyo and Osaka sample tiles that are not stored yet (per mesh, so a start that was
 * stopped during the import finishes it next time), so a new user sees real buildings. Returns the summaries,
 * or null when every tile was already there.
 */
export async function importSamplesIfEmpty(
  importer: BuildingsImporter,
  signal?: AbortSignal,
): Promise<ImportSummary[] | null> {
  const summaries: ImportSummary[] = [];
  for (const set of SAMPLE_SETS) {
    const files: string[] = [];
    for (const file of sampleFiles(set.prefix))
      if (!(await importer.hasMesh(set.cityCode, meshCodeOf(file)))) files.push(file);
    if (files.length === 0) continue;
    summaries.push(
      await importer.importFiles(files, { cityCode: set.cityCode, dataYear: set.dataYear, signal }),
    );
  }
  return summaries.length > 0 ? summaries : null;
}
