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

// Solids of a result (the 天空率 conforming buildings): each feature a planar face, a GeoJSON Polygon of
// [lon, lat, z] with z in metres above the site's ground; drawn translucent beside the plan.

type Corner = [number, number, number];

/** The outer ring of a face feature without its closing point (null when it is no face). */
export function faceRing(feature: Feature): Corner[] | null {
  const g = feature.geometry;
  if (g?.type !== "Polygon" || !Array.isArray(g.coordinates)) return null;
  const ring = (g.coordinates as unknown[])[0];
  if (!Array.isArray(ring)) return null;
  const corners = ring.filter(
    (p): p is Corner => Array.isArray(p) && p.length >= 3 && p.every((v) => typeof v === "number"),
  );
  const [first, last] = [corners[0], corners[corners.length - 1]];
  if (first && last && corners.length > 1 && first.every((v, i) => v === last[i])) corners.pop();
  return corners.length >= 3 ? corners : null;
}

/** A convex planar face as a triangle fan on the globe, `ground` m added to its heights. */
function faceGeometry(corners: Corner[], ground: number): Geometry {
  const packed: number[] = [];
  corners.forEach(([lon, lat, z], i) =>
    Cartesian3.pack(Cartesian3.fromDegrees(lon, lat, ground + z), packed, i * 3),
  );
  const indices: number[] = [];
  for (let i = 1; i + 1 < corners.length; i++) indices.push(0, i, i + 1);
  const attributes = new GeometryAttributes();
  attributes.position = new GeometryAttribute({
    componentDatatype: ComponentDatatype.DOUBLE,
    componentsPerAttribute: 3,
    values: Float64Array.from(packed),
  });
  return new Geometry({
    attributes,
    indices: Uint16Array.from(indices),
    primitiveType: PrimitiveType.TRIANGLES,
    boundingSphere: BoundingSphere.fromVertices(packed),
  });
}

/** The faces of a solids layer as one translucent Primitive, coloured per feature; null without faces. */
export function addSolidFaces(
  widget: CesiumWidget,
  layer: string,
  collection: FeatureCollection,
  colour: (feature: Feature) => [number, number, number],
  ground: number,
): Primitive | null {
  const instances = collection.features.flatMap((feature) => {
    const ring = faceRing(feature);
    if (!ring) return [];
    const [r, g, b] = colour(feature);
    const id: PickPayload = { layer, properties: { ...feature.properties } };
    return [
      new GeometryInstance({
        geometry: faceGeometry(ring, ground),
        id,
        attributes: { color: ColorGeometryInstanceAttribute.fromColor(Color.fromBytes(r, g, b, 70)) },
      }),
    ];
  });
  if (instances.length === 0) return null;
  const primitive = new Primitive({
    geometryInstances: instances,
    appearance: new PerInstanceColorAppearance({ flat: true, translucent: true, closed: false }),
    asynchronous: false,
  });
  widget.scene.primitives.add(primitive);
  return primitive;
}
