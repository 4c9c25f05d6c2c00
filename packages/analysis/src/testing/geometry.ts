import type { Building } from "@soracity/citymodel";
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

/** A city building (tests): an LOD1 box on the local rectangle [x0, y0, x1, y1], `height` m above z 0. */
export function localBox(
  frame: SiteFrame,
  id: string,
  [x0, y0, x1, y1]: readonly [number, number, number, number],
  height: number,
): Building {
  return {
    id,
    source: "geojson",
    footprint: [localRect(frame, x0, y0, x1, y1).coordinates],
    groundZ: 0,
    height,
    heightSource: "attribute",
    lods: [1],
    parts: 0,
    surfaces: [],
    attributes: {},
  };
}
