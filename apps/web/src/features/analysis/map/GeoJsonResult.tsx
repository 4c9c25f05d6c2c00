import { useEffect } from "react";
import type { Feature } from "geojson";
import type { Layer, PathOptions } from "leaflet";
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
      pointToLayer: (feature: Feature, at) =>
        L.circleMarker(at, { ...look.style(feature), radius: look.pointRadius ?? 5 }),
      onEachFeature: (feature: Feature, child: Layer) => {
        const text = look.label?.(feature);
        // Permanent labels (contour hours) are placed apart below, not as tooltips.
        if (text && !look.permanent) child.bindTooltip(text, { direction: "center" });
        const onClick = look.onClick;
        if (onClick) child.on("click", () => onClick(feature));
      },
      interactive: Boolean(look.label ?? look.onClick),
    }).addTo(map);
    layer.eachLayer((child) => {
      const element = (child as { getElement?: () => Element | undefined }).getElement?.();
      element?.setAttribute("data-result", testId);
      element?.setAttribute("data-layer", name);
    });
    const removeLabels = look.permanent && look.label ? addContourLabels(map, layer, look.label) : null;
    return () => {
      removeLabels?.();
      layer.remove();
    };
  }, [map, data.data, look, testId, name]);
  return null;
}
