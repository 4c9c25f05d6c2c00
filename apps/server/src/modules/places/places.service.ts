import type { City, Place, PlacesAnswer } from "@soracity/contracts";
import { TOKYO_23_WARDS } from "../cities/cities.data";
import type { CitiesService } from "../cities/cities.service";
import { CITY_HALLS, TOKYO_WARDS } from "./places.data";
import { type Address, searchAddresses } from "./places.geocoder";

/** City and ward matches kept (the address search adds its own after them). */
const LOCAL_LIMIT = 8;

/** Full-width to half-width, lower case, no spaces (full-width ones too): `ＯＳＡＫＡ` and `osaka` match. */
const normalize = (value: string) => value.normalize("NFKC").toLowerCase().replace(/\s+/g, "");

/**
 * How well a name matches the query: 4 equal, 3 the name starts with it, 2 contains it, 1 the query is an
 * address that contains the name (`大阪市北区梅田` -> 大阪市), 0 none.
 */
function score(name: string, q: string): number {
  const n = normalize(name);
  if (n === q) return 4;
  if (n.startsWith(q)) return 3;
  if (n.includes(q)) return 2;
  return n.length >= 2 && q.includes(n) ? 1 : 0;
}

/** The place of a catalogue city: its city hall, else the middle of its buildings, else nothing. */
function cityPlace(city: City): Place | undefined {
  const bbox = city.bbox;
  const at = CITY_HALLS[city.code] ?? (bbox ? [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2] : undefined);
  if (!at) return undefined;
  return {
    name: city.name_ja,
    name_en: city.name_en,
    kind: "city",
    lon: at[0],
    lat: at[1],
    city_code: city.code,
  };
}

/** The catalogue's cities and, when Tokyo's 23 wards are listed, the wards. */
function localPlaces(cities: readonly City[]): Place[] {
  const places = cities.flatMap((city) => cityPlace(city) ?? []);
  if (cities.some((city) => city.code === TOKYO_23_WARDS)) {
    for (const ward of TOKYO_WARDS) {
      const [lon, lat] = ward.at;
      places.push({ name: ward.ja, name_en: ward.en, kind: "ward", lon, lat, city_code: TOKYO_23_WARDS });
    }
  }
  return places;
}

/** City and ward names matching `query`, best first (ties: the longer name, as in an address, first). */
export function matchPlaces(query: string, cities: readonly City[], limit = LOCAL_LIMIT): Place[] {
  const q = normalize(query);
  return localPlaces(cities)
    .map((place) => ({ place, score: Math.max(score(place.name, q), score(place.name_en ?? "", q)) }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score || b.place.name.length - a.place.name.length)
    .slice(0, limit)
    .map((match) => match.place);
}

/**
 * The catalogue city an address lies in, when the catalogue has it: a Tokyo ward after 東京都 is the 23 wards'
 * city; otherwise the city whose Japanese name the address contains (`大阪府大阪市住之江区…` -> 27100).
 */
export function cityOfAddress(title: string, cities: readonly City[]): string | undefined {
  const tokyo = title.replace(/^東京都/, "");
  if (tokyo !== title && TOKYO_WARDS.some((ward) => tokyo.startsWith(ward.ja))) {
    return cities.some((city) => city.code === TOKYO_23_WARDS) ? TOKYO_23_WARDS : undefined;
  }
  return cities.find((city) => city.code !== TOKYO_23_WARDS && title.includes(city.name_ja))?.code;
}

function addressPlace(address: Address, cities: readonly City[]): Place {
  const cityCode = cityOfAddress(address.title, cities);
  return {
    name: address.title,
    kind: "address",
    lon: address.lon,
    lat: address.lat,
    ...(cityCode ? { city_code: cityCode } : {}),
  };
}

/**
 * The place search of the site dialog: the catalogue's city and ward names, then street addresses from the
 * address search at `geocoderUrl` (GEOCODER_URL; undefined: none). An address search that fails never fails the
 * answer: it holds the local matches and a notice.
 */
export class PlacesService {
  constructor(
    private readonly cities: CitiesService,
    private readonly geocoderUrl: string | undefined,
  ) {}

  async search(query: string): Promise<PlacesAnswer & { failure?: unknown }> {
    const cities = await this.cities.list();
    const local = matchPlaces(query, cities);
    if (!this.geocoderUrl) return { places: local };
    try {
      const addresses = await searchAddresses(this.geocoderUrl, query);
      return { places: [...local, ...addresses.map((address) => addressPlace(address, cities))] };
    } catch (failure) {
      return { places: local, notice: "places.address_search_unavailable", failure };
    }
  }
}
