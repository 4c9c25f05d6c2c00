import { useEffect } from "react";
import { useLeafletMap } from "../../map/MapContext";
import { L } from "../../map/leaflet";
import { useBridge } from "../bridge";

/** The form's geometry on the map (ranges, planned buildings, points, sources, barriers), labelled. */
export function FormOverlays() {
  const map = useLeafletMap();
  const { overlays } = useBridge();
  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    for (const overlay of overlays) {
      const style = { color: overlay.color, weight: 2, fillOpacity: 0.08, className: "form-overlay" };
      const layer = L.geoJSON(
        { type: "Feature", properties: {}, geometry: overlay.geometry } as GeoJSON.Feature,
        {
          style: () => style,
          pointToLayer: (_feature, at) =>
            L.circleMarker(at, {
              ...style,
              radius: 6,
              fillOpacity: overlay.hollow ? 0 : 0.8,
              fillColor: overlay.color,
              weight: overlay.hollow ? 3 : 2,
              dashArray: overlay.hollow ? "3 2" : undefined,
            }),
          interactive: false,
        },
      );
      layer.bindTooltip(overlay.label, { direction: "top", className: "form-overlay-label" });
      group.addLayer(layer);
      // Elements exist once on the map: mark them for tests.
      layer.eachLayer((child) => {
        const element = (child as { getElement?: () => Element | undefined }).getElement?.();
        element?.setAttribute("data-overlay", overlay.id);
      });
    }
    return () => {
      group.remove();
    };
  }, [map, overlays]);
  return null;
}
