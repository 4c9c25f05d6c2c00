import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import type { Group } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { MembersPanel } from "./MembersPanel";

/** The members dialog of a group (from the tree). */
export function MembersDialog({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={group !== null}
      onClose={onClose}
      data-testid="members-dialog"
      slotProps={{ paper: { sx: { width: 600, maxWidth: "calc(100vw - 32px)" } } }}
    >
      <DialogTitle>{t("group.members_title", { name: group?.name ?? "" })}</DialogTitle>
      <DialogContent>{group ? <MembersPanel group={group} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="members-close">
          {t("common.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
