import { Button, DialogActions } from "@mui/material";
import { useTranslation } from "react-i18next";

/**
 * The actions of a dialog that holds a form: Cancel, and the form's submit button (disabled while the form is
 * being submitted, so a second click sends nothing twice).
 */
export function DialogFormActions({
  onCancel,
  submitLabel,
  submitting,
  submitTestId,
}: {
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  submitTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel}>{t("common.cancel")}</Button>
      <Button type="submit" variant="contained" data-testid={submitTestId} disabled={submitting}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
