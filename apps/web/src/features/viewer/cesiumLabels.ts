import type { CesiumWidget, Entity } from "cesium";
import { SPHERE_METRES_PER_DEGREE, sphereEastMetres } from "@soracity/engine/geometry";
import type { Feature, FeatureCollection } from "./api";
import { addLabel, LABEL_FONT } from "./cesiumLayers";
import { linesOf } from "./geometry";
import { placeLabels, type LabelRequest, type Point2 } from "./labelPlacement";

// Contour labels of the 3D viewer that do not overlap (issue 24 §2): placed on the ground in metres, each
// label's box the size it shows at the opening view (`metresPerPixel`, the camera's range over the canvas;
// tilted 60°, so boxes are taller on the ground), longest lines first, a label per 400 px of line.

let measure: CanvasRenderingContext2D | null | undefined;
function widthPx(text: string): number {
  measure ??= document.createElement("canvas").getContext("2d");
  if (measure) measure.font = LABEL_FONT;
  return Math.ceil(measure?.measureText(text).width ?? text.length * 8) + 6;
}

/** Adds the labels of a collection's lines (`label` per feature), placed apart; returns their entities. */
export function addPlacedLabels(
  widget: CesiumWidget,
  layer: string,
  collection: FeatureCollection,
  height: number,
  label: (feature: Feature) => string | undefined,
  metresPerPixel: number,
): Entity[] {
  const first = linesOf(collection.features[0] ?? { geometry: null })[0]?.[0];
  if (!first) return [];
  const [lon0 = 0, lat0 = 0] = first;
  const toLocal = ([lon = 0, lat = 0]: number[]): Point2 => [
    sphereEastMetres(lon - lon0, lat0),
    (lat - lat0) * SPHERE_METRES_PER_DEGREE,
  ];
  const requests: (LabelRequest & { text: string; feature: Feature; length: number })[] = [];
  for (const feature of collection.features) {
    const text = label(feature);
    if (!text) continue;
    for (const points of linesOf(feature)) {
      const line = points.map(toLocal);
      let length = 0;
      for (let i = 1; i < line.length; i++)
        length += Math.hypot(line[i][0] - line[i - 1][0], line[i][1] - line[i - 1][1]);
      requests.push({
        line,
        width: widthPx(text) * metresPerPixel,
        height: 20 * metresPerPixel * 1.15,
        text,
        feature,
        length,
      });
    }
  }
  requests.sort((a, b) => b.length - a.length);
  const placed = placeLabels(requests, { stretch: 400 * metresPerPixel, gap: 2 * metresPerPixel });
  return placed.flatMap(({ index, at }) => {
    const request = requests[index];
    if (!request) return [];
    const lonLat = [lon0 + at[0] / sphereEastMetres(1, lat0), lat0 + at[1] / SPHERE_METRES_PER_DEGREE];
    return [addLabel(widget, layer, lonLat, height, request.text, request.feature.properties ?? {})];
  });
}
