import type { City } from "@soracity/contracts";

/** The loaded catalogue city whose buildings' bbox holds a point, or null (no city tiles then). */
export function cityAt(site: { lon: number; lat: number } | null, cities: City[] | undefined): City | null {
  if (!site) return null;
  return (
    cities?.find(
      (c) =>
        c.loaded &&
        c.bbox !== null &&
        site.lon >= c.bbox[0] &&
        site.lon <= c.bbox[2] &&
        site.lat >= c.bbox[1] &&
        site.lat <= c.bbox[3],
    ) ?? null
  );
}
