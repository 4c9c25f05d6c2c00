import type { Database } from "../../db/client";
import { TileCache } from "../buildings/buildings.cache";
import { BuildingsImporter } from "../buildings/buildings.import";
import { BuildingsRepository } from "../buildings/buildings.repository";
import { CitiesRepository } from "./cities.repository";
import { CitiesService } from "./cities.service";

/** City catalogue and building services (spread into createServices; the import CLI and the demo seed). */
export function createCityServices(db: Database) {
  const citiesRepo = new CitiesRepository(db);
  const buildings = new BuildingsRepository(db);
  return {
    cities: new CitiesService(citiesRepo, buildings, new TileCache()),
    buildings,
    buildingsImporter: new BuildingsImporter(buildings, citiesRepo),
  };
}
