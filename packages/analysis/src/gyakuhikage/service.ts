// 逆日影 as a registered service (issue 26): the pipeline registry's entry (services.ts) over runGyakuhikage.
import { openRing } from "@soracity/contracts";
import type { LonLatBbox } from "../query";
import type { SizeMeasure } from "../size";
import type { AnalysisControl, AnalysisInput, AnalysisOutput } from "../types";
import { runParameters } from "../validate";
import { runGyakuhikage } from "./run";
import { gyakuhikageParameters } from "./setup";

/** A run of the registry: the case's parameters, the city around the site, cancellation and progress. */
export function runGyakuhikageService(
  input: AnalysisInput,
  control: AnalysisControl = {},
): Promise<AnalysisOutput> {
  return runGyakuhikage(input.parameters, {
    cityBuildings: input.cityBuildings,
    site: input.site,
    ...(control.signal ? { signal: control.signal } : {}),
    ...(control.onProgress ? { onProgress: control.onProgress } : {}),
  });
}

/** The site boundary's bbox: the buildings that may stand on it or touch it (its 平均地盤面 from buildings). */
export function gyakuhikageCityBbox(parameters: unknown): LonLatBbox | null {
  const ring = openRing(runParameters("gyakuhikage", parameters).site_boundary.coordinates[0] ?? []);
  const lons = ring.map((v) => v[0] ?? 0);
  const lats = ring.map((v) => v[1] ?? 0);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

/** Checks the parameters (AnalysisInputError); the envelope's cells are refused by the contract. */
export function gyakuhikageSizes(input: AnalysisInput): SizeMeasure[] {
  gyakuhikageParameters(input.parameters);
  return [];
}
