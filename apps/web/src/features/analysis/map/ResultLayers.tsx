import { useEffect, useMemo, useState } from "react";
import type { Case, CaseResult, ResultLayer } from "@soracity/contracts";
import { layerBaseName, legendRange, RESULT_LAYERS } from "@soracity/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLeafletMap } from "../../map/MapContext";
import { MapControl } from "../../map/MapControl";
import { L } from "../../map/leaflet";
import { queryKeys } from "../../../api/queryKeys";
import { resultQuery } from "../api";
import { useBridge } from "../bridge";
import { layerNamed, useShadowView } from "../results/shadowView";
import { ShadowViewPicker } from "../results/ShadowViewPicker";
import { AllowedHeight } from "./AllowedHeight";
import { allowedHeightLayer } from "./allowedHeight";
import { GeoJsonResult } from "./GeoJsonResult";
import { ResultControls } from "./ResultControls";
import { WallFacades } from "./WallFacades";
import { WorstPoints } from "./WorstPoints";
import { useResultLooks } from "./looks";
import { groupOf, imageBounds, RESULT_GROUPS } from "./resultStyle";
import type { ResultGroup } from "./resultStyle";

/** The result's heat map PNG as an image overlay on its bounds. */
function HeatMap({ layer }: { layer: ResultLayer }) {
  const map = useLeafletMap();
  useEffect(() => {
    const bounds = imageBounds(layer);
    if (!bounds) return;
    const overlay = L.imageOverlay(layer.url, bounds, {
      opacity: 0.7,
      className: "result-heatmap",
      alt: layer.name,
    }).addTo(map);
    overlay.getElement()?.setAttribute("data-result", "heatmap");
    overlay.getElement()?.setAttribute("data-layer", layer.name);
    return () => {
      overlay.remove();
    };
  }, [map, layer]);
  return null;
}

/** The results of a finished run on the map query (shared with the side panel's tables). */
export function useCaseResult(item: Case) {
  return useQuery({
    ...resultQuery(item.id, `${item.result_url ?? ""}:${item.process_end_at ?? ""}`),
    enabled: item.result_url !== null && item.status === "done",
  });
}

export function Layers({ result }: { result: CaseResult }) {
  const { t } = useTranslation();
  // The layers of the picked view only (a result without views: all its layers).
  const shadowView = useShadowView(result);
  const { layers } = shadowView;
  const looks = useResultLooks(layers);
  const { outlineTime, setOutlineTime } = useBridge();
  // A 逆日影 result's heat map is painted from its grid (no image layer).
  const heights = useMemo(() => allowedHeightLayer(layers), [layers]);
  const available = useMemo(
    () =>
      RESULT_GROUPS.filter(
        (group) =>
          layers.some((layer) => groupOf(layer.name) === group) || (group === "heatmap" && heights !== null),
      ),
    [layers, heights],
  );
  const [shown, setShown] = useState<Record<ResultGroup, boolean>>({
    heatmap: true,
    contours: true,
    outlines: true,
    regulation: true,
    walls: true,
    facades: true,
    conforming: true,
    sky: true,
  });
  const outlines = useMemo(() => layerNamed(layers, RESULT_LAYERS.outlines.name), [layers]);
  const wallHours = (legendRange(layers, RESULT_LAYERS.walls) ?? RESULT_LAYERS.walls.legend).max;
  const on = (group: ResultGroup) => shown[group] && available.includes(group);
  return (
    <>
      {layers.map((layer) => {
        const group = groupOf(layer.name);
        if (!group || !on(group)) return null;
        if (group === "heatmap") return <HeatMap key={layer.name} layer={layer} />;
        if (group === "walls") return <WallFacades key={layer.name} layer={layer} maxHours={wallHours} />;
        // Drawn by its base name: `contours.composite` is contours.
        const base = layerBaseName(layer.name);
        const look = looks[base];
        if (!look) return null;
        return (
          <GeoJsonResult
            key={`${layer.name}:${outlineTime ?? ""}`}
            url={layer.url}
            look={look}
            testId={base}
            name={layer.name}
          />
        );
      })}
      {heights ? <AllowedHeight layer={heights} points={result.points} showHeat={on("heatmap")} /> : null}
      {on("regulation") && "regulation" in result.summary && result.summary.regulation ? (
        <WorstPoints regulation={result.summary.regulation} />
      ) : null}
      <MapControl position="bottomleft">
        <ResultControls
          layers={layers}
          picker={<ShadowViewPicker state={shadowView} fullWidth />}
          available={available}
          shown={shown}
          wallHours={on("walls") ? wallHours : null}
          heightMax={heights && on("heatmap") ? heights.meta.max_height : null}
          onToggle={(group) => setShown((current) => ({ ...current, [group]: !current[group] }))}
          outlinesUrl={outlines?.url ?? null}
          outlineTime={outlineTime}
          onOutlineTime={setOutlineTime}
          label={t("analysis.result.layers")}
        />
      </MapControl>
    </>
  );
}

/**
 * Results of the case's last run on the map, when it is done. Layer URLs name the case, not the run: when a
 * new run's result comes, the layers cached for the case are fetched again (a moved 天空率 point, new values).
 */
export function ResultLayers({ item }: { item: Case }) {
  const result = useCaseResult(item);
  const queryClient = useQueryClient();
  const runId = result.data?.run_id;
  useEffect(() => {
    if (!runId) return;
    const prefix = `/api/cases/${item.id}/`;
    void queryClient.invalidateQueries({
      predicate: (query) => {
        const [kind, url] = query.queryKey;
        return kind === queryKeys.resultLayer(null)[0] && typeof url === "string" && url.startsWith(prefix);
      },
    });
  }, [runId, item.id, queryClient]);
  if (!result.data) return null;
  return <Layers result={result.data} />;
}
