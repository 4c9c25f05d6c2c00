import {
  Cartesian3,
  Color,
  type Entity,
  HeightReference,
  ImageMaterialProperty,
  JulianDate,
  LabelStyle,
  Math as CesiumMath,
  PointPrimitiveCollection,
  PolygonHierarchy,
  VerticalOrigin,
  type CesiumWidget,
} from "cesium";
import { SPHERE_METRES_PER_DEGREE, sphereEastMetres } from "@soracity/engine/geometry";
import type { Feature, FeatureCollection } from "./api";
import { labelPoint, linesOf, pointOf } from "./geometry";

/** What a click on one of our entities or points shows: its layer and its properties. */
export interface PickPayload {
  layer: string;
  properties: Record<string, unknown>;
}

const rgb = ([r, g, b]: [number, number, number], alpha = 1) =>
  Color.fromBytes(r, g, b, Math.round(alpha * 255));

/**
 * A result PNG (heat map) laid on a flat quad through its four corners (SW, SE, NE, NW lon/lat) at `height`
 * (orthometric metres, as the city tiles are placed). The texture follows the rectangle's bearing.
 */
export function addImageOverlay(
  widget: CesiumWidget,
  layer: string,
  url: string,
  corners: number[][],
  height: number,
): Entity[] {
  const [sw, se] = corners as [number[], number[]];
  // Bearing of the SW -> SE edge from east: the texture is turned by it (counter-clockwise from north in Cesium).
  const angle = Math.atan2(
    (se[1] - sw[1]) * SPHERE_METRES_PER_DEGREE,
    sphereEastMetres(se[0] - sw[0], sw[1]),
  );
  const entity = widget.entities.add({
    name: layer,
    polygon: {
      hierarchy: new PolygonHierarchy(corners.map(([lon, lat]) => Cartesian3.fromDegrees(lon, lat, height))),
      height,
      perPositionHeight: false,
      stRotation: -angle,
      material: new ImageMaterialProperty({ image: url, transparent: true }),
    },
    properties: { layer },
  });
  return [entity];
}

/**
 * Lines (contours, outlines) of a collection, coloured per feature, with an optional label per feature at
 * its northernmost point unless `withLabels` is false (contour labels are placed apart: cesiumLabels.ts).
 */
export function addLines(
  widget: CesiumWidget,
  layer: string,
  collection: FeatureCollection,
  height: number,
  style: (feature: Feature) => { colour: [number, number, number]; label?: string },
  withLabels = true,
): Entity[][] {
  return collection.features.map((feature) => {
    const { colour, label } = style(feature);
    const entities: Entity[] = [];
    const lines = linesOf(feature).filter((l) => l.length >= 2);
    for (const line of lines)
      entities.push(
        widget.entities.add({
          name: layer,
          polyline: {
            positions: line.map(([lon, lat]) => Cartesian3.fromDegrees(lon, lat, height)),
            width: 3,
            material: rgb(colour),
          },
          properties: { layer, ...feature.properties },
        }),
      );
    const at = withLabels && label && lines[0] ? labelPoint(lines[0]) : null;
    if (at && label) entities.push(addLabel(widget, layer, at, height, label, feature.properties ?? {}));
    return entities;
  });
}

/** The font of the line labels (the 3D label placement measures its boxes in it). */
export const LABEL_FONT = "bold 14px sans-serif";

/** A label at `at` (lon, lat) and `height`, drawn over everything, picking gives `properties`. */
export function addLabel(
  widget: CesiumWidget,
  layer: string,
  at: number[],
  height: number,
  text: string,
  properties: Record<string, unknown>,
): Entity {
  return widget.entities.add({
    name: layer,
    position: Cartesian3.fromDegrees(at[0] ?? 0, at[1] ?? 0, height),
    label: {
      text,
      font: LABEL_FONT,
      fillColor: Color.WHITE,
      outlineColor: Color.BLACK,
      outlineWidth: 3,
      style: LabelStyle.FILL_AND_OUTLINE,
      verticalOrigin: VerticalOrigin.CENTER,
      disableDepthTestDistance: Number.POSITIVE_INFINITY,
    },
    properties: { layer, ...properties },
  });
}

/** Point features as coloured dots; picking gives their properties. */
export function addPoints(
  widget: CesiumWidget,
  layer: string,
  collection: FeatureCollection,
  height: number,
  colour: (feature: Feature) => [number, number, number],
): PointPrimitiveCollection {
  const points = widget.scene.primitives.add(new PointPrimitiveCollection()) as PointPrimitiveCollection;
  for (const feature of collection.features) {
    const p = pointOf(feature);
    if (!p) continue;
    const z = typeof p[2] === "number" ? p[2] : height;
    const payload: PickPayload = { layer, properties: { ...feature.properties } };
    points.add({
      position: Cartesian3.fromDegrees(p[0], p[1], z),
      color: rgb(colour(feature)),
      pixelSize: 8,
      // A thin dark rim keeps the pale (little shade) colours visible against a light wall.
      outlineColor: Color.fromBytes(60, 60, 60, 160),
      outlineWidth: 1,
      id: payload,
    });
  }
  return points;
}

/**
 * Footprints (planned buildings, model buildings, an envelope's tiers) extruded from `base` to base + height,
 * each in `colour` or its own, `alpha` opaque.
 */
export function addExtruded(
  widget: CesiumWidget,
  layer: string,
  items: {
    polygons: number[][][][];
    base: number;
    height: number;
    properties: Record<string, unknown>;
    colour?: [number, number, number];
  }[],
  colour: [number, number, number],
  alpha = 0.85,
): Entity[] {
  const out: Entity[] = [];
  for (const item of items)
    for (const polygon of item.polygons) {
      const [outer, ...holes] = polygon;
      if (!outer || outer.length < 3) continue;
      const ring = (r: number[][]) => r.map(([lon, lat]) => Cartesian3.fromDegrees(lon, lat));
      out.push(
        widget.entities.add({
          name: layer,
          polygon: {
            hierarchy: new PolygonHierarchy(
              ring(outer),
              holes.map((h) => new PolygonHierarchy(ring(h))),
            ),
            height: item.base,
            heightReference: HeightReference.NONE,
            extrudedHeight: item.base + Math.max(0.1, item.height),
            material: rgb(item.colour ?? colour, alpha),
            outline: false,
          },
          properties: { layer, height: item.height, ...item.properties },
        }),
      );
    }
  return out;
}

/** Shows only the entities of one group (the outline of one time), hiding the others. */
export function showOnly(groups: Entity[][], index: number): void {
  groups.forEach((group, i) => {
    for (const entity of group) entity.show = i === index;
  });
}

/** The properties of a picked entity of ours (a ConstantProperty bag), else null. */
export function entityPayload(entity: Entity): PickPayload | null {
  const bag = entity.properties;
  if (!bag) return null;
  const properties = { ...(bag.getValue(JulianDate.now()) as Record<string, unknown>) };
  const layer = typeof properties.layer === "string" ? properties.layer : "";
  delete properties.layer;
  return { layer, properties };
}

export const toDegrees = (radians: number) => CesiumMath.toDegrees(radians);
