import {
  BoundingSphere,
  Cartesian3,
  Color,
  ColorGeometryInstanceAttribute,
  ComponentDatatype,
  Geometry,
  GeometryAttribute,
  GeometryAttributes,
  GeometryInstance,
  PerInstanceColorAppearance,
  Primitive,
  PrimitiveType,
  type CesiumWidget,
} from "cesium";
import type { Feature, FeatureCollection } from "./api";
import type { PickPayload } from "./cesiumLayers";
import { wallFaces } from "./wallFaces";

/** Two triangles of a face's four corners. */
const QUAD = new Uint16Array([0, 1, 2, 0, 2, 3]);

/** One face as a Cesium geometry: positions on the globe (ECEF), no normals (drawn flat). */
function quadGeometry(corners: [number, number, number][]): Geometry {
  const packed: number[] = [];
  corners.forEach(([lon, lat, h], i) => Cartesian3.pack(Cartesian3.fromDegrees(lon, lat, h), packed, i * 3));
  const values = Float64Array.from(packed);
  const attributes = new GeometryAttributes();
  attributes.position = new GeometryAttribute({
    componentDatatype: ComponentDatatype.DOUBLE,
    componentsPerAttribute: 3,
    values,
  });
  return new Geometry({
    attributes,
    indices: QUAD,
    primitiveType: PrimitiveType.TRIANGLES,
    boundingSphere: BoundingSphere.fromVertices(packed),
  });
}

/**
 * The wall samples of a walls layer as coloured facade faces (wallFaces.ts), all in one Primitive with a
 * colour per instance (thousands of entities would stall the viewer); picking gives a sample's layer and
 * properties, as the dots did. Built on the main thread (`asynchronous: false`): hand-made geometries cannot
 * go to Cesium's workers, and the faces are then drawn with the first frame.
 */
export function addWallFaces(
  widget: CesiumWidget,
  layer: string,
  collection: FeatureCollection,
  colour: (feature: Feature) => [number, number, number],
): { primitive: Primitive | null; count: number } {
  const faces = wallFaces(collection);
  if (faces.length === 0) return { primitive: null, count: 0 };
  const instances = faces.map(({ corners, feature }) => {
    const [r, g, b] = colour(feature);
    const id: PickPayload = { layer, properties: { ...feature.properties } };
    return new GeometryInstance({
      geometry: quadGeometry(corners),
      id,
      attributes: { color: ColorGeometryInstanceAttribute.fromColor(Color.fromBytes(r, g, b, 255)) },
    });
  });
  const primitive = new Primitive({
    geometryInstances: instances,
    // Flat (unlit) colours as the legend shows them; both sides drawn (`closed: false`).
    appearance: new PerInstanceColorAppearance({ flat: true, translucent: false, closed: false }),
    asynchronous: false,
  });
  widget.scene.primitives.add(primitive);
  return { primitive, count: faces.length };
}
