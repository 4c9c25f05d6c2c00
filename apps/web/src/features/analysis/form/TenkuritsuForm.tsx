import { Stack, Typography } from "@mui/material";
import { ZONING_DISTRICTS } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { NumField, SelectField } from "./fields";
import { MovedPoints } from "./MovedPoints";
import { PlannedTiers } from "./PlannedTiers";
import { PointListField } from "./PointListField";
import { PolygonField } from "./PolygonField";
import { RoadEdges } from "./RoadEdges";
import type { ServiceFormProps } from "./ServiceForms";
import { TenkuritsuChecks, TenkuritsuSiteFields } from "./TenkuritsuOptions";

/**
 * 天空率 (法56条7項): the site boundary, its zone and 容積率 (the slant planes of 法56条 and 別表第3), the edges on
 * roads, the ground level and 真北; the checks to run; the planned building's tiers; points of the user's own
 * at a height, and a safety margin. The measurement points of 令135条の9〜11 are placed by the run (unless
 * turned off); a regulation point dragged on the result map is moved for the next run (MovedPoints).
 */
export function TenkuritsuForm({ item, disabled }: ServiceFormProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} data-testid="tenkuritsu-form">
      <PolygonField name="site_boundary" label={t("analysis.hikage.site_boundary")} disabled={disabled} />
      <Stack direction="row" spacing={1}>
        <SelectField
          name="zone"
          label={t("analysis.hikage.zone")}
          disabled={disabled}
          options={[
            { value: "", label: t("analysis.hikage.zone_none") },
            ...ZONING_DISTRICTS.map((value) => ({ value, label: t(`analysis.hikage.zone_name.${value}`) })),
          ]}
          setValueAs={(value) => (value === "" ? undefined : value)}
        />
        <NumField
          name="floor_area_ratio"
          label={t("analysis.tenkuritsu.floor_area_ratio")}
          unit="%"
          disabled={disabled}
        />
      </Stack>
      <RoadEdges disabled={disabled} />
      <NumField name="road_level" label={t("analysis.tenkuritsu.road_level")} unit="m" disabled={disabled} />
      <TenkuritsuSiteFields disabled={disabled} />
      <TenkuritsuChecks disabled={disabled} />
      <PlannedTiers disabled={disabled} shadowFields={false} />
      <PointListField
        name="points"
        label={t("analysis.tenkuritsu.points")}
        addLabel={t("analysis.hikage.add_point")}
        testId="list-points"
        rowTestId="point-row"
        disabled={disabled}
      />
      <MovedPoints item={item} disabled={disabled} />
      <Stack direction="row" spacing={1}>
        <NumField
          name="point_height"
          label={t("analysis.tenkuritsu.point_height")}
          unit="m"
          disabled={disabled}
        />
        <NumField
          name="safety_margin"
          label={t("analysis.tenkuritsu.safety_margin")}
          disabled={disabled}
          step={0.001}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t("analysis.tenkuritsu.note")}
      </Typography>
    </Stack>
  );
}
