import { useMemo } from "react";
import { useQueries, useQuery } from "@tanstack/react-query";
import type { CaseResult } from "@soracity/contracts";
import { RESULT_LAYERS } from "@soracity/contracts";
import { layerNamed, useShadowView } from "../analysis/results/shadowView";
import { mapQueries } from "../map/api";
import { viewerQueries, type FeatureCollection } from "./api";
import { cityAt } from "./cityAt";
import { gridMetaOf } from "./grid";
import type { SceneData } from "./resultLayers";
import { GEOJSON_LAYERS, gridLayerOf } from "./layerSpecs";
import type { ViewerData } from "./useViewerData";

/**
 * What the viewer shows of a result it is handed (the share page: layer URLs under the share, no project): the
 * result layers, and the city tiles of the loaded catalogue city whose bbox holds the site (the public
 * `GET /api/cities`). No models or planned buildings: a share carries neither.
 */
export function useResultViewerData(
  result: CaseResult | null,
  site: { lon: number; lat: number } | null,
): ViewerData {
  const cities = useQuery(mapQueries.cities);
  // The layers of the picked view only (a result without views: all its layers).
  const shadowView = useShadowView(result);
  const { layers } = shadowView;
  const shown = useMemo(() => (result ? { ...result, layers } : null), [result, layers]);
  const names = GEOJSON_LAYERS.filter((name) => layerNamed(layers, name));
  const geo = useQueries({
    queries: names.map((name) => viewerQueries.geojson(layerNamed(layers, name)?.url ?? "")),
  });
  const gridLayer = gridLayerOf(layers);
  const grid = useQuery({ ...viewerQueries.grid(gridLayer?.layer.url ?? ""), enabled: Boolean(gridLayer) });

  const loadedKey = geo.map((r) => r.dataUpdatedAt).join();
  const scene = useMemo<SceneData>(() => {
    const geojson: Record<string, FeatureCollection> = {};
    names.forEach((name, i) => {
      const data = geo[i]?.data;
      if (data) geojson[name] = data;
    });
    return { result: shown, geojson, planned: [], models: [], ground: 0 };
    // The query array is rebuilt each render; loadedKey says when its data changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, loadedKey]);

  const city = cityAt(site, cities.data);
  const meta = gridLayer ? gridMetaOf(gridLayer.layer.meta) : null;
  return {
    // The catalogue failing only means no city tiles; the layers still show.
    pending: cities.isPending || geo.some((g) => g.isPending),
    error: geo.find((g) => g.error)?.error ?? null,
    cityCode: city?.code ?? null,
    attribution: city?.attribution ?? null,
    scene,
    grid: meta && gridLayer && grid.data ? { meta, values: grid.data, unit: gridLayer.unit } : null,
    outlineLabels: (scene.geojson[RESULT_LAYERS.outlines.name]?.features ?? []).map((f) =>
      typeof f.properties?.label === "string" ? f.properties.label : "",
    ),
    shadowView,
  };
}
