import { Stack, Typography } from "@mui/material";
import { SKY_CHECKS } from "@soracity/contracts";
import type { SkyCheck, TenkuritsuParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { CheckField, FieldErrorText, NumField } from "./fields";
import { toggleCheck, zoneChecks } from "./skyChecks";
import { useServiceForm } from "./useServiceForm";

/**
 * 天空率: which checks of 法56条7項 (一号 道路, 二号 隣地, 三号 北側) to run, and whether the run places the
 * measurement points of 令135条の9〜11. `checks` left unset means every check the zone has; a check the zone
 * lacks (no 隣地斜線 in the 低層住居専用地域, 法56条1項2号; no 北側斜線 outside the residential zones of
 * 法56条1項3号) is shown disabled with the reason.
 */
export function TenkuritsuChecks({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { watch, set } = useServiceForm<TenkuritsuParametersInput>();
  const zone = watch("zone");
  const available = zoneChecks(zone);
  const chosen = watch("checks") ?? available;
  const toggle = (check: SkyCheck, on: boolean) => set("checks", toggleCheck(available, chosen, check, on));
  const regulationPoints = watch("regulation_points") !== false;
  return (
    <Stack spacing={0.5} data-testid="tenkuritsu-checks">
      <Typography variant="subtitle2">{t("analysis.tenkuritsu.checks_title")}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t("analysis.tenkuritsu.checks_note")}
      </Typography>
      {SKY_CHECKS.map((check) => {
        const present = available.includes(check);
        return (
          <Stack key={check} direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <CheckField
              label={t(`analysis.tenkuritsu.check.${check}`)}
              checked={present && chosen.includes(check)}
              disabled={disabled || !present}
              input={{ "data-testid": `field-checks.${check}` }}
              onChange={(on) => toggle(check, on)}
            />
            {zone && !present ? (
              <Typography variant="caption" color="text.secondary" data-testid={`check-absent-${check}`}>
                {t("analysis.tenkuritsu.check_absent", { check: t(`analysis.tenkuritsu.check.${check}`) })}
              </Typography>
            ) : null}
          </Stack>
        );
      })}
      {!zone ? (
        <Typography variant="caption" color="text.secondary" data-testid="checks-no-zone">
          {t("analysis.tenkuritsu.checks_no_zone")}
        </Typography>
      ) : null}
      <FieldErrorText name="checks" />
      <CheckField
        label={t("analysis.tenkuritsu.regulation_points")}
        checked={regulationPoints}
        disabled={disabled}
        input={{ "data-testid": "field-regulation_points" }}
        onChange={(on) => set("regulation_points", on)}
      />
      <Typography variant="caption" color="text.secondary">
        {t("analysis.tenkuritsu.regulation_points_note")}
      </Typography>
    </Stack>
  );
}

/** 天空率: the site's ground level (orthometric m) and 真北, each optional, with what an empty field means. */
export function TenkuritsuSiteFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} data-testid="tenkuritsu-site-fields">
      <Stack direction="row" spacing={1}>
        <NumField
          name="ground_elevation"
          label={t("analysis.tenkuritsu.ground_elevation")}
          unit="m"
          disabled={disabled}
        />
        <NumField name="north_angle" label={t("analysis.north_angle")} unit="°" disabled={disabled} />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t("analysis.tenkuritsu.ground_note")}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t("analysis.tenkuritsu.north_note")}
      </Typography>
    </Stack>
  );
}
