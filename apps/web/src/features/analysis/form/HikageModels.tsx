import { Checkbox, FormControlLabel, Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import type { HikageParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { mapQueries } from "../../map/api";
import { FieldErrorText, NumField } from "./fields";
import { useServiceForm } from "./useServiceForm";

/**
 * Shadow: the project's uploaded models taken into the analysis (`model_ids`, from GET
 * /api/project/:id/models) and the shadow on walls (on/off and the spacing of the wall samples).
 */
export function HikageModels({ projectId, disabled }: { projectId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const models = useQuery(mapQueries.models(projectId));
  const { watch, set } = useServiceForm<HikageParametersInput>();
  const chosen = watch("model_ids") ?? [];
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
          <FormControlLabel
            key={model.id}
            label={t("analysis.hikage.model_option", { name: model.name, count: model.buildings })}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(model.id)}
                disabled={disabled}
                slotProps={{ input: { "data-testid": "model-option", "data-id": model.id } as object }}
                onChange={(event) =>
                  set(
                    "model_ids",
                    event.target.checked ? [...chosen, model.id] : chosen.filter((id) => id !== model.id),
                  )
                }
              />
            }
          />
        ))}
        <FieldErrorText name="model_ids" />
      </Stack>
      <FormControlLabel
        label={t("analysis.hikage.walls")}
        control={
          <Checkbox
            size="small"
            checked={walls?.enabled === true}
            disabled={disabled}
            slotProps={{ input: { "data-testid": "field-walls.enabled" } as object }}
            onChange={(event) => set("walls", { spacing: 1, ...walls, enabled: event.target.checked })}
          />
        }
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
