import { useState } from "react";
import type { Workspace } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { createWorkspace, deleteShare, deleteWorkspace, renameWorkspace } from "../../api/workspaces";
import { useMe } from "../auth/useMe";
import { ConfirmDeleteDialog } from "../../components/dialogs/ConfirmDeleteDialog";
import { NameDialog } from "../../components/dialogs/NameDialog";
import { useDialogMutation } from "../../hooks/useDialogMutation";
import { useFailure } from "../../hooks/useFailure";
import type { RowAction } from "./RowMenu";
import { ShareDialog } from "./ShareDialog";

type Dialog =
  { type: "none" | "create" } | { type: "rename" | "share" | "delete" | "leave"; workspace: Workspace };

/**
 * Create (optionally in a group), rename, share and delete workspaces: the menu actions a role allows and
 * the dialogs they open. `onDeleted` runs after a delete or after leaving a shared workspace (e.g. go back to the list).
 */
export function useWorkspaceActions({
  groupId,
  onDeleted,
}: { groupId?: string; onDeleted?: (workspace: Workspace) => void } = {}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>({ type: "none" });
  const { fail, limitDialog } = useFailure();
  const close = () => setDialog({ type: "none" });
  // What every mutation below does on success and failure (useDialogMutation).
  const shared = {
    close,
    fail,
    invalidates: [queryKeys.workspaces.all, queryKeys.limits, queryKeys.projects.all],
  };
  const me = useMe().data;

  const create = useDialogMutation({
    ...shared,
    mutationFn: (name: string) => createWorkspace({ name, ...(groupId ? { group_id: groupId } : {}) }),
    limit: "workspaces",
    success: (name) => t("ws.created", { name }),
  });
  const rename = useDialogMutation({
    ...shared,
    mutationFn: ({ workspace, name }: { workspace: Workspace; name: string }) =>
      renameWorkspace(workspace.id, { name }),
  });
  const leave = useDialogMutation({
    ...shared,
    mutationFn: ({ workspace, userId }: { workspace: Workspace; userId: string }) =>
      deleteShare(workspace.id, userId),
    success: ({ workspace }) => t("ws.left", { name: workspace.name }),
    then: ({ workspace }) => onDeleted?.(workspace),
  });
  const remove = useDialogMutation({
    ...shared,
    mutationFn: (workspace: Workspace) => deleteWorkspace(workspace.id),
    success: (workspace) => t("ws.deleted", { name: workspace.name }),
    then: (workspace) => onDeleted?.(workspace),
  });

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
        onSubmit={(name) => create.mutateAsync(name)}
        onClose={close}
      />
      <NameDialog
        title={t("ws.rename_title")}
        label={t("ws.name")}
        submitLabel={t("ws.save")}
        initial={dialog.type === "rename" ? dialog.workspace.name : null}
        onSubmit={async (name) => {
          if (dialog.type === "rename") await rename.mutateAsync({ workspace: dialog.workspace, name });
        }}
        onClose={close}
      />
      <ShareDialog workspace={dialog.type === "share" ? dialog.workspace : null} onClose={close} />
      <ConfirmDeleteDialog
        name={dialog.type === "delete" ? dialog.workspace.name : null}
        detail={t("ws.delete_workspace_detail")}
        onConfirm={async () => {
          if (dialog.type === "delete") await remove.mutateAsync(dialog.workspace);
        }}
        onClose={close}
      />
      <ConfirmDeleteDialog
        name={dialog.type === "leave" ? dialog.workspace.name : null}
        title={t("ws.leave_title")}
        question={(name) => t("ws.leave_confirm", { name })}
        confirmLabel={t("ws.leave")}
        onConfirm={async () => {
          if (dialog.type === "leave" && me)
            await leave.mutateAsync({ workspace: dialog.workspace, userId: me.id });
        }}
        onClose={close}
      />
      {limitDialog}
    </>
  );
  return { actionsOf, openCreate: () => setDialog({ type: "create" }), dialogs };
}
