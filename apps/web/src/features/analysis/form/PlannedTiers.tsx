import { Button, Paper, Stack, Typography } from "@mui/material";
import type { HikageParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { DrawButton } from "./DrawButton";
import { CheckField, FieldErrorText, NumField, TextInput } from "./fields";
import { shapeToPolygon } from "./geometry";
import { RemoveButton } from "./PointListField";
import { PLANNED_HEIGHT_M, TIER_HEIGHT_M } from "./presets";
import { cornerHeights, stackTier } from "./relaxations";
import { TierFootprint } from "./TierFootprint";
import { useServiceForm } from "./useServiceForm";

type Tier = NonNullable<HikageParametersInput["planned_buildings"]>[number];

const corners = (tier: Tier | undefined): number => {
  const ring = tier?.footprint?.coordinates[0] ?? [];
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed = ring.length > 1 && first?.[0] === last?.[0] && first?.[1] === last?.[1];
  return closed ? ring.length - 1 : ring.length;
};

interface TierCardProps {
  index: number;
  tiers: Tier[];
  disabled: boolean;
  /** The shadow-only fields (eaves, storeys, 塔屋, ground heights: the 対象建築物 test and 平均地盤面). */
  shadowFields: boolean;
}

/** One tier: its building, heights (base above the 平均地盤面, height, eaves), storeys, 塔屋, ground heights. */
function TierCard({ index, tiers, disabled, shadowFields }: TierCardProps) {
  const { t } = useTranslation();
  const { set } = useServiceForm<HikageParametersInput>();
  const tier = tiers[index];
  const name = (field: string) => `planned_buildings.${index}.${field}` as const;
  // Ground heights are those where the building meets the ground: asked of the tiers standing on it.
  const onGround = shadowFields && !tier?.base_height;
  return (
    <Paper variant="outlined" sx={{ p: 1 }} data-testid="planned-row">
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography variant="body2" sx={{ minWidth: 48 }}>
            {t("analysis.hikage.tier", { index: index + 1 })}
          </Typography>
          <TextInput
            name={`planned_buildings.${index}.building`}
            label={t("analysis.hikage.tier_building")}
            disabled={disabled}
          />
          <RemoveButton
            disabled={disabled}
            onClick={() =>
              set(
                "planned_buildings",
                tiers.filter((_, i) => i !== index),
              )
            }
          />
        </Stack>
        <Stack direction="row" spacing={1}>
          <NumField
            name={`planned_buildings.${index}.base_height`}
            label={t("analysis.hikage.base_height")}
            unit="m"
            disabled={disabled}
          />
          <NumField
            name={`planned_buildings.${index}.height`}
            label={t("analysis.hikage.height")}
            unit="m"
            disabled={disabled}
          />
        </Stack>
        <Stack direction="row" spacing={1}>
          {shadowFields ? (
            <>
              <NumField
                name={`planned_buildings.${index}.eaves_height`}
                label={t("analysis.hikage.eaves_height")}
                unit="m"
                disabled={disabled}
              />
              <NumField
                name={`planned_buildings.${index}.storeys`}
                label={t("analysis.hikage.storeys")}
                disabled={disabled}
                step={1}
              />
            </>
          ) : null}
          <NumField
            name={`planned_buildings.${index}.base`}
            label={t("analysis.hikage.base")}
            unit="m"
            disabled={disabled}
          />
        </Stack>
        {onGround ? (
          <TextInput
            name={`planned_buildings.${index}.ground_heights`}
            label={t("analysis.hikage.ground_heights", { count: corners(tier) })}
            disabled={disabled}
            setValueAs={cornerHeights}
          />
        ) : null}
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
          {shadowFields ? (
            <CheckField
              label={t("analysis.hikage.rooftop")}
              checked={tier?.rooftop === true}
              disabled={disabled}
              input={{ "data-testid": `field-${name("rooftop")}` }}
              onChange={(on) => set(`planned_buildings.${index}.rooftop`, on)}
            />
          ) : (
            <span />
          )}
          <TierFootprint index={index} disabled={disabled} />
          <Button
            size="small"
            variant="outlined"
            disabled={disabled || !tier?.footprint}
            data-testid="tier-add-on-top"
            onClick={() =>
              set(
                "planned_buildings",
                stackTier(
                  tiers,
                  index,
                  TIER_HEIGHT_M,
                  t("analysis.hikage.building_default", { index: index + 1 }),
                ),
              )
            }
          >
            {t("analysis.hikage.add_tier")}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * The planned building as stacked tiers (each an LOD1 prism: footprint drawn on the map, base above the
 * 平均地盤面, height), with eaves height, storeys and rooftop structures (令2条1項6号・7号・8号) for the
 * 対象建築物 test; a tier added on top takes the footprint of the one below, editable on the map. Forms other
 * than the shadow's (天空率) pass `shadowFields={false}`: those fields mean nothing to them.
 */
export function PlannedTiers({
  disabled,
  shadowFields = true,
}: {
  disabled: boolean;
  shadowFields?: boolean;
}) {
  const { t } = useTranslation();
  const { watch, set } = useServiceForm<HikageParametersInput>();
  const tiers = watch("planned_buildings") ?? [];
  return (
    <Stack spacing={0.5} data-testid="list-planned_buildings" data-count={tiers.length}>
      <Typography variant="subtitle2">{t("analysis.hikage.planned")}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t("analysis.hikage.tiers_note")}
      </Typography>
      {tiers.map((_, index) => (
        <TierCard key={index} index={index} tiers={tiers} disabled={disabled} shadowFields={shadowFields} />
      ))}
      <DrawButton
        field="planned_buildings"
        kind="polygon"
        label={t("analysis.hikage.add_planned")}
        disabled={disabled}
        onShape={(shape) => {
          const footprint = shapeToPolygon(shape);
          if (footprint) set("planned_buildings", [...tiers, { footprint, height: PLANNED_HEIGHT_M }]);
        }}
      />
      <FieldErrorText name="planned_buildings" />
    </Stack>
  );
}
