import { z } from "zod";
import { readCapped } from "../../lib/read-capped";

/** How long the address search may take, and how much it may answer, before the server gives up on it. */
export const GEOCODER_TIMEOUT_MS = 5000;
export const GEOCODER_MAX_BYTES = 1024 * 1024;
/** Addresses kept from one answer (the GSI search answers up to a few hundred). */
export const GEOCODER_MAX_RESULTS = 10;

/** One feature of the GSI address search (`[{ geometry: { coordinates: [lon, lat] }, properties: { title } }]`). */
const featureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
  properties: z.object({ title: z.string().min(1) }),
});

export interface Address {
  title: string;
  lon: number;
  lat: number;
}

/** The address search could not be used (down, slow, too large or an unexpected answer). */
export class GeocoderError extends Error {}

/**
 * Street addresses matching `query` from a GSI-style address search: `baseUrl` is the search with its query
 * parameter open at the end (`https://msearch.gsi.go.jp/address-search/AddressSearch?q=`). Features that are
 * not points with a title, or lie outside longitude and latitude, are skipped; anything else wrong throws a
 * GeocoderError.
 */
export async function searchAddresses(
  baseUrl: string,
  query: string,
  { timeoutMs = GEOCODER_TIMEOUT_MS, maxBytes = GEOCODER_MAX_BYTES } = {},
): Promise<Address[]> {
  let body: string;
  try {
    const response = await fetch(baseUrl + encodeURIComponent(query), {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
      redirect: "error",
    });
    if (!response.ok) throw new GeocoderError(`address search answered ${response.status}`);
    body = (
      await readCapped(response, maxBytes, () => new GeocoderError(`answer over ${maxBytes} bytes`))
    ).toString("utf8");
  } catch (err) {
    throw err instanceof GeocoderError ? err : new GeocoderError("address search failed", { cause: err });
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (err) {
    throw new GeocoderError("address search answered no JSON", { cause: err });
  }
  if (!Array.isArray(json)) throw new GeocoderError("address search answered no array");
  const addresses: Address[] = [];
  for (const item of json) {
    const feature = featureSchema.safeParse(item);
    if (!feature.success) continue;
    const [lon, lat] = feature.data.geometry.coordinates;
    if (Math.abs(lon) > 180 || Math.abs(lat) > 90) continue;
    addresses.push({ title: feature.data.properties.title, lon, lat });
    if (addresses.length === GEOCODER_MAX_RESULTS) break;
  }
  return addresses;
}
