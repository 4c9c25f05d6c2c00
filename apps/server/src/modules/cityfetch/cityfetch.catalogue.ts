import { z } from "zod";
import { readCapped } from "../../lib/read-capped";

/** How long a catalogue lookup may take, and how much it may answer (a whole prefecture's file list fits). */
export const CATALOGUE_TIMEOUT_MS = 15_000;
export const CATALOGUE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * One city of `GET {PLATEAU_API_URL}/datacatalog/citygml/r:{lon1},{lat1},{lon2},{lat2}?types=bldg`, as PLATEAU
 * VIEW 3.0's server answers it (server/datacatalog: cityCode, cityName, year, spec, url, files by feature type,
 * each file `{ code: mesh code, maxLod, url }`).
 */
const fileSchema = z.object({
  code: z.string().regex(/^\d{6,10}$/),
  maxLod: z.coerce.number().int().min(0).max(4).catch(0),
  url: z.string().url(),
});
const citySchema = z.object({
  cityCode: z.string().regex(/^\d{5}$/),
  cityName: z.string().min(1),
  year: z.number().int().nullable().optional(),
  spec: z.string().optional(),
  url: z.string().optional(),
  files: z.record(z.string(), z.array(z.unknown())).default({}),
});

export interface CatalogueFile {
  meshCode: string;
  maxLod: number;
  url: string;
}

export interface CatalogueCity {
  cityCode: string;
  cityName: string;
  year: number | null;
  /** Files of the asked feature type, one per mesh: the highest LOD where the catalogue lists several. */
  files: CatalogueFile[];
}

/** The catalogue could not be used (down, offline, slow, too large or an unexpected answer). */
export class CatalogueError extends Error {}

/** Reads one catalogue answer: `{ cities: [...] }` (or one city, as the city-code lookup answers). */
export function parseCatalogue(json: unknown, type: string): CatalogueCity[] {
  const list: unknown[] =
    json && typeof json === "object" && Array.isArray((json as { cities?: unknown }).cities)
      ? (json as { cities: unknown[] }).cities
      : json && typeof json === "object" && "cityCode" in json
        ? [json]
        : [];
  if (list.length === 0 && !(json && typeof json === "object" && "cities" in json))
    throw new CatalogueError("the catalogue answered no list of cities");
  const out: CatalogueCity[] = [];
  for (const item of list) {
    const city = citySchema.safeParse(item);
    if (!city.success) continue;
    const byMesh = new Map<string, CatalogueFile>();
    for (const raw of city.data.files[type] ?? []) {
      const file = fileSchema.safeParse(raw);
      if (!file.success) continue;
      const known = byMesh.get(file.data.code);
      if (!known || file.data.maxLod > known.maxLod)
        byMesh.set(file.data.code, {
          meshCode: file.data.code,
          maxLod: file.data.maxLod,
          url: file.data.url,
        });
    }
    out.push({
      cityCode: city.data.cityCode,
      cityName: city.data.cityName,
      year: city.data.year ?? null,
      files: [...byMesh.values()].sort((a, b) => a.meshCode.localeCompare(b.meshCode)),
    });
  }
  return out;
}

/**
 * The cities and `type` files (bldg, urf, ...) PLATEAU's data catalogue lists for a bbox
 * (`[minLon, minLat, maxLon, maxLat]`), from `baseUrl` (PLATEAU_API_URL). Throws CatalogueError.
 */
export async function lookUpCatalogue(
  baseUrl: string,
  bbox: readonly [number, number, number, number],
  type = "bldg",
  { timeoutMs = CATALOGUE_TIMEOUT_MS, maxBytes = CATALOGUE_MAX_BYTES } = {},
): Promise<CatalogueCity[]> {
  const area = bbox.map((v) => Number(v.toFixed(6))).join(",");
  const url = `${baseUrl}/datacatalog/citygml/r:${area}?types=${encodeURIComponent(type)}`;
  let body: Buffer;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    });
    // No city model covers the area: the catalogue answers 404.
    if (response.status === 404) return [];
    if (!response.ok) throw new CatalogueError(`the catalogue answered ${response.status}`);
    body = await readCapped(response, maxBytes, () => new CatalogueError(`answer over ${maxBytes} bytes`));
  } catch (err) {
    throw err instanceof CatalogueError ? err : new CatalogueError("the catalogue failed", { cause: err });
  }
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch (err) {
    throw new CatalogueError("the catalogue answered no JSON", { cause: err });
  }
  return parseCatalogue(json, type);
}
