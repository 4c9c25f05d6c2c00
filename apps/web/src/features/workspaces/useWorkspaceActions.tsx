import type { Workspace } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { createWorkspace, deleteWorkspace, renameWorkspace } from "../../api/workspaces";
import { ConfirmDeleteDialog } from "../dashboard/ConfirmDeleteDialog";
import { NameDialog } from "../dashboard/NameDialog";
import { can } from "../dashboard/roles";
import { useDialogActions } from "../dashboard/useDialogActions";
import type { RowAction } from "./RowMenu";
import { ShareDialog } from "./ShareDialog";

type Dialog = { type: "create" } | { type: "rename" | "share" | "delete"; workspace: Workspace };

/**
 * Create (optionally in a group), rename, share and delete workspaces: the menu actions a role allows and
 * the dialogs they open. `onDeleted` runs after a delete (e.g. leave the workspace's page).
 */
export function useWorkspaceActions({
  groupId,
  onDeleted,
}: { groupId?: string; onDeleted?: (workspace: Workspace) => void } = {}) {
  const { t } = useTranslation();
  const { dialog, setDialog, close, attempt, attemptDelete, limitDialog } = useDialogActions<Dialog>([
    "workspaces",
    "limits",
    "projects",
  ]);
  const target = dialog.type === "none" || dialog.type === "create" ? null : dialog.workspace;

  const create = (name: string) =>
    attempt(() => createWorkspace({ name, ...(groupId ? { group_id: groupId } : {}) }), {
      limit: "workspaces",
      success: t("ws.created", { name }),
    });
  const rename = async (name: string) => {
    if (target) await attempt(() => renameWorkspace(target.id, { name }));
  };
  const remove = async () => {
    if (!target) return;
    await attemptDelete(() => deleteWorkspace(target.id), {
      success: t("ws.deleted", { name: target.name }),
      then: () => onDeleted?.(target),
    });
  };

  const actionsOf = (workspace: Workspace): RowAction[] => [
    ...(can.manage(workspace.role)
      ? [
          { id: "rename", label: t("ws.rename"), onClick: () => setDialog({ type: "rename", workspace }) },
          { id: "share", label: t("ws.share"), onClick: () => setDialog({ type: "share", workspace }) },
        ]
      : []),
    ...(can.deleteWorkspace(workspace)
      ? [
          {
            id: "delete",
            label: t("ws.delete"),
            danger: true,
            onClick: () => setDialog({ type: "delete", workspace }),
          },
        ]
      : []),
  ];

  const dialogs = (
    <>
      <NameDialog
        title={t("ws.create_title")}
        label={t("ws.name")}
        submitLabel={t("ws.create")}
        initial={dialog.type === "create" ? "" : null}
        onSubmit={create}
        onClose={close}
      />
      <NameDialog
        title={t("ws.rename_title")}
        label={t("ws.name")}
        submitLabel={t("ws.save")}
        initial={dialog.type === "rename" ? dialog.workspace.name : null}
        onSubmit={rename}
        onClose={close}
      />
      <ShareDialog workspace={dialog.type === "share" ? dialog.workspace : null} onClose={close} />
      <ConfirmDeleteDialog
        name={dialog.type === "delete" ? dialog.workspace.name : null}
        detail={t("ws.delete_workspace_detail")}
        onConfirm={remove}
        onClose={close}
      />
      {limitDialog}
    </>
  );
  return { actionsOf, openCreate: () => setDialog({ type: "create" }), dialogs };
}
