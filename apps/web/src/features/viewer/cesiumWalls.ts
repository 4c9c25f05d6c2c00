import {
  Cartesian3,
  Color,
  ColorGeometryInstanceAttribute,
  GeometryInstance,
  PerInstanceColorAppearance,
  Primitive,
  WallGeometry,
  type CesiumWidget,
} from "cesium";
import type { Feature, FeatureCollection } from "./api";
import type { PickPayload } from "./cesiumLayers";
import { wallFaces, type WallFace } from "./wallFaces";

/** A face as a Cesium wall: its bottom edge on the globe, from its bottom height to its top. */
function faceGeometry({ corners: [a, b, , d] }: WallFace): WallGeometry {
  const [bottom, top] = [a?.[2] ?? 0, d?.[2] ?? 0];
  return new WallGeometry({
    positions: [a, b].map((c) => Cartesian3.fromDegrees(c?.[0] ?? 0, c?.[1] ?? 0)),
    minimumHeights: [bottom, bottom],
    maximumHeights: [top, top],
    vertexFormat: PerInstanceColorAppearance.FLAT_VERTEX_FORMAT,
  });
}

/**
 * The wall samples of a walls layer as coloured facade faces (wallFaces.ts), all in one Primitive with a
 * colour per instance (thousands of entities would stall the viewer; a run may sample 500,000); picking gives
 * a sample's layer and properties, as the dots did. Its geometry is built on Cesium's workers: wait for the
 * primitive's `ready` before the scene counts as drawn.
 */
export function addWallFaces(
  widget: CesiumWidget,
  layer: string,
  collection: FeatureCollection,
  colour: (feature: Feature) => [number, number, number],
): { primitive: Primitive | null; count: number } {
  const faces = wallFaces(collection);
  if (faces.length === 0) return { primitive: null, count: 0 };
  const instances = faces.map((face) => {
    const [r, g, b] = colour(face.feature);
    const id: PickPayload = { layer, properties: { ...face.feature.properties } };
    return new GeometryInstance({
      geometry: faceGeometry(face),
      id,
      attributes: { color: ColorGeometryInstanceAttribute.fromColor(Color.fromBytes(r, g, b, 255)) },
    });
  });
  const primitive = new Primitive({
    geometryInstances: instances,
    // Flat (unlit) colours as the legend shows them; both sides drawn (`closed: false`).
    appearance: new PerInstanceColorAppearance({ flat: true, translucent: false, closed: false }),
  });
  widget.scene.primitives.add(primitive);
  return { primitive, count: faces.length };
}
