import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import {
  CITY_FETCH_SITE_MARGIN_DEGREES,
  type CityFetch,
  type CityFetchJob,
  type Site,
} from "@soracity/contracts";
import type { CityFetchFile, CityFetchRow } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { notFound } from "../../lib/errors";
import type { Actor } from "../access/access.policy";
import type { BuildingsImporter } from "../buildings/buildings.import";
import { CatalogueError, lookUpCatalogue } from "./cityfetch.catalogue";
import { download, DOWNLOAD_LIMITS, type DownloadLimits } from "./cityfetch.download";
import { fetchMessage, type MessageLocale } from "./cityfetch.messages";
import type { CityFetchRepository } from "./cityfetch.repository";

export type Bbox = [number, number, number, number];

export interface CityFetchLogger {
  error(obj: unknown, msg?: string): void;
}

/** Whether `actor` may read a project (the projects service answers; 404 when not). */
export type ProjectReadCheck = (actor: Actor, projectId: string) => Promise<void>;

export function toCityFetch(row: CityFetchRow, locale: MessageLocale): CityFetch {
  const status = row.status as CityFetch["status"];
  return {
    id: row.id,
    status,
    files_total: row.files.length,
    files_done: row.filesDone,
    cities: row.cities,
    error: row.errorKey ? { key: row.errorKey, message: fetchMessage(row.errorKey, locale) } : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The area fetched round a site: its centre plus the margin on every side. */
export const siteArea = (site: Pick<Site, "lon" | "lat">): Bbox => [
  site.lon - CITY_FETCH_SITE_MARGIN_DEGREES,
  site.lat - CITY_FETCH_SITE_MARGIN_DEGREES,
  site.lon + CITY_FETCH_SITE_MARGIN_DEGREES,
  site.lat + CITY_FETCH_SITE_MARGIN_DEGREES,
];

/** Japan's extent (JGD2011 degrees), asked of the catalogue for its list of cities. */
export const JAPAN_BBOX: Bbox = [122, 20, 154, 46];
const CITY_REFRESH_MS = 24 * 3600_000;
/** A request joins an unfinished fetch of its files only this young (an older one's process may have died). */
const JOIN_WITHIN_MS = 3600_000;

const key = (f: Pick<CityFetchFile, "cityCode" | "meshCode">) => `${f.cityCode}/${f.meshCode}`;

/**
 * City models on demand (issue 28): asks PLATEAU's data catalogue (PLATEAU_API_URL) which building files cover
 * an area, and queues a `city-fetch` job for the ones this server does not hold (or holds of an older year).
 * The job downloads each file once, imports it in one transaction (a failed file leaves its mesh as it was)
 * and records it with its city, year, mesh code and source URL.
 */
export class CityFetchService {
  private readProject: ProjectReadCheck | undefined;

  constructor(
    private readonly repo: CityFetchRepository,
    private readonly queue: Pick<JobQueue, "send">,
    private readonly plateauApiUrl: string | undefined,
  ) {}

  private citiesRefreshedAt = 0;
  private refreshing: Promise<void> | undefined;

  /**
   * Adds the cities of PLATEAU's whole catalogue (every city with building files, over Japan's extent) to the
   * city list, at most once a day per process; a failure is reported and tried again on the next day's call.
   */
  refreshCitiesDaily(onError: (err: unknown) => void): void {
    if (!this.plateauApiUrl || this.refreshing || Date.now() - this.citiesRefreshedAt < CITY_REFRESH_MS)
      return;
    const baseUrl = this.plateauApiUrl;
    this.citiesRefreshedAt = Date.now();
    this.refreshing = (async () => {
      const all = await lookUpCatalogue(baseUrl, JAPAN_BBOX, "bldg");
      await this.repo.addCities(all.map((c) => ({ code: c.cityCode, name: c.cityName, year: c.year })));
    })()
      .catch(onError)
      .finally(() => (this.refreshing = undefined));
  }

  /** For tests: the refresh under way, if any. */
  get citiesRefresh(): Promise<void> | undefined {
    return this.refreshing;
  }

  /** The projects service checks project access (it is built before this one). */
  useProjectAccess(check: ProjectReadCheck): void {
    this.readProject = check;
  }

  /** Starts (or joins) the fetch of an area; never throws for the catalogue: a failed fetch says why. */
  async start(userId: string | null, bbox: Bbox, projectId: string | null = null): Promise<CityFetchRow> {
    const base = { userId, projectId, minLon: bbox[0], minLat: bbox[1], maxLon: bbox[2], maxLat: bbox[3] };
    const done = (over: Partial<CityFetchRow>) =>
      this.repo.insert({
        ...base,
        status: "succeeded",
        files: [],
        cities: [],
        finishedAt: new Date(),
        ...over,
      });
    if (!this.plateauApiUrl) return done({});
    let catalogue;
    try {
      catalogue = await lookUpCatalogue(this.plateauApiUrl, bbox, "bldg");
    } catch (err) {
      if (!(err instanceof CatalogueError)) throw err;
      return done({ status: "failed", errorKey: "citymodel.catalogue_unavailable" });
    }
    const cities = catalogue.map((c) => ({ city_code: c.cityCode, city_name: c.cityName, year: c.year }));
    await this.repo.addCities(catalogue.map((c) => ({ code: c.cityCode, name: c.cityName, year: c.year })));
    const held = await this.repo.heldFiles(catalogue.map((c) => c.cityCode));
    const needed: CityFetchFile[] = [];
    for (const city of catalogue)
      for (const file of city.files) {
        const k = `${city.cityCode}/${file.meshCode}`;
        const year = held.get(k);
        // Held, and not older than the catalogue's release: nothing to do.
        if (held.has(k) && (city.year === null || (year ?? 0) >= city.year)) continue;
        needed.push({ cityCode: city.cityCode, cityName: city.cityName, year: city.year, ...file });
      }
    if (needed.length === 0) return done({ cities });
    // Another request is fetching these files already: answer its fetch (no second download).
    for (const running of await this.repo.unfinished(new Date(Date.now() - JOIN_WITHIN_MS))) {
      const theirs = new Set(running.files.map(key));
      if (needed.every((f) => theirs.has(key(f)))) return running;
    }
    const row = await this.repo.insert({ ...base, status: "queued", files: needed, cities });
    const job: CityFetchJob = { fetchId: row.id };
    await this.queue.send("city-fetch", job);
    return row;
  }

  /** Starts the fetch of a project's site (saving a site); the fetch is the project's latest. */
  startForSite(userId: string, projectId: string, site: Pick<Site, "lon" | "lat">): Promise<CityFetchRow> {
    return this.start(userId, siteArea(site), projectId);
  }

  /** A fetch, to its requester or anyone who may read the project that started it. */
  async get(actor: Actor, id: string): Promise<CityFetchRow> {
    const row = await this.repo.find(id);
    if (!row) throw notFound("City fetch");
    if (row.userId === actor.userId) return row;
    if (!row.projectId || !this.readProject) throw notFound("City fetch");
    await this.readProject(actor, row.projectId);
    return row;
  }

  /** The project's latest fetch (an answer of the project routes). */
  async latestOfProject(projectId: string, locale: MessageLocale): Promise<CityFetch | null> {
    const row = await this.repo.latestOfProject(projectId);
    return row ? toCityFetch(row, locale) : null;
  }
}

/** The worker's part: runs `city-fetch` jobs. */
export class CityFetchRunner {
  constructor(
    private readonly repo: CityFetchRepository,
    private readonly importer: BuildingsImporter,
    private readonly log: CityFetchLogger,
    private readonly limits: DownloadLimits = DOWNLOAD_LIMITS,
  ) {}

  async run({ fetchId }: CityFetchJob): Promise<void> {
    const row = await this.repo.find(fetchId);
    if (!row || (row.status !== "queued" && row.status !== "running")) return;
    await this.repo.update(fetchId, { status: "running" });
    const dir = await mkdtemp(join(os.tmpdir(), "soracity-cityfetch-"));
    let done = row.filesDone;
    try {
      for (const file of row.files.slice(done)) {
        // The importer takes the mesh code from the file name, as PLATEAU names its files.
        const path = join(dir, `${file.meshCode}_bldg_6697_op.gml`);
        await download(file.url, path, this.limits);
        const summary = await this.importer.importFiles([path], {
          cityCode: file.cityCode,
          ...(file.year !== null ? { dataYear: file.year } : {}),
        });
        await rm(path, { force: true });
        await this.repo.recordFile(file, summary.buildings);
        done++;
        await this.repo.update(fetchId, { filesDone: done });
      }
      await this.repo.update(fetchId, { status: "succeeded", finishedAt: new Date() });
    } catch (err) {
      this.log.error({ err, fetchId }, "city-model fetch failed");
      await this.repo.update(fetchId, {
        status: "failed",
        errorKey: "citymodel.fetch_failed",
        finishedAt: new Date(),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
