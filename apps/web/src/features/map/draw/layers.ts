import type { Handler, LatLng, Layer, Path, PathOptions } from "leaflet";
import { L } from "./leafletDraw";
import { DEFAULT_SHAPE_COLOR, SELECTED_STYLE } from "./shapes";
import type { LonLat, Shape, ShapeKind } from "./shapes";

/** leaflet-draw adds an `editing` handler to every vector layer and marker it knows. */
export type EditableLayer = Layer & { editing?: Handler };
type EditablePath = Path & {
  editing?: Handler;
  options: PathOptions & { original?: PathOptions; editing?: PathOptions };
};

const meta = new WeakMap<Layer, { kind: ShapeKind; color: string }>();

const PIN_PATH = "M12.5 0C5.6 0 0 5.6 0 12.5 0 21.9 12.5 41 12.5 41S25 21.9 25 12.5C25 5.6 19.4 0 12.5 0z";
/** A marker pin in `color` (the default blue marker is Leaflet's own image). */
const pinIcon = (color: string) =>
  L.divIcon({
    className: "shape-pin",
    html:
      `<svg xmlns="http://www.w3.org/2000/svg" width="25" height="41" viewBox="0 0 25 41" aria-hidden="true">` +
      `<path d="${PIN_PATH}" fill="${color}" stroke="rgba(0,0,0,0.45)"/>` +
      `<circle cx="12.5" cy="12.5" r="4.5" fill="#fff"/></svg>`,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    popupAnchor: [1, -34],
  });

export const shapeKind = (layer: Layer) => meta.get(layer)?.kind;
export const shapeColor = (layer: Layer) => meta.get(layer)?.color ?? DEFAULT_SHAPE_COLOR;

/** Sets a shape's colour (stroke and fill of vectors, the pin of a marker). */
export function setShapeColor(layer: Layer, color: string): void {
  const kind = meta.get(layer)?.kind;
  if (!kind) return;
  meta.set(layer, { kind, color });
  if (layer instanceof L.Marker) {
    if (color !== DEFAULT_SHAPE_COLOR) layer.setIcon(pinIcon(color));
  } else if (layer instanceof L.Path) {
    layer.setStyle({ color, fillColor: color });
    const editing = (layer as EditablePath).options.original;
    if (editing) Object.assign(editing, { color, fillColor: color });
  }
}

/** Makes a layer one of the drawn shapes: its kind and colour, clicks that stay on the shape. */
export function registerShape(layer: Layer, kind: ShapeKind, color = DEFAULT_SHAPE_COLOR): void {
  meta.set(layer, { kind, color });
  if (layer instanceof L.Path) layer.options.bubblingMouseEvents = false;
  setShapeColor(layer, color);
}

const lonLat = (p: LatLng): LonLat => [p.lng, p.lat];

/** The plain shape of a drawn layer (for export and the forms), or null for a layer that is not one. */
export function shapeOf(layer: Layer): Shape | null {
  const info = meta.get(layer);
  if (!info) return null;
  const { kind, color } = info;
  if (kind === "marker" && layer instanceof L.Marker)
    return { kind, color, position: lonLat(layer.getLatLng()) };
  if (kind === "circle" && layer instanceof L.Circle)
    return { kind, color, position: lonLat(layer.getLatLng()), radiusM: layer.getRadius() };
  if (kind === "circlemarker" && layer instanceof L.CircleMarker)
    return { kind, color, position: lonLat(layer.getLatLng()), radiusPx: layer.getRadius() };
  if (kind === "polyline" && layer instanceof L.Polyline) {
    const geometry = (layer.toGeoJSON(6) as GeoJSON.Feature).geometry;
    if (geometry.type === "LineString") return { kind, color, path: geometry.coordinates as LonLat[] };
  }
  if ((kind === "polygon" || kind === "rectangle") && layer instanceof L.Polygon) {
    const geometry = layer.toGeoJSON(6).geometry;
    if (geometry.type === "Polygon") return { kind, color, rings: geometry.coordinates as LonLat[][] };
  }
  return null;
}

const latLng = ([lon, lat]: LonLat): [number, number] => [lat, lon];

/** A new Leaflet layer for an imported shape (registered, with its colour). */
export function layerOf(shape: Shape): Layer {
  let layer: Layer;
  switch (shape.kind) {
    case "marker":
      layer = L.marker(latLng(shape.position));
      break;
    case "circlemarker":
      layer = L.circleMarker(latLng(shape.position), { radius: shape.radiusPx });
      break;
    case "circle":
      layer = L.circle(latLng(shape.position), { radius: shape.radiusM });
      break;
    case "polyline":
      layer = L.polyline(shape.path.map(latLng), { fill: false });
      break;
    case "rectangle":
      layer = L.rectangle(L.latLngBounds(shape.rings[0]?.map(latLng) ?? []));
      break;
    case "polygon":
      layer = L.polygon(shape.rings.map((ring) => ring.map(latLng)));
      break;
  }
  registerShape(layer, shape.kind, shape.color);
  return layer;
}

/**
 * Editing one shape from its popup, the way leaflet-draw's edit mode does it: the selected style (dashed
 * 10,10, pink fill at 0.1) while its handles are on, its own style back afterwards.
 */
export function enableShapeEditing(layer: Layer): void {
  if (layer instanceof L.Path) {
    const path = layer as EditablePath;
    // L.extend, not a spread: it copies the inherited defaults too (dashArray null, ...), so that restoring
    // `original` really undoes the selected style.
    path.options.original = L.extend({}, path.options);
    path.options.editing = { ...SELECTED_STYLE };
  }
  (layer as EditableLayer).editing?.enable();
}

export function disableShapeEditing(layer: Layer): void {
  (layer as EditableLayer).editing?.disable();
  if (layer instanceof L.Path) {
    const path = layer as EditablePath;
    delete path.options.original;
    delete path.options.editing;
  }
}
