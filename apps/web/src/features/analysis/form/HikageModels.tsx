import { Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import type { HikageParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { mapQueries } from "../../map/api";
import { ExcludedBuildings } from "./ExcludedBuildings";
import { CheckField, FieldErrorText, NumField } from "./fields";
import { useServiceForm } from "./useServiceForm";

/**
 * Shadow: the project's uploaded models taken into the analysis (`model_ids`, from GET
 * /api/project/:id/models), each marked as part of the plan or existing (`planned_model_ids`: in the planned
 * view, not in the existing buildings), the city buildings left out, and the shadow on walls (on/off and the
 * spacing of the wall samples).
 */
export function HikageModels({ projectId, disabled }: { projectId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const models = useQuery(mapQueries.models(projectId));
  const { watch, set } = useServiceForm<HikageParametersInput>();
  const chosen = watch("model_ids") ?? [];
  const planned = watch("planned_model_ids") ?? [];
  const choose = (id: string, on: boolean) => {
    set("model_ids", on ? [...chosen, id] : chosen.filter((other) => other !== id));
    // A model left out of the case cannot stay part of the plan (analysis.planned_model_not_in_case).
    if (!on && planned.includes(id))
      set(
        "planned_model_ids",
        planned.filter((other) => other !== id),
      );
  };
  const walls = watch("walls");
  const list = models.data ?? [];
  return (
    <Stack spacing={1}>
      <Stack spacing={0} data-testid="list-model_ids" data-count={chosen.length}>
        <Typography variant="subtitle2">{t("analysis.hikage.models")}</Typography>
        {list.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="models-none">
            {models.isPending ? "…" : t("analysis.hikage.models_none")}
          </Typography>
        ) : null}
        {list.map((model) => (
          <Stack key={model.id} direction="row" sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <CheckField
              label={t("analysis.hikage.model_option", { name: model.name, count: model.buildings })}
              checked={chosen.includes(model.id)}
              disabled={disabled}
              input={{ "data-testid": "model-option", "data-id": model.id }}
              onChange={(on) => choose(model.id, on)}
            />
            {chosen.includes(model.id) ? (
              <CheckField
                label={t("analysis.hikage.model_planned")}
                checked={planned.includes(model.id)}
                disabled={disabled}
                input={{ "data-testid": "model-planned", "data-id": model.id }}
                onChange={(on) =>
                  set(
                    "planned_model_ids",
                    on ? [...planned, model.id] : planned.filter((id) => id !== model.id),
                  )
                }
              />
            ) : null}
          </Stack>
        ))}
        <FieldErrorText name="model_ids" />
        <FieldErrorText name="planned_model_ids" />
      </Stack>
      <ExcludedBuildings disabled={disabled} />
      <CheckField
        label={t("analysis.hikage.walls")}
        checked={walls?.enabled === true}
        disabled={disabled}
        input={{ "data-testid": "field-walls.enabled" }}
        onChange={(on) => set("walls", { spacing: 1, ...walls, enabled: on })}
      />
      {walls?.enabled ? (
        <NumField
          name="walls.spacing"
          label={t("analysis.hikage.wall_spacing")}
          unit="m"
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}
