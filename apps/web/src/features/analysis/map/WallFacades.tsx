import { useEffect, useMemo } from "react";
import type { ResultLayer } from "@soracity/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../../api/queryKeys";
import { useLeafletMap } from "../../map/MapContext";
import { L } from "../../map/leaflet";
import { fetchLayerJson } from "../api";
import { heatCss } from "../../viewer/palette";
import { facadeSegments, type FacadeSegment } from "./wallFacades";

/** The values of a facade, one line each (text nodes: building ids come from the data). */
function details(lines: string[]): HTMLElement {
  const box = document.createElement("div");
  box.dataset.testid = "wall-details";
  for (const line of lines) {
    const row = document.createElement("div");
    row.textContent = line;
    box.append(row);
  }
  return box;
}

/**
 * 壁面日影 on the 2D map (issue 24 §2): each facade of the walls layer as a segment coloured by its worst
 * sample's shade hours on the heat scale 0 to `maxHours` (the window), as the legend shows; a click gives
 * the facade's values.
 */
export function WallFacades({ layer, maxHours }: { layer: ResultLayer; maxHours: number }) {
  const map = useLeafletMap();
  const { t } = useTranslation();
  const data = useQuery({
    queryKey: queryKeys.resultLayer(layer.url),
    queryFn: () => fetchLayerJson(layer.url),
    staleTime: Infinity,
  });
  const segments = useMemo(() => facadeSegments(data.data), [data.data]);
  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    const hours = (v: number) => t("analysis.result.hours", { hours: v.toFixed(2) });
    // Least shaded first, so the worst facades lie on top where facades meet.
    for (const s of [...segments].reverse()) {
      const colour = heatCss(maxHours > 0 ? s.worst / maxHours : 0);
      const style = { color: colour, weight: 6, opacity: 0.95, lineCap: "butt" as const };
      const shape =
        s.from[0] === s.to[0] && s.from[1] === s.to[1]
          ? L.circleMarker(s.from, { ...style, weight: 2, fillColor: colour, fillOpacity: 1, radius: 4 })
          : L.polyline([s.from, s.to], style);
      shape
        .bindTooltip(hours(s.worst))
        .bindPopup(() => details(lines(s)))
        .addTo(group);
      const element = shape.getElement();
      element?.setAttribute("data-result", "walls");
      element?.setAttribute("data-hours", String(s.worst));
      element?.setAttribute("data-layer", layer.name);
    }
    function lines(s: FacadeSegment): string[] {
      return [
        t("analysis.result.wall_building", { building: s.building ?? "—" }),
        t("analysis.result.wall_facade", { facade: s.facade + 1 }),
        t("analysis.result.wall_worst", { hours: s.worst.toFixed(2), z: s.worstZ.toFixed(1) }),
        t("analysis.result.wall_least", { hours: s.least.toFixed(2) }),
        t("analysis.result.wall_samples", { count: s.samples }),
      ];
    }
    return () => {
      group.remove();
    };
  }, [map, segments, maxHours, t, layer.name]);
  return null;
}
