import { Alert, Button, LinearProgress, Stack, Typography } from "@mui/material";
import type { Case } from "@soracity/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { errorText } from "../../api/errorText";
import { formatDateTime } from "../../i18n/datetime";
import { cancelCase } from "./api";
import { isActive } from "./status";
import { useFieldMessage } from "./useFieldMessage";

/**
 * Status of the case's run: start and end times, a progress bar while queued or processing (with Cancel for
 * editors), the reason of an error in the user's language, and a notice when the results are stale.
 */
export function RunStatus({ item, editable }: { item: Case; editable: boolean }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const cancel = useMutation({
    mutationFn: () => cancelCase(item.id),
    onSuccess: (updated) => queryClient.setQueryData(queryKeys.case(item.id), updated),
    onError: (error) => enqueueSnackbar(errorText(t, error), { variant: "error" }),
  });
  const dash = (value: string | null) => formatDateTime(value) || "—";
  return (
    <Stack spacing={0.5} data-testid="run-status" data-status={item.status}>
      <Typography variant="body2" color="text.secondary" data-testid="case-start">
        {t("case.start")}: {dash(item.process_start_at)}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="case-end">
        {t("case.end")}: {dash(item.process_end_at)}
      </Typography>
      {isActive(item.status) ? (
        <Stack spacing={0.5} data-testid="case-progress" data-progress={item.progress}>
          <LinearProgress
            variant={item.status === "queued" ? "indeterminate" : "determinate"}
            value={item.progress}
            aria-label={t("analysis.run.progress_label")}
          />
          <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
            <Typography variant="caption">
              {item.status === "queued"
                ? t("analysis.run.queued")
                : t("case.progress", { progress: item.progress })}
            </Typography>
            {editable ? (
              <Button
                size="small"
                color="warning"
                data-testid="run-cancel"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate()}
              >
                {t("analysis.run.cancel")}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      ) : null}
      {item.status === "error" && item.error ? (
        <Alert severity="error" data-testid="run-error">
          {message(item.error.message)}
        </Alert>
      ) : null}
      {item.status === "cancelled" ? (
        <Alert severity="info" data-testid="run-cancelled">
          {t("analysis.run.cancelled")}
        </Alert>
      ) : null}
      {item.stale ? (
        <Alert severity="warning" data-testid="run-stale">
          {t("case.stale")}
        </Alert>
      ) : null}
    </Stack>
  );
}
