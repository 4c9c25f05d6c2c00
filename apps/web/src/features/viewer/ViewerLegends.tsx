import { Stack } from "@mui/material";
import type { ResultLayer } from "@soracity/contracts";
import { layerBaseName, legendRange, RESULT_LAYERS } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { allowedHeightLayer, formatHeight } from "../analysis/map/allowedHeight";
import { Legend } from "./Legend";

const fixed = (v: number) => (Math.round(v * 10) / 10).toString();

/**
 * The legends of the layers shown: shade hours (heat map), wall shade hours (the same title and scale as the
 * 2D map's walls legend), noise levels and a 逆日影 envelope's heights, each on its layer's range.
 */
export function ViewerLegends({ layers }: { layers: readonly ResultLayer[] }) {
  const { t } = useTranslation();
  const hours = (v: number) => t("viewer.hours", { value: fixed(v) });
  const db = (v: number) => t("viewer.db", { value: v });
  const metres = (v: number) => t("viewer.metres", { value: formatHeight(v) });
  const entries = [
    { spec: RESULT_LAYERS.shade_hours_png, id: "shade", title: t("viewer.legend_shade"), format: hours },
    { spec: RESULT_LAYERS.walls, id: "walls", title: t("analysis.result.legend_walls"), format: hours },
    { spec: RESULT_LAYERS.noise_png, id: "noise", title: t("viewer.legend_noise"), format: db },
    { spec: RESULT_LAYERS.envelope, id: "height", title: t("viewer.legend_height"), format: metres },
  ].filter(({ spec }) => layers.some((l) => layerBaseName(l.name) === spec.name));
  // 逆日影: the envelope's colours run to its largest height.
  const heightMax = allowedHeightLayer(layers)?.meta.max_height;
  return (
    <Stack spacing={1} sx={{ position: "absolute", left: 16, bottom: 16, pointerEvents: "auto" }}>
      {entries.map(({ spec, id, title, format }) => {
        const range = legendRange(layers, spec) ?? spec.legend;
        const max = spec.unit === "m" && heightMax !== undefined ? heightMax : range.max;
        return (
          <Legend
            key={id}
            testId={`viewer-legend-${id}`}
            title={title}
            min={format(spec.unit === "h" ? 0 : range.min)}
            max={format(max)}
          />
        );
      })}
    </Stack>
  );
}
