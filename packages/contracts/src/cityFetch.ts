import { z } from "zod";

/**
 * On-demand city-model fetch (issue 28): the server asks PLATEAU's data catalogue which CityGML building files
 * cover an area and imports the ones it lacks, as a job with progress. See /tmp/team/city-fetch-contract.md.
 */

/** Largest side of a fetch area, in degrees (about 2 km north-south; a site's bounds plus the server's margin). */
export const CITY_FETCH_MAX_DEGREES = 0.02;

/** Margin the server adds round a site's centre when a project's site is saved (degrees, about 330 m). */
export const CITY_FETCH_SITE_MARGIN_DEGREES = 0.003;

export const CITY_FETCH_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type CityFetchStatus = (typeof CITY_FETCH_STATUSES)[number];

/** Keys of `CityFetch.error` (the web translates them; the server sends the message in the request's locale). */
export const CITY_FETCH_ERROR_KEYS = [
  "citymodel.catalogue_unavailable",
  "citymodel.fetch_failed",
  "citymodel.fetch_area_too_large",
] as const;
export type CityFetchErrorKey = (typeof CITY_FETCH_ERROR_KEYS)[number];

const lon = z.number().min(-180).max(180);
const lat = z.number().min(-90).max(90);

/** POST /api/city-fetches body: `[minLon, minLat, maxLon, maxLat]` (JGD2011 degrees). */
export const cityFetchCreateSchema = z.object({
  bbox: z
    .tuple([lon, lat, lon, lat], { error: "citymodel.bbox_invalid" })
    .refine(([a, b, c, d]) => a < c && b < d, { message: "citymodel.bbox_invalid" })
    .refine(([a, b, c, d]) => c - a <= CITY_FETCH_MAX_DEGREES && d - b <= CITY_FETCH_MAX_DEGREES, {
      message: "citymodel.fetch_area_too_large",
    }),
});
export type CityFetchCreate = z.input<typeof cityFetchCreateSchema>;

export const cityFetchParamsSchema = z.object({ id: z.uuid() });

export const cityFetchCitySchema = z.object({
  city_code: z.string(),
  city_name: z.string(),
  year: z.number().int().nullable(),
});
export type CityFetchCity = z.infer<typeof cityFetchCitySchema>;

/** A fetch: `files_done` of `files_total` catalogue files imported so far. */
export const cityFetchSchema = z.object({
  id: z.string(),
  status: z.enum(CITY_FETCH_STATUSES),
  files_total: z.number().int(),
  files_done: z.number().int(),
  cities: z.array(cityFetchCitySchema),
  /** Why it failed (`message` translated by the request's locale); null unless `status` is `failed`. */
  error: z.object({ key: z.string(), message: z.string() }).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type CityFetch = z.infer<typeof cityFetchSchema>;

/** Queue payload of the fetch job. */
export const cityFetchJobSchema = z.object({ fetchId: z.uuid() });
export type CityFetchJob = z.infer<typeof cityFetchJobSchema>;
