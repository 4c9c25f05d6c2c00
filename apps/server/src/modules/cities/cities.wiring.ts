import path from "node:path";
import type { Database } from "../../db/client";
import { TileCache } from "../buildings/buildings.cache";
import { BuildingsImporter } from "../buildings/buildings.import";
import { BuildingsRepository } from "../buildings/buildings.repository";
import { ProjectModelsRepository } from "../models/models.repository";
import { ProjectModelsService } from "../models/models.service";
import { ModelFileStore } from "../models/models.storage";
import { CitiesRepository } from "./cities.repository";
import { CitiesService } from "./cities.service";

/**
 * City catalogue, building and user-model services (spread into createServices). `dataDir` holds uploaded
 * files (DATA_DIR/files).
 */
export function createCityServices(db: Database, dataDir: string) {
  const citiesRepo = new CitiesRepository(db);
  const buildings = new BuildingsRepository(db);
  return {
    cities: new CitiesService(citiesRepo, buildings, new TileCache()),
    buildings,
    buildingsImporter: new BuildingsImporter(buildings, citiesRepo),
    models: new ProjectModelsService(
      new ProjectModelsRepository(db),
      new ModelFileStore(path.join(dataDir, "files")),
    ),
  };
}
