import path from "node:path";
import type { Database } from "../../db/client";
import { TileCache } from "../buildings/buildings.cache";
import { BuildingsImporter } from "../buildings/buildings.import";
import { BuildingsRepository } from "../buildings/buildings.repository";
import { ProjectModelsRepository } from "../models/models.repository";
import { type ModelQuota, ProjectModelsService } from "../models/models.service";
import { type BlobStore, FileBlobStore } from "../../lib/blobs";
import { ModelParser } from "../models/models.parse";
import { CitiesRepository } from "./cities.repository";
import { CitiesService } from "./cities.service";

/**
 * City catalogue, building and user-model services (spread into createServices). Uploaded files go to `blobs`
 * (the runtime's store; without one, files under DATA_DIR/files).
 */
export function createCityServices(
  db: Database,
  dataDir: string,
  blobs: BlobStore = new FileBlobStore(path.join(dataDir, "files")),
  modelQuota?: ModelQuota,
) {
  const citiesRepo = new CitiesRepository(db);
  const buildings = new BuildingsRepository(db);
  return {
    cities: new CitiesService(citiesRepo, buildings, new TileCache()),
    buildings,
    buildingsImporter: new BuildingsImporter(buildings, citiesRepo),
    models: new ProjectModelsService(new ProjectModelsRepository(db), blobs, new ModelParser(), modelQuota),
  };
}
