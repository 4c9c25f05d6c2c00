import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useTranslation } from "react-i18next";

/** Thank-you dialog after a sent inquiry (PRODUCT.md §9: max width 600). */
export function ThanksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      data-testid="thanks-dialog"
      slotProps={{ paper: { sx: { maxWidth: 600 } } }}
    >
      <DialogTitle>{t("contact.thanks_title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("contact.thanks_body")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t("common.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
