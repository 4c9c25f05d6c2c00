import { useEffect, useState } from "react";
import { useQueries, useQuery } from "@tanstack/react-query";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ModelBuildings } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { mapQueries } from "./api";
import { L } from "./leaflet";
import { useLeafletMap } from "./MapContext";

export const MODEL_STYLE = { color: "#006064", weight: 2, fillColor: "#26c6da", fillOpacity: 0.45 } as const;

const combine = (results: UseQueryResult<ModelBuildings>[]) => results.map((r) => r.data);

/** The project's uploaded models as footprints above the city's buildings (pane `models`). */
export function ModelFootprints({ projectId }: { projectId: string }) {
  const map = useLeafletMap();
  const { t } = useTranslation();
  const models = useQuery(mapQueries.models(projectId));
  const collections = useQueries({
    queries: (models.data ?? []).map((model) => mapQueries.modelFootprints(model.buildings_url)),
    combine,
  });
  const [layer] = useState(() =>
    L.geoJSON(undefined, { pane: "models", style: () => ({ ...MODEL_STYLE, className: "model-footprint" }) }),
  );

  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, layer]);
  useEffect(() => {
    layer.clearLayers();
    for (const [index, collection] of collections.entries()) {
      if (!collection) continue;
      const name = models.data?.[index]?.name ?? "";
      // Validated against the contract (polygons with their properties); GeoJSON's types are structural.
      layer.addData(collection);
      layer.eachLayer((child) => {
        if (!child.getTooltip()) child.bindTooltip(`${t("map.models")}: ${name}`, { sticky: true });
      });
    }
  }, [layer, collections, models.data, t]);
  return null;
}
