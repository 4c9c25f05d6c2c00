import type { SiteFrame } from "../frame";

/** A closed GeoJSON Polygon of the local rectangle [x0, y0, x1, y1] (metres) in lon/lat (tests). */
export function localRect(frame: SiteFrame, x0: number, y0: number, x1: number, y1: number) {
  const ring = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ].map(([x = 0, y = 0]) => frame.toLonLat(x, y));
  return { type: "Polygon" as const, coordinates: [ring] };
}

/** Parses a GeoJSON layer's bytes (tests). */
export function parseLayer<
  T = { features: { properties: Record<string, unknown>; geometry: { coordinates: unknown } }[] },
>(data: Uint8Array): T {
  return JSON.parse(new TextDecoder().decode(data)) as T;
}
