import { Alert, Typography } from "@mui/material";
import { subjectOf } from "@soracity/contracts";
import type { HikageParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { useServiceForm } from "./useServiceForm";

const finite = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/**
 * Whether the planned building is a 対象建築物 (別表第4 (ろ)) for the chosen zone, with the values used (the
 * contracts' `subjectOf`, as the run's summary has it). Shown once a zone is chosen and a tier has a height;
 * a building that is not subject is said so plainly: the case still runs, for information.
 */
export function SubjectNotice() {
  const { t } = useTranslation();
  const { watch } = useServiceForm<HikageParametersInput>();
  const zone = watch("zone");
  const tiers = (watch("planned_buildings") ?? []).filter((tier) => finite(tier.height) !== null);
  const result = subjectOf(zone, tiers, finite(watch("ground_elevation")));
  if (!result || tiers.length === 0) return null;
  const unknown = t("analysis.hikage.subject_unknown");
  const test = t(`analysis.hikage.subject_test_${result.test}`);
  return (
    <Alert
      severity={result.subject ? "info" : "warning"}
      data-testid="subject-notice"
      data-subject={String(result.subject)}
    >
      <Typography variant="body2">
        {t(result.subject ? "analysis.hikage.subject_yes" : "analysis.hikage.subject_no", { test })}
      </Typography>
      <Typography variant="caption" component="p">
        {t("analysis.hikage.subject_values", {
          eaves: result.eaves_m ?? unknown,
          storeys: result.storeys ?? unknown,
          height: result.height_m ?? unknown,
        })}
      </Typography>
      {result.rooftop_excluded ? (
        <Typography variant="caption" component="p">
          {t("analysis.hikage.subject_rooftop")}
        </Typography>
      ) : null}
    </Alert>
  );
}
