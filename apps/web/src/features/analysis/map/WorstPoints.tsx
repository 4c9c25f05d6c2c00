import { useEffect } from "react";
import type { HikageSummary } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { useLeafletMap } from "../../map/MapContext";
import { L } from "../../map/leaflet";

/** The worst point of each regulation zone, green when the zone passes, red when it fails. */
export function WorstPoints({ regulation }: { regulation: NonNullable<HikageSummary["regulation"]> }) {
  const map = useLeafletMap();
  const { t } = useTranslation();
  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    for (const zone of regulation.zones) {
      if (!zone.worst) continue;
      const color = zone.pass ? "#2e7d32" : "#c62828";
      const marker = L.circleMarker([zone.worst.lat, zone.worst.lon], {
        radius: 7,
        color: "#fff",
        weight: 2,
        fillColor: color,
        fillOpacity: 1,
      })
        .bindTooltip(
          t("analysis.result.worst", {
            zone: t(`analysis.result.zone_${zone.zone === "5-10m" ? "5_10" : "10"}`),
            hours: zone.worst.hours.toFixed(2),
            limit: zone.limit,
          }),
        )
        .addTo(group);
      marker.getElement()?.setAttribute("data-result", `worst-${zone.pass ? "pass" : "fail"}`);
    }
    return () => {
      group.remove();
    };
  }, [map, regulation, t]);
  return null;
}
