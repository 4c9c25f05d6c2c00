import type { Feature } from "geojson";
import type { GeoJSON, LatLng, Map as LeafletMap } from "leaflet";
import { L } from "../../map/leaflet";
import { placeLabels, type LabelRequest } from "../../viewer/labelPlacement";

// The contour labels of the 2D map (issue 24 §2): placed along the lines on screen with no two touching
// (labelPlacement.ts), again after each move or zoom; the 2D map and the share page use them.

const FONT = "600 11px sans-serif";
const HEIGHT = 16;
let measure: CanvasRenderingContext2D | null | undefined;

/** Width of a label's box (px): the text measured in the label's font, plus its padding. */
function widthOf(text: string): number {
  measure ??= document.createElement("canvas").getContext("2d");
  if (measure) measure.font = FONT;
  return Math.ceil(measure?.measureText(text).width ?? text.length * 7) + 8;
}

const flatten = (latLngs: unknown): LatLng[][] =>
  Array.isArray(latLngs) && latLngs.length > 0 && Array.isArray(latLngs[0])
    ? latLngs.flatMap(flatten)
    : [latLngs as LatLng[]];

/** The label element: text only (no HTML from the data). */
function labelIcon(text: string, width: number) {
  const element = document.createElement("span");
  element.textContent = text;
  element.style.cssText =
    `display:block;font:${FONT};line-height:${HEIGHT}px;text-align:center;white-space:nowrap;` +
    "background:rgba(255,255,255,0.85);border-radius:3px;color:#212121;";
  return L.divIcon({ html: element, className: "result-label", iconSize: [width, HEIGHT] });
}

/**
 * Adds the labels of `lines`' features to the map and keeps them placed; returns the function that removes
 * them. Longer lines are labelled first; a line is labelled once per 400 px of it.
 */
export function addContourLabels(
  map: LeafletMap,
  lines: GeoJSON,
  label: (feature: Feature) => string | null,
): () => void {
  const group = L.layerGroup().addTo(map);
  const place = () => {
    group.clearLayers();
    const requests: (LabelRequest & { text: string; length: number })[] = [];
    lines.eachLayer((child) => {
      if (!(child instanceof L.Polyline)) return;
      const text = label(child.feature as Feature);
      if (!text) return;
      const width = widthOf(text);
      for (const part of flatten(child.getLatLngs())) {
        const line = part.map((ll) => {
          const p = map.latLngToContainerPoint(ll);
          return [p.x, p.y] as [number, number];
        });
        let length = 0;
        for (let i = 1; i < line.length; i++)
          length += Math.hypot(line[i][0] - line[i - 1][0], line[i][1] - line[i - 1][1]);
        requests.push({ line, width, height: HEIGHT, text, length });
      }
    });
    requests.sort((a, b) => b.length - a.length);
    const size = map.getSize();
    const keep = ([x, y]: [number, number]) => x >= 0 && y >= 0 && x <= size.x && y <= size.y;
    for (const { index, at } of placeLabels(requests, { stretch: 400, gap: 2, keep })) {
      const request = requests[index];
      if (!request) continue;
      L.marker(map.containerPointToLatLng(at), {
        icon: labelIcon(request.text, request.width),
        interactive: false,
        keyboard: false,
      }).addTo(group);
    }
  };
  place();
  map.on("moveend zoomend resize", place);
  return () => {
    map.off("moveend zoomend resize", place);
    group.remove();
  };
}
