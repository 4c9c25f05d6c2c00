import type { SiteFrame } from "../frame";

/** A closed GeoJSON Polygon of the local rectangle [x0, y0, x1, y1] (metres) in lon/lat (tests). */
export const localRect = (frame: SiteFrame, x0: number, y0: number, x1: number, y1: number) =>
  frame.rectangle(x0, y0, x1, y1);

/** Parses a GeoJSON layer's bytes (tests). */
export function parseLayer<
  T = { features: { properties: Record<string, unknown>; geometry: { coordinates: unknown } }[] },
>(data: Uint8Array): T {
  return JSON.parse(new TextDecoder().decode(data)) as T;
}
