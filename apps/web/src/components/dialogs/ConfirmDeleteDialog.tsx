import { useState } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/**
 * Delete confirmation of PRODUCT.md §8 (500 px, §9): `Are you sure you would like to delete "{name}"?`. The
 * texts can be replaced for other irreversible steps (e.g. leaving a shared workspace).
 */
export function ConfirmDeleteDialog({
  name,
  detail,
  title,
  question,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  /** Name of the thing to delete; the dialog is open while it is not null. */
  name: string | null;
  /** Optional extra line (e.g. what a cascade removes). */
  detail?: string;
  title?: string;
  /** The question, given the name (default: the delete question of PRODUCT.md §8). */
  question?: (name: string) => string;
  confirmLabel?: string;
  /** May reject (after showing the failure) to keep the confirmation open. */
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // the caller has shown the failure; keep the confirmation open
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={name !== null}
      onClose={onClose}
      data-testid="confirm-delete-dialog"
      slotProps={{ paper: { sx: { width: 500, maxWidth: "calc(100vw - 32px)" } } }}
    >
      <DialogTitle>{title ?? t("ws.delete_title")}</DialogTitle>
      <DialogContent>
        <Typography data-testid="confirm-delete-text" sx={{ wordBreak: "break-word" }}>
          {question ? question(name ?? "") : t("ws.delete_confirm", { name: name ?? "" })}
        </Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {detail}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button
          data-testid="confirm-delete"
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {confirmLabel ?? t("ws.delete")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
