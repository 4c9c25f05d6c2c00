import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** What a plan limit counts (PRODUCT.md §8 limit messages). */
export type LimitKind = "workspaces" | "groups" | "projects" | "cases";

/** The 'Error' dialog (PRODUCT.md §8) shown when the API answers `limit_reached`. */
export function LimitDialog({ kind, onClose }: { kind: LimitKind | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      data-testid="limit-dialog"
      slotProps={{ paper: { sx: { width: 500, maxWidth: "calc(100vw - 32px)" } } }}
    >
      <DialogTitle>{t("ws.limit_title")}</DialogTitle>
      <DialogContent>
        <Typography data-testid="limit-message">{kind ? t(`ws.limit_${kind}`) : ""}</Typography>
      </DialogContent>
      <DialogActions>
        <Button data-testid="limit-close" onClick={onClose}>
          {t("common.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
