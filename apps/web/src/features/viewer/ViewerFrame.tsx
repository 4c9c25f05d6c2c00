import { Suspense, lazy, useCallback, useMemo, useState } from "react";
import { Alert, Box, CircularProgress, Stack, Typography } from "@mui/material";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { layerBaseName, RESULT_LAYERS } from "@soracity/contracts";
import { SPHERE_METRES_PER_DEGREE, sphereEastMetres } from "@soracity/engine/geometry";
import { storedViewerBaseMap, storeViewerBaseMap } from "./baseMaps";
import { ViewerBaseMapSelect } from "./BaseMapSelect";
import { Fallback2D } from "./Fallback2D";
import { ViewerLegends } from "./ViewerLegends";
import { PickInfo, type PickRows } from "./PickInfo";
import type { Picked } from "./scene";
import { sampleGrid } from "./grid";
import { TimeSlider } from "./TimeSlider";
import type { ViewerData } from "./useViewerData";
import { hasWebGL } from "./webgl";
import { ShadowViewPicker } from "../analysis/results/ShadowViewPicker";
import { allowedHeightLayer, formatHeight } from "../analysis/map/allowedHeight";

// CesiumJS (about 4 MB) loads with the scene only, and only when WebGL is there.
const CesiumScene = lazy(() => import("./CesiumScene"));

/**
 * Camera distance that shows a result's extent (the diagonal of its image's `bounds` or its grid's
 * `corners`), 250-2000 m; 600 m without one.
 */
function viewRange(meta: Record<string, unknown> | undefined): number {
  const corners = Array.isArray(meta?.bounds)
    ? (meta.bounds as number[][])
    : Array.isArray(meta?.corners)
      ? (meta.corners as number[][])
      : [];
  const [a, c] = [corners[0], corners[2]];
  if (!a || !c) return 600;
  const dx = sphereEastMetres((c[0] ?? 0) - (a[0] ?? 0), a[1] ?? 0);
  const dy = ((c[1] ?? 0) - (a[1] ?? 0)) * SPHERE_METRES_PER_DEGREE;
  return Math.min(2000, Math.max(250, Math.hypot(dx, dy) * 1.3));
}

const fixed = (v: number, digits = 1) => (Math.round(v * 10 ** digits) / 10 ** digits).toString();

/** Box height of the viewer: the page's height by default (the case page), or a fixed one (the share page). */
type Height = string | number | Record<string, string | number>;

/**
 * The 3D viewer's frame: city buildings (3D Tiles), models, planned buildings and result layers from `data`,
 * with legends, the time slider of the 時刻日影図 and click details. Without WebGL (or when the scene fails),
 * the toast '3D viewer failed to load' (PRODUCT.md §8) and the 2D map instead.
 */
