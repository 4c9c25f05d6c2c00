import { randomUUID } from "node:crypto";
import path from "node:path";
import { buildingToFeature } from "@soracity/citymodel";
import type { ProjectModelRow } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { parseModel, type PlacementFields } from "./models.parse";
import type { ProjectModelsRepository } from "./models.repository";
import type { ModelFileStore } from "./models.storage";

/** Upload, list and delete of user models; authorization is the routes' (project policy). */
export class ProjectModelsService {
  constructor(
    readonly repo: ProjectModelsRepository,
    readonly files: ModelFileStore,
  ) {}

  /**
   * Parses first; only a file that parsed is written, then its row inserted (one statement). A failed insert
   * removes the file again, so a failure never leaves anything behind.
   */
  async upload(
    projectId: string,
    userId: string,
    file: { name: string; bytes: Uint8Array },
    fields: PlacementFields,
  ): Promise<ProjectModelRow> {
    const { kind, buildings } = await parseModel(file.bytes, file.name, fields);
    const features = buildings.map(buildingToFeature);
    let [minLon, minLat, maxLon, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const b of buildings)
      for (const polygon of b.footprint)
        for (const ring of polygon)
          for (const [lon, lat] of ring) {
            minLon = Math.min(minLon, lon);
            minLat = Math.min(minLat, lat);
            maxLon = Math.max(maxLon, lon);
            maxLat = Math.max(maxLat, lat);
          }
    const hasBbox = Number.isFinite(minLon);
    const id = randomUUID();
    const ext = path.extname(file.name).toLowerCase();
    const storagePath = path.join("projects", projectId, "models", `${id}${ext}`);
    await this.files.write(storagePath, file.bytes);
    try {
      return await this.repo.insert({
        id,
        projectId,
        uploadedBy: userId,
        name: file.name,
        kind,
        sizeBytes: file.bytes.byteLength,
        storagePath,
        placement: {
          anchorLon: fields.anchor_lon ?? null,
          anchorLat: fields.anchor_lat ?? null,
          rotation: fields.rotation ?? 0,
          elevation: fields.elevation ?? 0,
          heightStandard: fields.height_standard ?? "absolute",
          heightAttribute: fields.height_attribute || null,
        },
        buildingCount: buildings.length,
        ...(hasBbox ? { minLon, minLat, maxLon, maxLat } : {}),
        features,
      });
    } catch (err) {
      await this.files.remove(storagePath);
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

  async delete(projectId: string, id: string): Promise<void> {
    const row = await this.repo.delete(projectId, id);
    if (!row) throw notFound("Model");
    await this.files.remove(row.storagePath);
  }

  /** Deletes the files of deleted projects (run after start; see ModelFileStore.sweepProjects). */
  sweepDeletedProjects(): Promise<string[]> {
    return this.files.sweepProjects((ids) => this.repo.existingProjects(ids));
  }
}
