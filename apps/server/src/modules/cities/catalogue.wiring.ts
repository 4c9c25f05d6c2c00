import type { Database } from "../../db/client";
import { TileCache } from "../buildings/buildings.cache";
import { BuildingsImporter } from "../buildings/buildings.import";
import { BuildingsRepository } from "../buildings/buildings.repository";
import { BuildingsService } from "../buildings/buildings.service";
import { CitiesRepository } from "./cities.repository";
import { CitiesService } from "./cities.service";

/**
 * The city catalogue on a database: the cities, and their buildings (read service and CityGML importer). For
 * the composition root, and for what builds no app: the import CLI, the demo seed, tests and benches.
 */
export function createCatalogue(db: Database) {
  const cities = new CitiesService(new CitiesRepository(db));
  const buildings = new BuildingsRepository(db);
  return {
    cities,
    buildings: new BuildingsService(buildings, cities, new TileCache()),
    buildingsImporter: new BuildingsImporter(buildings, cities),
  };
}
