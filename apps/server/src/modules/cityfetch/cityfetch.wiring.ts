import type { Database } from "../../db/client";
import { createCatalogue } from "../cities/catalogue.wiring";
import { CityFetchRepository } from "./cityfetch.repository";
import { type CityFetchLogger, CityFetchRunner } from "./cityfetch.service";

/** The worker's `city-fetch` job runner on a database (downloads, then the catalogue's importer). */
export const createCityFetchRunner = (db: Database, log: CityFetchLogger) =>
  new CityFetchRunner(new CityFetchRepository(db), createCatalogue(db).buildingsImporter, log);
