import type { City, Site } from "@soracity/contracts";
import { bboxCenter } from "./bbox";

/** Tokyo Station: the view when there is neither a site nor a city with building data. */
export const FALLBACK_CENTER: [number, number] = [35.6812, 139.7671];

/**
 * First view of a project's map, `[lat, lon]` and zoom: its site; else where the buildings of the city with the
 * most building data are; else Tokyo Station.
 */
export function initialView(
  site: Site | null,
  cities: City[] | undefined,
): { center: [number, number]; zoom: number } {
  if (site) return { center: [site.lat, site.lon], zoom: 17 };
  const loaded = (cities ?? [])
    .filter((city) => city.bbox)
    .reduce<City | undefined>(
      (best, city) => (best && best.buildings >= city.buildings ? best : city),
      undefined,
    );
  if (loaded?.bbox) {
    // Where the buildings are (the middle of the box can be a gap between samples).
    const [lon, lat] = loaded.buildings_center ?? bboxCenter(loaded.bbox);
    return { center: [lat, lon], zoom: 16 };
  }
  return { center: FALLBACK_CENTER, zoom: 15 };
}
