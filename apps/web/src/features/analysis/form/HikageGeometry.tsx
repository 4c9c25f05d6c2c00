import { Stack } from "@mui/material";
import type { HikageParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { DeemedEdges } from "./DeemedEdges";
import { isPolygon, outsideTarget, over25ha } from "./geometry";
import { PlannedTiers } from "./PlannedTiers";
import { PointListField } from "./PointListField";
import { PolygonField } from "./PolygonField";
import { useServiceForm } from "./useServiceForm";

/** Shadow: target and analysis ranges, the planned building's tiers, the site boundary and its edges, points. */
export function HikageGeometry({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { watch } = useServiceForm<HikageParametersInput>();
  const target: unknown = watch("target_range");
  return (
    <Stack spacing={1.5}>
      <PolygonField
        name="target_range"
        label={t("analysis.hikage.target_range")}
        disabled={disabled}
        check={over25ha}
      />
      <PolygonField
        name="analysis_range"
        label={t("analysis.hikage.analysis_range")}
        disabled={disabled}
        check={(polygon) =>
          over25ha(polygon) ?? outsideTarget(polygon, isPolygon(target) ? target : undefined)
        }
      />
      <PlannedTiers disabled={disabled} />
      <PolygonField name="site_boundary" label={t("analysis.hikage.site_boundary")} disabled={disabled} />
      <DeemedEdges disabled={disabled} />
      <PointListField
        name="points"
        label={t("analysis.hikage.points")}
        addLabel={t("analysis.hikage.add_point")}
        testId="list-points"
        rowTestId="point-row"
        disabled={disabled}
      />
    </Stack>
  );
}
