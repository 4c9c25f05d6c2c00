import type { Workspace } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { createWorkspace, deleteShare, deleteWorkspace, renameWorkspace } from "../../api/workspaces";
import { useMe } from "../auth/useMe";
import { ConfirmDeleteDialog } from "../dashboard/ConfirmDeleteDialog";
import { NameDialog } from "../dashboard/NameDialog";
import { useDialogActions } from "../dashboard/useDialogActions";
import type { RowAction } from "./RowMenu";
import { ShareDialog } from "./ShareDialog";

type Dialog = { type: "create" } | { type: "rename" | "share" | "delete" | "leave"; workspace: Workspace };

/**
 * Create (optionally in a group), rename, share and delete workspaces: the menu actions a role allows and
 * the dialogs they open. `onDeleted` runs after a delete or after leaving a shared workspace (e.g. go back to the list).
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
  const me = useMe().data;
  const leave = async () => {
    if (!target || !me) return;
    await attemptDelete(() => deleteShare(target.id, me.id), {
      success: t("ws.left", { name: target.name }),
      then: () => onDeleted?.(target),
    });
  };
  const remove = async () => {
    if (!target) return;
    await attemptDelete(() => deleteWorkspace(target.id), {
      success: t("ws.deleted", { name: target.name }),
      then: () => onDeleted?.(target),
    });
  };

  const actionsOf = (workspace: Workspace): RowAction[] => [
    ...(workspace.can.update
      ? [{ id: "rename", label: t("ws.rename"), onClick: () => setDialog({ type: "rename", workspace }) }]
      : []),
    ...(workspace.can.share
      ? [{ id: "share", label: t("ws.share"), onClick: () => setDialog({ type: "share", workspace }) }]
      : []),
    // Someone shared it with me: I may take myself off the share.
    ...(workspace.kind === "shared" && workspace.role !== "owner"
      ? [{ id: "leave", label: t("ws.leave"), onClick: () => setDialog({ type: "leave", workspace }) }]
      : []),
    ...(workspace.can.delete
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
      <ConfirmDeleteDialog
        name={dialog.type === "leave" ? dialog.workspace.name : null}
        title={t("ws.leave_title")}
        question={(name) => t("ws.leave_confirm", { name })}
        confirmLabel={t("ws.leave")}
        onConfirm={leave}
        onClose={close}
      />
      {limitDialog}
    </>
  );
  return { actionsOf, openCreate: () => setDialog({ type: "create" }), dialogs };
}
