import {
  ANALYSIS_SERVICES,
  EXPORT_TYPES,
  toOneLine,
  type ExportFormat,
  type ExportQuery,
} from "@soracity/contracts";
import type { BlobStore } from "../../lib/blobs";
import { notFound } from "../../lib/errors";
import type { Actor } from "../access/access.policy";
import type { CasesService } from "../cases/cases.service";
import { toCsv } from "./exports.csv";
import { toCzml } from "./exports.czml";
import { toDxf } from "./exports.dxf";
import { toGeoJson } from "./exports.geojson";
import { toPdf } from "./exports.pdf";
import { toPng } from "./exports.png";
import { toSkyPng } from "./exports.png.sky";
import { checkSubmittedPoints } from "./exports.pdf.skyData";
import type { CaseResultRecord, ExportsRepository } from "./exports.repository";
import { ResultSource } from "./exports.source";

/** A file to download. */
export interface ExportFile {
  bytes: Buffer;
  mediaType: string;
  filename: string;
}

/**
 * `attachment; filename*=UTF-8''<name>` (RFC 6266 / 8187): the case name, percent-encoded, on one line, path
 * characters out.
 */
export function contentDisposition(filename: string): string {
  const safe = [...toOneLine(filename)].map((c) => ('\\/:*?"<>|'.includes(c) ? "_" : c)).join("");
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}

/** Builds the export files of a case's last finished result, for its readers or a share link's holder. */
export class ExportsService {
  constructor(
    private readonly repo: ExportsRepository,
    private readonly cases: CasesService,
    private readonly blobs: BlobStore,
  ) {}

  /** What the share page shows of a case: name, status, site and result manifest (no access check). */
  record(caseId: string): Promise<CaseResultRecord | undefined> {
    return this.repo.record(caseId);
  }

  /** The result of a case (no access check: callers authorize), or 404 when it has none. */
  async source(caseId: string): Promise<ResultSource> {
    const record = await this.repo.record(caseId);
    if (!record?.runId || !record.manifest) throw notFound("Result");
    return new ResultSource(
      { ...record, runId: record.runId, manifest: record.manifest },
      this.blobs,
      (cityCode, bbox, limit) => this.repo.cityOutlines(cityCode, bbox, limit),
    );
  }

  /** Export of a case's result (view role). */
  async forCase(
    actor: Actor | null,
    caseId: string,
    format: ExportFormat,
    query: ExportQuery,
  ): Promise<ExportFile> {
    await this.cases.authorized(actor, caseId, "workspace:read");
    return this.build(await this.source(caseId), format, query);
  }

  /** A result layer's bytes (for the share routes). */
  async layer(caseId: string, name: string): Promise<{ mediaType: string; bytes: Buffer }> {
    const source = await this.source(caseId).catch(() => null);
    const layer = source?.layer(name);
    const bytes = layer ? await source?.bytes(name) : null;
    if (!layer || !bytes) throw notFound("Layer");
    return { mediaType: layer.media_type, bytes };
  }

  /** An export of a result; 400 when the query marks a point the result does not have. */
  async build(source: ResultSource, format: ExportFormat, query: ExportQuery): Promise<ExportFile> {
    checkSubmittedPoints(source, query);
    const { ext, mediaType } = EXPORT_TYPES[format];
    const skyPoints = ANALYSIS_SERVICES[source.serviceType].points.kind === "sky";
    const bytes = await {
      geojson: () => toGeoJson(source, query),
      csv: () => toCsv(source, query),
      // A 天空率 run has no heat map: its PNG is the plan with the points coloured by verdict.
      png: () => (skyPoints ? toSkyPng(source, query) : toPng(source, query)),
      dxf: () => toDxf(source, query),
      czml: () => toCzml(source),
      pdf: () => toPdf(source, query),
    }[format]();
    if (!bytes) throw notFound("Map");
    return { bytes, mediaType, filename: `${source.name}.${ext}` };
  }
}
