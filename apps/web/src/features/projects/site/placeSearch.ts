import { queryOptions, useQueries } from "@tanstack/react-query";
import { buildingCollectionSchema, placesAnswerSchema } from "@soracity/contracts";
import type { City, Place } from "@soracity/contracts";
import { request } from "../../../api/client";
import { queryKeys } from "../../../api/queryKeys";
import { bboxCenter, bboxParam, intersects } from "../../map/bbox";
import type { Bbox } from "../../map/bbox";

/** Where the site picker looks, `[lat, lon]` and a zoom. */
export interface View {
  lat: number;
  lon: number;
  zoom: number;
}

/** Zoom of each kind of place: a street address at street level, a ward or city hall wider. */
const PLACE_ZOOM: Record<Place["kind"], number> = { address: 18, ward: 16, city: 15 };
/** Zoom on a city's buildings: close enough that the map draws them (the buildings query's size limit). */
const BUILDINGS_ZOOM = 16;

/** GET /api/places: the server's city and ward names, then street addresses (GEOCODER_URL). */
export const placeQueries = {
  search: (q: string) =>
    queryOptions({
      queryKey: queryKeys.places(q),
      queryFn: () => request("GET", `/api/places?q=${encodeURIComponent(q)}`, placesAnswerSchema),
      staleTime: 10 * 60_000,
      retry: false,
    }),
};

/** Whether the catalogue has buildings of `city` on this server. */
export const hasBuildings = (city: City) => city.has_buildings && city.buildings_bbox !== null;

/** Where `city`'s buildings are (the server's median of their centres), when it has some. */
export function buildingsView(city: City): View | null {
  if (!hasBuildings(city)) return null;
  const at = city.buildings_center ?? (city.buildings_bbox ? bboxCenter(city.buildings_bbox) : null);
  return at ? { lat: at[1], lon: at[0], zoom: BUILDINGS_ZOOM } : null;
}

/** Where a found place is: a city with buildings at its buildings, anything else at its own point. */
export function placeView(place: Place, cities: readonly City[]): View {
  const city = place.kind === "city" ? cities.find((entry) => entry.code === place.city_code) : undefined;
  return (city && buildingsView(city)) ?? { lat: place.lat, lon: place.lon, zoom: PLACE_ZOOM[place.kind] };
}

/**
 * Where to look at a chosen city: its buildings; else its city hall, or the address search's answer for its
 * name (the catalogue lists cities the server knows no point of); null when the search finds neither.
 */
export async function cityView(city: City, search: (q: string) => Promise<Place[]>): Promise<View | null> {
  const view = buildingsView(city);
  if (view) return view;
  const places = await search(city.name_ja);
  const place =
    places.find((entry) => entry.kind === "city" && entry.city_code === city.code) ??
    places.find((entry) => entry.kind === "address" && entry.name.includes(city.name_ja));
  return place ? { lat: place.lat, lon: place.lon, zoom: PLACE_ZOOM.city } : null;
}

/** Half the side of the area round the site where the dialog looks for buildings (degrees, about 200 m). */
const NEAR_DEGREES = 0.002;
/** Grid the area snaps to, so small pans ask again for the same area. */
const NEAR_SNAP_DEGREES = 0.001;

/** The area round `[lat, lon]` where a building counts as near the site, `[minLon, minLat, maxLon, maxLat]`. */
export function nearArea([lat, lon]: [number, number]): Bbox {
  const snap = (value: number) => Math.round(value / NEAR_SNAP_DEGREES) * NEAR_SNAP_DEGREES;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return [lon - NEAR_DEGREES, lat - NEAR_DEGREES, lon + NEAR_DEGREES, lat + NEAR_DEGREES].map((value) =>
    round(snap(value)),
  ) as Bbox;
}

/** The cities whose buildings' box holds `area` in part: only their buildings can be near the site. */
export function citiesAround(area: Bbox, cities: readonly City[]): string[] {
  return cities
    .filter((city) => hasBuildings(city) && city.buildings_bbox && intersects(city.buildings_bbox, area))
    .map((city) => city.code);
}

/** One building of `code` in `area`, if there is any (answers whether the server has buildings there). */
const oneBuilding = (code: string, area: Bbox) =>
  queryOptions({
    queryKey: [...queryKeys.buildings(code, bboxParam(area)), "one"],
    queryFn: () =>
      request(
        "GET",
        `/api/cities/${encodeURIComponent(code)}/buildings?bbox=${bboxParam(area)}&limit=1`,
        buildingCollectionSchema,
      ),
    staleTime: 10 * 60_000,
  });

/**
 * Whether the server has buildings near the site at `centre` (a city's box can hold wide gaps between its
 * samples): true or false, null while it is being asked.
 */
export function useBuildingsNear(centre: [number, number], cities: readonly City[]): boolean | null {
  const area = nearArea(centre);
  const codes = citiesAround(area, cities);
  return useQueries({
    queries: codes.map((code) => oneBuilding(code, area)),
    combine: (results) =>
      results.some((result) => (result.data?.features.length ?? 0) > 0)
        ? true
        : results.some((result) => result.isPending)
          ? null
          : false,
  });
}

const normalize = (value: string) => value.normalize("NFKC").toLowerCase().replace(/\s+/g, "");

/**
 * The server's answer in the order the dialog offers it: a city or ward the query merely contains (`大阪市` for
 * `大阪市住之江区南港北1-1`) goes after the addresses, so Enter takes the address the user typed.
 */
export function rankPlaces(places: readonly Place[], query: string): Place[] {
  const q = normalize(query);
  // Matched only because the query contains its name: no name of it contains the query.
  const inside = (place: Place) =>
    place.kind !== "address" &&
    ![place.name, place.name_en ?? ""].some((name) => name !== "" && normalize(name).includes(q));
  return [
    ...places.filter((place) => place.kind !== "address" && !inside(place)),
    ...places.filter((place) => place.kind === "address"),
    ...places.filter(inside),
  ];
}
