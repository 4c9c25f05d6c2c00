import { Stack, Typography } from "@mui/material";
import type { HikageParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { NumField } from "./fields";
import { planeRise } from "./relaxations";
import { useServiceForm } from "./useServiceForm";

const finite = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/**
 * 平均地盤面 (別表第4, closing note): one typed value here, or the ground heights per corner of the tiers that
 * stand on the ground (in the tiers' list); empty, the run takes it from the city model. The neighbouring
 * ground's level for the 1 m rule (令135条の12第3項第2号), with the plane's rise it gives.
 */
export function GroundFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { watch } = useServiceForm<HikageParametersInput>();
  const ground = finite(watch("ground_elevation"));
  const neighbour = finite(watch("neighbour_ground_elevation"));
  const rise = planeRise(ground, neighbour);
  return (
    <Stack spacing={1} data-testid="ground-fields">
      <Typography variant="subtitle2">{t("analysis.hikage.ground_title")}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t("analysis.hikage.ground_note")}
      </Typography>
      <Stack direction="row" spacing={1}>
        <NumField
          name="ground_elevation"
          label={t("analysis.hikage.ground_elevation")}
          unit="m"
          disabled={disabled}
        />
        <NumField
          name="neighbour_ground_elevation"
          label={t("analysis.hikage.neighbour_ground_elevation")}
          unit="m"
          disabled={disabled}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t("analysis.hikage.neighbour_note")}
      </Typography>
      {rise !== null && ground !== undefined && neighbour !== undefined ? (
        <Typography variant="caption" data-testid="plane-rise">
          {t("analysis.hikage.plane_rise", {
            h: Number((neighbour - ground).toFixed(2)),
            m: Number(rise.toFixed(2)),
          })}
        </Typography>
      ) : null}
    </Stack>
  );
}
