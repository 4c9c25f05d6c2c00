import { Stack, Typography } from "@mui/material";
import type { HikageParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { CheckField, FieldErrorText } from "./fields";
import { PickBuilding } from "./PickBuilding";
import { RemoveButton } from "./PointListField";
import { useServiceForm } from "./useServiceForm";

/**
 * City buildings left out of the case (issue 24 §1: the building the plan replaces): every one inside the site
 * boundary (`exclude_site_buildings`), and single buildings picked on the map (`excluded_buildings`, by id),
 * each removable.
 */
export function ExcludedBuildings({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { watch, set } = useServiceForm<HikageParametersInput>();
  const ids = watch("excluded_buildings") ?? [];
  return (
    <Stack spacing={0} data-testid="list-excluded_buildings" data-count={ids.length}>
      <CheckField
        label={t("analysis.hikage.exclude_site_buildings")}
        checked={watch("exclude_site_buildings") === true}
        disabled={disabled}
        input={{ "data-testid": "field-exclude_site_buildings" }}
        onChange={(on) => set("exclude_site_buildings", on)}
      />
      <Typography variant="caption" color="text.secondary" data-testid="site-buildings-note">
        {t("analysis.hikage.site_buildings_note")}
      </Typography>
      {ids.length > 0 ? (
        <Typography variant="caption" color="text.secondary">
          {t("analysis.hikage.excluded_buildings")}
        </Typography>
      ) : null}
      {ids.map((id) => (
        <Stack key={id} direction="row" spacing={1} sx={{ alignItems: "center" }} data-testid="excluded-row">
          <Typography variant="body2" sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>
            {id}
          </Typography>
          <RemoveButton
            disabled={disabled}
            onClick={() =>
              set(
                "excluded_buildings",
                ids.filter((other) => other !== id),
              )
            }
          />
        </Stack>
      ))}
      <PickBuilding disabled={disabled} />
      <FieldErrorText name="excluded_buildings" />
    </Stack>
  );
}