export function ViewerFrame({
  site,
  data,
  height = "calc(100vh - 220px)",
}: {
  site: { lon: number; lat: number } | null;
  data: ViewerData;
  height?: Height;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [failed, setFailed] = useState(() => !hasWebGL());
  const [toasted, setToasted] = useState(false);
  const [outlineIndex, setOutlineIndex] = useState(0);
  const [pick, setPick] = useState<PickRows | null>(null);
  const [baseMap, setBaseMap] = useState(() => storedViewerBaseMap(globalThis.localStorage));

  if (failed && !toasted) {
    setToasted(true);
    enqueueSnackbar(t("viewer.failed"), { variant: "error", preventDuplicate: true });
  }
  const onError = useCallback(() => setFailed(true), []);
  const format = useMemo(
    () => ({
      hours: (v: number) => t("viewer.hours", { value: fixed(v) }),
      db: (v: number) => t("viewer.db", { value: fixed(v) }),
      metres: (v: number) => t("viewer.metres", { value: formatHeight(v) }),
    }),
    [t],
  );
  const { grid } = data;
  const onPick = useCallback(
    (picked: Picked) => {
      const rows: [string, string][] = [];
      let title = t("viewer.point");
      if (picked.building) {
        title = t("viewer.building");
        rows.push([t("viewer.gml_id"), picked.building.gml_id]);
        if (picked.building.height !== null)
          rows.push([t("viewer.height"), t("viewer.metres", { value: fixed(picked.building.height) })]);
      } else if (picked.feature) {
        title = t(`viewer.layer.${picked.feature.layer}`, { defaultValue: picked.feature.layer });
        for (const [key, value] of Object.entries(picked.feature.properties))
          if (value !== null && typeof value !== "object")
            rows.push([
              key,
              typeof value === "number" ? fixed(value, 2) : (value as string | boolean).toString(),
            ]);
      }
      if (picked.lonLat) {
        const [lon, lat] = picked.lonLat;
        rows.push([t("viewer.lonlat"), `${lon.toFixed(6)}, ${lat.toFixed(6)}`]);
        const value = grid ? sampleGrid(grid.meta, grid.values, lon, lat) : null;
        if (grid && value !== null)
          rows.push(
            grid.unit === "h"
              ? [t("viewer.shade_hours"), t("viewer.hours", { value: fixed(value, 2) })]
              : grid.unit === "m"
                ? [t("viewer.allowed_height"), t("viewer.metres", { value: formatHeight(value) })]
                : [t("viewer.level"), t("viewer.db", { value: fixed(value) })],
          );
      }
      setPick({ title, rows });
    },
    [t, grid],
  );

  if (!site) return <Alert severity="info">{t("viewer.no_site")}</Alert>;
  const layers = data.scene.result?.layers ?? [];
  const heatmap = (name: string) => layers.find((l) => layerBaseName(l.name) === name);
  const shade = heatmap(RESULT_LAYERS.shade_hours_png.name);
  const noise = heatmap(RESULT_LAYERS.noise_png.name);

  return (
    <Box
      data-testid="viewer"
      data-mode={failed ? "2d" : "3d"}
      sx={{
        position: "relative",
        height,
        minHeight: 420,
        borderRadius: 1,
        overflow: "hidden",
        bgcolor: "grey.200",
      }}
    >
      {failed ? (
        <Fallback2D site={site} />
      ) : data.pending ? (
        <Stack
          sx={{ position: "absolute", inset: 0, alignItems: "center", justifyContent: "center" }}
          spacing={1}
        >
          <CircularProgress />
          <Typography variant="body2">{t("viewer.loading")}</Typography>
        </Stack>
      ) : (
        <Suspense fallback={<CircularProgress sx={{ position: "absolute", top: "50%", left: "50%" }} />}>
          <CesiumScene
            cityCode={data.cityCode}
            site={site}
            range={viewRange(shade?.meta ?? noise?.meta ?? allowedHeightLayer(layers)?.meta)}
            data={data.scene}
            format={format}
            outlineIndex={data.outlineLabels.length > 0 ? outlineIndex : -1}
            imagery={baseMap}
            onPick={onPick}
            onError={onError}
          />
        </Suspense>
      )}
      <ViewerLegends layers={layers} />
      {!failed && data.outlineLabels.length > 0 ? (
        <Box sx={{ position: "absolute", bottom: 16, left: "50%", transform: "translateX(-50%)" }}>
          <TimeSlider labels={data.outlineLabels} index={outlineIndex} onChange={setOutlineIndex} />
        </Box>
      ) : null}
      <Box sx={{ position: "absolute", top: 16, left: "50%", transform: "translateX(-50%)" }}>
        <ShadowViewPicker state={data.shadowView} />
      </Box>
      {!failed ? (
        <Box sx={{ position: "absolute", top: 16, left: 16 }}>
          <ViewerBaseMapSelect
            value={baseMap}
            onChange={(next) => {
              storeViewerBaseMap(globalThis.localStorage, next.id);
              setBaseMap(next);
            }}
          />
        </Box>
      ) : null}
      {pick ? (
        <Box sx={{ position: "absolute", top: 16, right: 16 }}>
          <PickInfo info={pick} onClose={() => setPick(null)} />
        </Box>
      ) : null}
      {data.attribution ? (
        <Typography
          variant="caption"
          sx={{ position: "absolute", right: 8, bottom: 4, bgcolor: "rgba(255,255,255,0.7)", px: 0.5 }}
        >
          {data.attribution}
        </Typography>
      ) : null}
    </Box>
  );
}
