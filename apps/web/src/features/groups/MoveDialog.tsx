import { useState } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from "@mui/material";
import type { Group } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { moveTargets } from "./tree";

const TOP = "__top__";

/** Move a group under another group of the tree (never itself or a descendant) or to the top level. */
export function MoveDialog(props: {
  group: Group | null;
  groups: Group[];
  onMove: (parentId: string | null) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={props.group !== null}
      onClose={props.onClose}
      data-testid="move-dialog"
      slotProps={{ paper: { sx: { width: 500, maxWidth: "calc(100vw - 32px)" } } }}
    >
      {props.group ? <MoveForm key={props.group.id} {...props} group={props.group} /> : null}
    </Dialog>
  );
}

function MoveForm({
  group,
  groups,
  onMove,
  onClose,
}: {
  group: Group;
  groups: Group[];
  onMove: (parentId: string | null) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(TOP);
  const [busy, setBusy] = useState(false);
  const targets = moveTargets(groups, group.id).filter((item) => item.can.create_subgroup);
  const allowTop = group.can.move_to_top;
  const value = target === TOP && !allowTop ? (targets[0]?.id ?? "") : target;
  const move = async () => {
    setBusy(true);
    try {
      await onMove(value === TOP ? null : value);
    } catch {
      // reported by the caller
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <DialogTitle>{t("group.move_title", { name: group.name })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={t("group.new_parent")}
          value={value}
          onChange={(event) => setTarget(event.target.value)}
          slotProps={{ select: { SelectDisplayProps: { "data-testid": "move-target" } as object } }}
        >
          {allowTop ? <MenuItem value={TOP}>{t("group.top_level")}</MenuItem> : null}
          {targets.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button
          variant="contained"
          data-testid="move-submit"
          disabled={busy || value === ""}
          onClick={() => void move()}
        >
          {t("group.move")}
        </Button>
      </DialogActions>
    </>
  );
}
