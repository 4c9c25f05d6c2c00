import type { LonLatBbox } from "@soracity/citymodel";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { buildings, caseResults, cases, projects } from "../../db/schema";
import { bboxMeets } from "../buildings/buildings.repository";
import type { CityOutlineRow } from "./exports.buildings";

/** A case with its project's site and its last finished result (null fields without one). */
export interface CaseResultRecord {
  caseId: string;
  name: string;
  projectName: string;
  serviceType: string;
  status: string;
  parameters: Record<string, unknown>;
  processStartAt: Date | null;
  processEndAt: Date | null;
  stale: boolean;
  siteLon: number | null;
  siteLat: number | null;
  siteCityCode: string | null;
  runId: string | null;
  manifest: Record<string, unknown> | null;
  computedAt: Date | null;
}

/** SQL of what exports and share pages read: one query per case. */
export class ExportsRepository {
  constructor(private readonly db: Database) {}

  async record(caseId: string): Promise<CaseResultRecord | undefined> {
    const [row] = await this.db
      .select({
        caseId: cases.id,
        name: cases.name,
        projectName: projects.name,
        serviceType: cases.serviceType,
        status: cases.status,
        parameters: cases.parameters,
        processStartAt: cases.processStartAt,
        processEndAt: cases.processEndAt,
        stale: cases.stale,
        resultRunId: cases.resultRunId,
        siteLon: projects.siteLon,
        siteLat: projects.siteLat,
        siteCityCode: projects.siteCityCode,
        runId: caseResults.runId,
        manifest: caseResults.manifest,
        computedAt: caseResults.computedAt,
      })
      .from(cases)
      .innerJoin(projects, eq(projects.id, cases.projectId))
      .leftJoin(caseResults, eq(caseResults.caseId, cases.id))
      .where(eq(cases.id, caseId))
      .limit(1);
    if (!row) return undefined;
    const { resultRunId, ...rest } = row;
    // Only the result of the run the case points at counts (a result row always matches it today).
    return resultRunId && row.runId === resultRunId
      ? rest
      : { ...rest, runId: null, manifest: null, computedAt: null };
  }

  /** Outlines of a city's buildings whose bbox meets `bbox` (the drawings' existing buildings), by gml_id. */
  cityOutlines(cityCode: string, bbox: LonLatBbox, limit: number): Promise<CityOutlineRow[]> {
    return this.db
      .select({
        gmlId: buildings.gmlId,
        footprint: buildings.footprint,
        groundZ: buildings.groundZ,
        height: buildings.height,
        lod1TopZ: buildings.lod1TopZ,
      })
      .from(buildings)
      .where(bboxMeets(cityCode, bbox))
      .orderBy(asc(buildings.gmlId))
      .limit(limit);
  }
}
