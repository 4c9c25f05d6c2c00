import { Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { DeemedEdges } from "./DeemedEdges";
import { NumField } from "./fields";
import { GroundFields } from "./GroundFields";
import { PointListField } from "./PointListField";
import { PolygonField } from "./PolygonField";
import type { ServiceFormProps } from "./ServiceForms";
import { ZoneSetup } from "./ZoneSetup";

/**
 * 逆日影 (issue 26): the shadow service's set-up (site boundary and its deemed edges, 用途地域 and row, plane,
 * limits, Hokkaido, 平均地盤面), the points whose allowed height is asked, the grid's spacing and the storey
 * height of the floor-area estimate. The regulation window is always the table's (8-16 h, Hokkaido 9-15 h).
 */
export function GyakuhikageForm({ disabled }: ServiceFormProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} data-testid="gyakuhikage-form">
      <PolygonField
        name="site_boundary"
        label={t("analysis.gyakuhikage.site_boundary")}
        disabled={disabled}
      />
      <DeemedEdges disabled={disabled} />
      <PointListField
        name="points"
        label={t("analysis.gyakuhikage.points")}
        addLabel={t("analysis.hikage.add_point")}
        testId="list-points"
        rowTestId="point-row"
        disabled={disabled}
      />
      <ZoneSetup disabled={disabled} timeWindow={false} />
      <GroundFields disabled={disabled} />
      <Stack direction="row" spacing={1}>
        <NumField name="grid_spacing" label={t("analysis.grid_spacing")} unit="m" disabled={disabled} />
        <NumField
          name="storey_height"
          label={t("analysis.gyakuhikage.storey_height")}
          unit="m"
          disabled={disabled}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t("analysis.gyakuhikage.note")}
      </Typography>
    </Stack>
  );
}
