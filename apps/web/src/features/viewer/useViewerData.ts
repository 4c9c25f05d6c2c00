import { useMemo } from "react";
import { useQueries, useQuery } from "@tanstack/react-query";
import type { Case, City, Project, ResultUnit } from "@soracity/contracts";
import { RESULT_LAYERS } from "@soracity/contracts";
import { layerNamed, useShadowView, type ShadowViewState } from "../analysis/results/shadowView";
import { mapQueries } from "../map/api";
import { viewerQueries, type FeatureCollection } from "./api";
import { cityAt } from "./cityAt";
import { gridMetaOf, type GridMeta } from "./grid";
import { GEOJSON_LAYERS, gridLayerOf } from "./layerSpecs";
import type { SceneData } from "./resultLayers";

/** Planned buildings of the case parameters that have a polygon footprint and a height. */
function plannedOf(parameters: Record<string, unknown>, ground: number): SceneData["planned"] {
  const list = parameters.planned_buildings;
  if (!Array.isArray(list)) return [];
  return list.flatMap((p: unknown) => {
    if (typeof p !== "object" || p === null) return [];
    const {
      footprint,
      height,
      base,
      base_height: above,
    } = p as {
      footprint?: { coordinates?: unknown };
      height?: unknown;
      base?: unknown;
      base_height?: unknown;
    };
    if (!Array.isArray(footprint?.coordinates) || typeof height !== "number") return [];
    return [
      {
        footprint: footprint.coordinates as number[][][],
        height,
        // A tier lifted off the ground (an overhang, an upper tier) stands `base_height` above it.
        base: typeof base === "number" ? base : ground + (typeof above === "number" ? above : 0),
      },
    ];
  });
}

/** The catalogue city of the site: the site's own, else a loaded city whose bbox holds the site. */
function cityOf(project: Project | undefined, cities: City[] | undefined): string | null {
  const site = project?.site;
  if (!site) return null;
  return site.city_code || (cityAt(site, cities)?.code ?? null);
}

export interface ViewerData {
  pending: boolean;
  error: unknown;
  cityCode: string | null;
  attribution: string | null;
  scene: SceneData;
  grid: { meta: GridMeta; values: Float32Array; unit: ResultUnit } | null;
  outlineLabels: string[];
  /** The views of a shadow result and the one shown (the scene's layers are of that view). */
  shadowView: ShadowViewState;
}

/** Everything the viewer shows of a case: result manifest and layers, models, planned buildings. */
export function useViewerData(item: Case | undefined, project: Project | undefined): ViewerData {
  const cities = useQuery(mapQueries.cities);
  const result = useQuery({
    ...viewerQueries.result(
      item?.id ?? "",
      item?.result_url ? `${item.result_url}@${item.process_end_at ?? ""}` : "",
    ),
    enabled: Boolean(item?.result_url),
  });
  // The layers of the picked view only (a result without views: all its layers).
  const shadowView = useShadowView(result.data ?? null);
  const { layers } = shadowView;
  const shown = useMemo(() => (result.data ? { ...result.data, layers } : null), [result.data, layers]);
  const geo = useQueries({
    queries: GEOJSON_LAYERS.flatMap((name) => {
      const layer = layerNamed(layers, name);
      return layer ? [{ ...viewerQueries.geojson(layer.url), meta: { name } }] : [];
    }),
  });
  const gridLayer = gridLayerOf(layers);
  const grid = useQuery({ ...viewerQueries.grid(gridLayer?.layer.url ?? ""), enabled: Boolean(gridLayer) });
  const models = useQuery({ ...viewerQueries.models(project?.id ?? ""), enabled: Boolean(project) });
  const footprints = useQueries({
    queries: (models.data ?? []).map((m) => viewerQueries.modelBuildings(m.project_id, m.id)),
  });

  const names = GEOJSON_LAYERS.filter((name) => layerNamed(layers, name));
  // Changes when any fetched layer or footprint list changes (the query arrays are new every render).
  const loadedKey = [...geo, ...footprints].map((r) => r.dataUpdatedAt).join();
  const scene = useMemo<SceneData>(() => {
    const geojson: Record<string, FeatureCollection> = {};
    names.forEach((name, i) => {
      const data = geo[i]?.data;
      if (data) geojson[name] = data;
    });
    return {
      result: shown,
      geojson,
      planned: plannedOf(item?.parameters ?? {}, 0),
      models: footprints.map((f) => f.data).filter((f): f is FeatureCollection => Boolean(f)),
      ground: 0,
    };
    // The query arrays are rebuilt each render; loadedKey says when their data changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, item?.parameters, loadedKey]);

  const meta = gridLayer ? gridMetaOf(gridLayer.layer.meta) : null;
  const pending =
    cities.isPending ||
    (Boolean(item?.result_url) && result.isPending) ||
    geo.some((g) => g.isPending) ||
    models.isPending ||
    footprints.some((f) => f.isPending);
  const outlineLabels = (scene.geojson[RESULT_LAYERS.outlines.name]?.features ?? []).map((f) =>
    typeof f.properties?.label === "string" ? f.properties.label : "",
  );
  const cityCode = cityOf(project, cities.data);
  return {
    pending,
    error: result.error ?? models.error ?? null,
    cityCode,
    attribution: cities.data?.find((c) => c.code === cityCode)?.attribution ?? null,
    scene,
    grid: meta && gridLayer && grid.data ? { meta, values: grid.data, unit: gridLayer.unit } : null,
    outlineLabels,
    shadowView,
  };
}
