import { useEffect, useState } from "react";
import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import type { UseQueryResult } from "@tanstack/react-query";
import type { BuildingCollection, BuildingFeature } from "@soracity/contracts";
import type { Feature, FeatureCollection } from "geojson";
import type { GeoJSONOptions, PathOptions } from "leaflet";
import { mapQueries } from "./api";
import { buildingsQueryBbox, intersects } from "./bbox";
import { BuildingsLegend } from "./BuildingsLegend";
import type { BuildingsState } from "./BuildingsLegend";
import { colorByHeight } from "./heightColor";
import { L } from "./leaflet";
import { useLeafletMap } from "./MapContext";
import { useViewBbox } from "./useViewBbox";

interface Combined {
  features: BuildingFeature[];
  attributions: string[];
  truncated: boolean;
  pending: boolean;
  error: boolean;
}

/** Stable (module-level) so TanStack Query memoizes the combined result between renders. */
function combine(results: UseQueryResult<BuildingCollection>[]): Combined {
  const seen = new Set<string>();
  const features: BuildingFeature[] = [];
  for (const result of results) {
    for (const feature of result.data?.features ?? []) {
      if (seen.has(feature.id)) continue;
      seen.add(feature.id);
      features.push(feature);
    }
  }
  return {
    features,
    attributions: [...new Set(results.flatMap((r) => (r.data ? [r.data.attribution] : [])))],
    truncated: results.some((r) => r.data?.truncated),
    pending: results.some((r) => r.isPending),
    error: results.some((r) => r.isError),
  };
}

const heightOf = (feature: Feature | undefined) => {
  const value: unknown = feature?.properties?.height;
  return typeof value === "number" ? value : Number.NaN;
};

/**
 * PLATEAU buildings of the catalogue's loaded cities in view, as footprints coloured by height (canvas, below
 * the drawn shapes), refreshed after pans and zooms within the API's bbox limit; with a legend unless told not.
 */
export function CityBuildings({ legend = true }: { legend?: boolean }) {
  const map = useLeafletMap();
  const view = useViewBbox();
  const cities = useQuery(mapQueries.cities);
  const area = buildingsQueryBbox(view);
  const codes =
    area === null
      ? []
      : (cities.data ?? []).filter((c) => c.loaded && c.bbox && intersects(c.bbox, area)).map((c) => c.code);
  const data = useQueries({
    queries: area
      ? codes.map((code) => ({ ...mapQueries.buildings(code, area), placeholderData: keepPreviousData }))
      : [],
    combine,
  });

  const [layer] = useState(() => {
    // GeoJSON hands its options to every polygon it makes: one canvas for thousands of footprints.
    const options: GeoJSONOptions & PathOptions = {
      pane: "buildings",
      renderer: L.canvas({ pane: "buildings", padding: 0.3 }),
      interactive: false,
      style: (feature) => ({
        color: "#6d4c2f",
        weight: 0.6,
        opacity: 0.7,
        fillColor: colorByHeight(heightOf(feature)),
        fillOpacity: 0.85,
      }),
    };
    return L.geoJSON(undefined, options);
  });
  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, layer]);
  useEffect(() => {
    layer.clearLayers();
    if (area === null || data.features.length === 0) return;
    const collection: FeatureCollection = { type: "FeatureCollection", features: data.features };
    layer.addData(collection);
    // `area` only matters as "shown or not": its identity changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layer, data.features, area === null]);
  useEffect(() => {
    for (const text of data.attributions) map.attributionControl?.addAttribution(text);
    return () => {
      for (const text of data.attributions) map.attributionControl?.removeAttribution(text);
    };
  }, [map, data.attributions]);

  // Zooming in only helps where a city has buildings: over an empty one the legend says there are none.
  const anyInView = (cities.data ?? []).some((c) => c.loaded && c.bbox && intersects(c.bbox, view));
  const state: BuildingsState =
    area === null
      ? cities.isSuccess && !anyInView
        ? "none"
        : "zoom"
      : cities.isError || data.error
        ? "error"
        : cities.isPending || data.pending
          ? "loading"
          : codes.length === 0
            ? "none"
            : "ready";
  return legend ? (
    <BuildingsLegend state={state} count={data.features.length} truncated={data.truncated} />
  ) : null;
}
