import { useEffect } from "react";
import type { Feature } from "geojson";
import type { CircleMarker, Layer, LeafletMouseEvent, Map as LeafletMap, PathOptions } from "leaflet";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/queryKeys";
import { useLeafletMap } from "../../map/MapContext";
import { L } from "../../map/leaflet";
import { fetchLayerJson } from "../api";
import { addContourLabels } from "./contourLabels";

export interface GeoJsonLook {
  style: (feature: Feature) => PathOptions;
  /** Text of a feature's label; `permanent` labels stay on the map, placed apart (contour hours). */
  label?: (feature: Feature) => string | null;
  permanent?: boolean;
  filter?: (feature: Feature) => boolean;
  /** Points as circle markers of this radius (px). */
  pointRadius?: number;
  /** Called when a feature is clicked (the 天空率 points open their 天空図). */
  onClick?: (feature: Feature) => void;
  /** Points that may be dragged (`can`) and where they were dropped ([lon, lat]). */
  drag?: {
    can: (feature: Feature) => boolean;
    onDrop: (feature: Feature, position: [number, number]) => void;
  };
}

/**
 * Lets a circle marker be dragged with the mouse: the map does not pan meanwhile, and `onDrop` gets where it
 * was let go (not called for a plain click). The marker then goes back: it shows the result where it was
 * computed; what the drop changes is the handler's to show.
 */
function makeDraggable(map: LeafletMap, marker: CircleMarker, onDrop: (position: [number, number]) => void) {
  marker.on("mousedown", (down: LeafletMouseEvent) => {
    L.DomEvent.preventDefault(down.originalEvent);
    map.dragging.disable();
    const origin = marker.getLatLng();
    let moved = false;
    const move = (event: LeafletMouseEvent) => {
      moved = true;
      marker.setLatLng(event.latlng);
    };
    const up = () => {
      map.off("mousemove", move);
      map.off("mouseup", up);
      map.dragging.enable();
      const end = marker.getLatLng();
      marker.setLatLng(origin);
      if (moved && !end.equals(origin)) onDrop([end.lng, end.lat]);
    };
    map.on("mousemove", move);
    map.on("mouseup", up);
  });
}

/**
 * A GeoJSON result layer fetched from its `url` and drawn with `look`; `testId` (its base name) and `name`
 * (the layer's, with its view's suffix) mark its elements.
 */
export function GeoJsonResult({
  url,
  look,
  testId,
  name,
}: {
  url: string;
  look: GeoJsonLook;
  testId: string;
  name: string;
}) {
  const map = useLeafletMap();
  const data = useQuery({
    queryKey: queryKeys.resultLayer(url),
    queryFn: () => fetchLayerJson(url),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (!data.data) return;
    const layer = L.geoJSON(data.data as GeoJSON.GeoJsonObject, {
      style: (feature) => (feature ? look.style(feature) : {}),
      filter: look.filter,
      pointToLayer: (feature: Feature, at) => {
        const marker = L.circleMarker(at, { ...look.style(feature), radius: look.pointRadius ?? 5 });
        const drag = look.drag;
        if (drag?.can(feature)) makeDraggable(map, marker, (position) => drag.onDrop(feature, position));
        return marker;
      },
      onEachFeature: (feature: Feature, child: Layer) => {
        const text = look.label?.(feature);
        // Permanent labels (contour hours) are placed apart below, not as tooltips.
        if (text && !look.permanent) child.bindTooltip(text, { direction: "center" });
        const onClick = look.onClick;
        if (onClick) child.on("click", () => onClick(feature));
      },
      interactive: Boolean(look.label ?? look.onClick ?? look.drag),
    }).addTo(map);
    layer.eachLayer((child) => {
      const element = (child as { getElement?: () => Element | undefined }).getElement?.();
      element?.setAttribute("data-result", testId);
      element?.setAttribute("data-layer", name);
      const feature = (child as { feature?: Feature }).feature;
      // Features with an id (天空率 points) name it, for tests and the drag's hint.
      const id: unknown = feature?.properties?.id;
      if (typeof id === "string") element?.setAttribute("data-id", id);
      if (feature && look.drag?.can(feature)) {
        element?.setAttribute("data-draggable", "true");
        element?.classList.add("result-draggable");
      }
    });
    const removeLabels = look.permanent && look.label ? addContourLabels(map, layer, look.label) : null;
    return () => {
      removeLabels?.();
      layer.remove();
    };
  }, [map, data.data, look, testId, name]);
  return null;
}
