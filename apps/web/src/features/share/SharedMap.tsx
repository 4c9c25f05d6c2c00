import { useEffect } from "react";
import type { CaseResult } from "@soracity/contracts";
import { resultLayerByName } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { Layers } from "../analysis/map/ResultLayers";
import { imageBounds } from "../analysis/map/resultStyle";
import { FALLBACK_CENTER } from "../map/defaultCenter";
import { useLeafletMap } from "../map/MapContext";
import { MapView } from "../map/MapView";
import { SiteMarker } from "../map/SiteMarker";

/** A heat map layer (of any view: every view's covers the same extent). */
const isHeatmap = (layer: { name: string }) => resultLayerByName(layer.name)?.kind === "heatmap";

/** `[lat, lon]` to open on: the site, else the middle of the heat map, else the fallback centre. */
function centreOf(site: { lon: number; lat: number } | null, result: CaseResult | null): [number, number] {
  if (site) return [site.lat, site.lon];
  const heatmap = result?.layers.find(isHeatmap);
  const bounds = heatmap ? imageBounds(heatmap) : null;
  if (bounds) return [(bounds[0][0] + bounds[1][0]) / 2, (bounds[0][1] + bounds[1][1]) / 2];
  return FALLBACK_CENTER;
}

/** Fits the map to the heat map's bounds once, so the whole result is in view. */
function FitToResult({ result }: { result: CaseResult }) {
  const map = useLeafletMap();
  useEffect(() => {
    const heatmap = result.layers.find(isHeatmap);
    const bounds = heatmap ? imageBounds(heatmap) : null;
    if (bounds) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 18 });
  }, [map, result]);
  return null;
}

/**
 * The shared case's 2D map: base map, site and the result layers with their legend and toggles (read-only),
 * within the page's AnalysisBridge (a 天空率 marker picks its row of the 算定表 beside the map).
 */
export default function SharedMap({
  site,
  result,
}: {
  site: { lon: number; lat: number } | null;
  result: CaseResult | null;
}) {
  const { t } = useTranslation();
  return (
    <MapView
      center={centreOf(site, result)}
      zoom={17}
      height={{ xs: 420, md: 560 }}
      label={t("shareLink.map_label")}
      testId="share-map"
    >
      <SiteMarker position={site ? [site.lat, site.lon] : null} />
      {result ? <Layers result={result} /> : null}
      {result ? <FitToResult result={result} /> : null}
    </MapView>
  );
}
