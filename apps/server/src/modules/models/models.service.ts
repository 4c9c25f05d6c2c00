import type { ModelBuildingFeature } from "@soracity/contracts";
import type { Database } from "../../db/client";
import type { ProjectModelRow } from "../../db/schema";
import type { BlobStore } from "../../lib/blobs";
import { notFound } from "../../lib/errors";
import { modelBlobKey, modelFeaturesKey, newModelId } from "./models.keys";
import type { ModelParser, PlacementFields } from "./models.parse";
import type { ProjectModelsRepository, ProjectModelSummary } from "./models.repository";

/** The plan's model quota (LimitsService): count per project, bytes per paying account. */
export interface ModelQuota {
  checkModelRoom(accountId: string, projectId: string, bytes: number): Promise<void>;
  ensureModelRoom(tx: Database, accountId: string, projectId: string, bytes: number): Promise<void>;
}

/** Upload, list, file and delete of user models; authorization is the routes' (project policy). */
export class ProjectModelsService {
  constructor(
    private readonly repo: ProjectModelsRepository,
    private readonly blobs: BlobStore,
    private readonly parser: ModelParser,
    private readonly quota?: ModelQuota,
  ) {}

  /**
   * Parses first (on a worker thread); only a file that parsed is written (its blob and its features' blob),
   * then its row inserted (one statement). A failed insert removes the blobs again; a crash in between leaves
   * blobs without a row, which the sweep removes (ProjectBlobSweeper). So a file is either stored with its row
   * or not at all. With the paying `accountId`, the plan's quota is checked before reading and again, locked,
   * with the insert. The features never go through the database: on PGlite a 40 MB jsonb value held the event
   * loop for seconds on its way in and out (issue 22, F15).
   */
  async upload(
    projectId: string,
    userId: string,
    file: { name: string; bytes: Uint8Array },
    fields: PlacementFields,
    accountId?: string,
  ): Promise<ProjectModelSummary> {
    const size = file.bytes.byteLength;
    const quota = this.quota && accountId ? { check: this.quota, accountId } : undefined;
    await quota?.check.checkModelRoom(quota.accountId, projectId, size);
    const { kind, featuresJson, count, bbox, totals } = await this.parser.parse(
      file.bytes,
      file.name,
      fields,
    );
    const id = newModelId();
    const key = modelBlobKey(projectId, id, file.name);
    try {
      await this.blobs.put(key, file.bytes);
      await this.blobs.put(modelFeaturesKey(key), Buffer.from(featuresJson));
      const row = {
        id,
        projectId,
        uploadedBy: userId,
        name: file.name,
        kind,
        sizeBytes: file.bytes.byteLength,
        storagePath: key, // the blob key (a path under DATA_DIR/files in the embedded mode)
        placement: {
          anchorLon: fields.anchor_lon ?? null,
          anchorLat: fields.anchor_lat ?? null,
          rotation: fields.rotation ?? 0,
          elevation: fields.elevation ?? 0,
          heightStandard: fields.height_standard ?? "absolute",
          heightAttribute: fields.height_attribute || null,
        },
        buildingCount: count,
        ...(bbox ? { minLon: bbox[0], minLat: bbox[1], maxLon: bbox[2], maxLat: bbox[3] } : {}),
        ...(totals ?? {}),
      };
      const before = quota
        ? (tx: Database) => quota.check.ensureModelRoom(tx, quota.accountId, projectId, size)
        : undefined;
      return await this.repo.insert(row, before);
    } catch (err) {
      await this.blobs.remove(key);
      await this.blobs.remove(modelFeaturesKey(key));
      throw err;
    }
  }

  list(projectId: string) {
    return this.repo.list(projectId);
  }

  async get(projectId: string, id: string): Promise<ProjectModelRow> {
    const row = await this.repo.find(projectId, id);
    if (!row) throw notFound("Model");
    return row;
  }

  /**
   * The model's placed buildings as a JSON array of GeoJSON features: the bytes of its features blob, never
   * parsed here; a model stored before the blob (issue 22, F15) has them in its row.
   */
  async featuresJson(
    projectId: string,
    id: string,
  ): Promise<{ json: Buffer } | { features: ModelBuildingFeature[] }> {
    const row = await this.get(projectId, id);
    if (row.features) return { features: row.features };
    const json = await this.blobs.get(modelFeaturesKey(row.storagePath));
    if (!json) throw notFound("Model buildings");
    return { json };
  }

  /** The uploaded file as it was sent. */
  async file(projectId: string, id: string): Promise<{ row: ProjectModelRow; bytes: Buffer }> {
    const row = await this.get(projectId, id);
    const bytes = await this.blobs.get(row.storagePath);
    if (!bytes) throw notFound("Model file");
    return { row, bytes };
  }

  /** Deletes the row, then the blobs (a crash in between leaves blobs the sweep removes). */
  async delete(projectId: string, id: string): Promise<void> {
    const row = await this.repo.delete(projectId, id);
    if (!row) throw notFound("Model");
    await this.blobs.remove(row.storagePath);
    await this.blobs.remove(modelFeaturesKey(row.storagePath));
  }

  close(): Promise<void> {
    return this.parser.close();
  }
}
