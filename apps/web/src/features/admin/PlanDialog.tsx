import { useState } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  TextField,
} from "@mui/material";
import { type AdminUser, type PlanLimits, USER_TYPES, type UserType } from "@soracity/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { isApiError } from "../../api/client";
import { errorText } from "../../api/errorText";
import { adminApi } from "./api";

const LIMIT_KEYS = [
  "workspaces",
  "projects_per_workspace",
  "cases_per_project_service",
  "groups",
  "models_per_project",
  "model_storage_mb",
  "concurrent_runs",
] as const satisfies readonly (keyof PlanLimits)[];

type LimitTexts = Record<keyof PlanLimits, string>;
const textsOf = (limits: PlanLimits): LimitTexts =>
  Object.fromEntries(LIMIT_KEYS.map((key) => [key, String(limits[key])])) as LimitTexts;

/**
 * Changes a user's plan; with `custom` the operator sets the plan's limits for this user (prefilled with the
 * limits that apply now). The server checks the numbers; its field messages show under the fields.
 */
export function PlanDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return user ? <PlanForm key={user.id} user={user} onClose={onClose} /> : null;
}

function PlanForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<UserType>(user.user_type);
  const [limits, setLimits] = useState<LimitTexts>(textsOf(user.limits));
  const save = useMutation({
    mutationFn: () =>
      adminApi.setPlan(user.id, {
        user_type: plan,
        ...(plan === "custom"
          ? { limits: Object.fromEntries(LIMIT_KEYS.map((key) => [key, Number(limits[key])])) }
          : {}),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
      enqueueSnackbar(t("admin.plan_saved"), { variant: "success" });
      onClose();
    },
  });
  const fieldError = (path: string) =>
    isApiError(save.error) ? save.error.fields.find((field) => field.path === path)?.message : undefined;
  const unexpected = save.error && (!isApiError(save.error) || save.error.fields.length === 0);
  return (
    <Dialog open onClose={onClose} data-testid="plan-dialog" fullWidth maxWidth="sm">
      <DialogTitle>{t("admin.plan_title", { name: user.name })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          label={t("admin.plan")}
          value={plan}
          onChange={(event) => setPlan(event.target.value as UserType)}
          fullWidth
          sx={{ mt: 1, mb: 2 }}
          data-testid="plan-select"
          error={Boolean(fieldError("user_type"))}
          helperText={fieldError("user_type") ? t(fieldError("user_type") ?? "") : " "}
        >
          {USER_TYPES.map((type) => (
            <MenuItem key={type} value={type} data-testid={`plan-${type}`}>
              {t(`dashboard.plan_${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {plan === "custom" && (
          <Grid container spacing={2}>
            {LIMIT_KEYS.map((key) => {
              const message = fieldError(`limits.${key}`);
              return (
                <Grid key={key} size={{ xs: 12, sm: 6 }}>
                  <TextField
                    label={t(`admin.limit_${key}`)}
                    type="number"
                    value={limits[key]}
                    onChange={(event) => setLimits({ ...limits, [key]: event.target.value })}
                    fullWidth
                    size="small"
                    error={Boolean(message)}
                    helperText={message ? t(message) : " "}
                    slotProps={{ htmlInput: { min: 0, step: 1, "data-testid": `limit-${key}` } }}
                  />
                </Grid>
              );
            })}
          </Grid>
        )}
        {unexpected && <Alert severity="error">{errorText(t, save.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button
          variant="contained"
          onClick={() => save.mutate()}
          disabled={save.isPending}
          data-testid="plan-save"
        >
          {t("admin.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
