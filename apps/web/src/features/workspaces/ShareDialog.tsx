import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Typography,
} from "@mui/material";
import type { Permission, Workspace } from "@soracity/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { deleteShare, putShare } from "../../api/workspaces";
import { errorText } from "../../api/errorText";
import { PeopleEditor } from "../../components/forms/PeopleEditor";
import { q } from "../../api/queryOptions";

/** Sharing a workspace by e-mail with a permission of the permission master (PRODUCT.md §6). */
export function ShareDialog({ workspace, onClose }: { workspace: Workspace | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const shares = useQuery({ ...q.shares(workspace?.id ?? ""), enabled: workspace !== null });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.workspaces.shares(workspace?.id) });
  return (
    <Dialog
      open={workspace !== null}
      onClose={onClose}
      data-testid="share-dialog"
      slotProps={{ paper: { sx: { width: 600, maxWidth: "calc(100vw - 32px)" } } }}
    >
      <DialogTitle>{t("ws.share_title", { name: workspace?.name ?? "" })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("ws.share_help")}
        </Typography>
        {shares.isError ? <Alert severity="error">{errorText(t, shares.error)}</Alert> : null}
        {shares.isPending ? (
          <Skeleton variant="rounded" height={80} />
        ) : (
          <PeopleEditor
            editable
            people={(shares.data ?? []).map((share) => ({ ...share }))}
            onPut={async (email: string, permission: Permission) => {
              if (!workspace) return;
              await putShare(workspace.id, { email, permission });
              enqueueSnackbar(t("ws.share_saved", { email }), { variant: "success" });
              await refresh();
            }}
            onRemove={async (person) => {
              if (!workspace) return;
              await deleteShare(workspace.id, person.user_id);
              await refresh();
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="share-close">
          {t("common.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
