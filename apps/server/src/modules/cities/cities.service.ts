import type { City } from "@soracity/contracts";
import type { CityRow } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { CITY_CATALOGUE } from "./cities.data";
import type { CitiesRepository } from "./cities.repository";
import { toCity } from "./cities.presenter";

/** The city catalogue (PLATEAU cities, coverage, attribution); their buildings are the buildings module's. */
export class CitiesService {
  constructor(private readonly cities: CitiesRepository) {}

  private seeded?: Promise<void>;

  /** Inserts or refreshes the catalogue (idempotent; run on every start). */
  seed(): Promise<void> {
    return this.cities.seed(CITY_CATALOGUE);
  }

  /**
   * Seeds once per app instance; a failure (database down at start) is retried by the next caller, so the app
   * starts and answers /readyz 503 instead of failing to build.
   */
  ensureSeeded(): Promise<void> {
    this.seeded ??= this.seed().catch((err: unknown) => {
      this.seeded = undefined;
      throw err;
    });
    return this.seeded;
  }

  async list(): Promise<City[]> {
    await this.ensureSeeded();
    return (await this.cities.listWithStats()).map(toCity);
  }

  /** The city (the catalogue seeded first), or 404. */
  async get(code: string): Promise<CityRow> {
    await this.ensureSeeded();
    const city = await this.find(code);
    if (!city) throw notFound("City");
    return city;
  }

  /** After an import: the city's data changed (caches key on its version); sets its survey year if given. */
  touch(code: string, dataYear?: number): Promise<void> {
    return this.cities.touch(code, dataYear);
  }

  /** The city if the catalogue has it (not seeded on the way: the import CLI seeds first). */
  find(code: string): Promise<CityRow | undefined> {
    return this.cities.find(code);
  }
}
