import { useEffect } from "react";
import { useLeafletMap } from "../../map/MapContext";
import { disableShapeEditing, enableShapeEditing } from "../../map/draw/layers";
import { L } from "../../map/draw/leafletDraw";
import { useBridge } from "../bridge";

/**
 * A form polygon edited in place (PRODUCT.md §4 edit mode on the form's geometry): leaflet-draw's vertex handles on
 * a copy of it; every change is kept in the request's `latest`, which the side panel applies when done.
 */
export function FormEditor() {
  const map = useLeafletMap();
  const { edit } = useBridge();
  useEffect(() => {
    if (!edit) return;
    const ring = edit.polygon.coordinates[0] ?? [];
    const layer = L.polygon(
      ring.slice(0, -1).map(([lon, lat]) => L.latLng(lat, lon)),
      { color: edit.color, weight: 3, className: "form-editing" },
    ).addTo(map);
    enableShapeEditing(layer);
    const changed = () => {
      const geometry = layer.toGeoJSON(7).geometry;
      if (geometry.type === "Polygon")
        edit.latest = { type: "Polygon", coordinates: geometry.coordinates as [number, number][][] };
    };
    layer.on("edit", changed);
    return () => {
      layer.off("edit", changed);
      disableShapeEditing(layer);
      layer.remove();
    };
  }, [map, edit]);
  return null;
}
