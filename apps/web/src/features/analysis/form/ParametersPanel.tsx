import { useEffect } from "react";
import { Button, Stack, Typography } from "@mui/material";
import PlayArrow from "@mui/icons-material/PlayArrow";
import type { Case } from "@soracity/contracts";
import { FormProvider } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useBridge } from "../bridge";
import { isActive } from "../status";
import { useFieldMessage } from "../useFieldMessage";
import { SERVICE_VIEWS } from "../services";
import { overlaysOf } from "./overlays";
import { useParametersForm } from "./useParametersForm";
import type { Values } from "./values";

/**
 * The case's analysis settings in the side panel: the service's form (read-only for viewers, and while a run
 * is under way), Save (PATCH) and Run; the form's geometry is drawn on the map.
 */
export function ParametersPanel({ item, editable }: { item: Case; editable: boolean }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { form, busy, save, run } = useParametersForm(item);
  const { setOverlays, setCapture, setEdit } = useBridge();
  const values = form.watch();
  const disabled = !editable || isActive(item.status);
  const json = JSON.stringify(values);
  useEffect(() => {
    setOverlays(overlaysOf(JSON.parse(json) as Values, t));
  }, [json, setOverlays, t]);
  useEffect(
    () => () => {
      setCapture(null);
      setEdit(null);
    },
    [setCapture, setEdit],
  );
  const rootError = form.formState.errors.root?.message;
  const { Form } = SERVICE_VIEWS[item.service_type];
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        spacing={2}
        noValidate
        data-testid="parameters-form"
        data-service={item.service_type}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Form item={item} disabled={disabled} />
        {rootError ? (
          <Typography color="error" variant="body2" role="alert">
            {message(rootError)}
          </Typography>
        ) : null}
        {editable ? (
          <Stack
            direction="row"
            spacing={1}
            sx={{ position: "sticky", bottom: 0, bgcolor: "background.paper", py: 1 }}
          >
            <Button
              type="submit"
              variant="outlined"
              disabled={disabled || busy}
              data-testid="parameters-save"
            >
              {t("analysis.form.save")}
            </Button>
            <Button
              variant="contained"
              startIcon={<PlayArrow />}
              disabled={disabled || busy}
              data-testid="run-button"
              onClick={() => void run()}
            >
              {t("analysis.run.run")}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </FormProvider>
  );
}
