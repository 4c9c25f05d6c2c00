import { useState } from "react";
import type { Group } from "@soracity/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { createGroup, deleteGroup, moveGroup, renameGroup } from "../../api/groups";
import { ConfirmDeleteDialog } from "../dashboard/ConfirmDeleteDialog";
import { NameDialog } from "../dashboard/NameDialog";
import { can } from "../dashboard/roles";
import { useFailure } from "../dashboard/useFailure";
import type { RowAction } from "../workspaces/RowMenu";
import { MembersDialog } from "./MembersDialog";
import { MoveDialog } from "./MoveDialog";

type Dialog =
  | { type: "none" }
  | { type: "create"; parent: Group | null }
  | { type: "rename" | "move" | "members" | "delete"; group: Group };

/**
 * Create, rename, move, delete and members of groups, as menu actions and the dialogs they open.
 * `onDeleted` runs after a group is deleted (e.g. leave its page).
 */
export function useGroupActions(groups: Group[], onDeleted?: (group: Group) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { fail, limitDialog } = useFailure();
  const [dialog, setDialog] = useState<Dialog>({ type: "none" });
  const close = () => setDialog({ type: "none" });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["groups"] }),
      queryClient.invalidateQueries({ queryKey: ["limits"] }),
      queryClient.invalidateQueries({ queryKey: ["workspaces"] }),
    ]);
  const attempt = async (action: () => Promise<unknown>, limited = false) => {
    try {
      await action();
      close();
      await refresh();
    } catch (error) {
      if (fail(error, limited ? "groups" : undefined)) close();
      throw error;
    }
  };

  const actionsOf = (group: Group): RowAction[] => [
    { id: "members", label: t("group.members"), onClick: () => setDialog({ type: "members", group }) },
    ...(can.manage(group.role)
      ? [
          {
            id: "subgroup",
            label: t("group.add_subgroup"),
            onClick: () => setDialog({ type: "create", parent: group }),
          },
          { id: "rename", label: t("ws.rename"), onClick: () => setDialog({ type: "rename", group }) },
        ]
      : []),
    // A top-level group has no other group in its tree to move under.
    ...(can.manage(group.role) && group.parent_id !== null
      ? [{ id: "move", label: t("group.move"), onClick: () => setDialog({ type: "move", group }) }]
      : []),
    ...(can.deleteGroup(group)
      ? [
          {
            id: "delete",
            label: t("ws.delete"),
            danger: true,
            onClick: () => setDialog({ type: "delete", group }),
          },
        ]
      : []),
  ];
  const openCreate = (parent: Group | null = null) => setDialog({ type: "create", parent });
  const target = "group" in dialog ? dialog.group : null;

  const dialogs = (
    <>
      <NameDialog
        testId="group-dialog"
        title={
          dialog.type === "create" && dialog.parent
            ? t("group.create_sub_title", { name: dialog.parent.name })
            : t("group.create_title")
        }
        label={t("group.name")}
        submitLabel={t("ws.create")}
        initial={dialog.type === "create" ? "" : null}
        onSubmit={(name) =>
          attempt(
            () =>
              createGroup({ name, parent_id: dialog.type === "create" ? (dialog.parent?.id ?? null) : null }),
            true,
          )
        }
        onClose={close}
      />
      <NameDialog
        testId="group-rename-dialog"
        title={t("group.rename_title")}
        label={t("group.name")}
        submitLabel={t("ws.save")}
        initial={dialog.type === "rename" ? dialog.group.name : null}
        onSubmit={(name) => (target ? attempt(() => renameGroup(target.id, { name })) : Promise.resolve())}
        onClose={close}
      />
      <MoveDialog
        group={dialog.type === "move" ? dialog.group : null}
        groups={groups}
        onMove={(parentId) =>
          target ? attempt(() => moveGroup(target.id, { parent_id: parentId })) : Promise.resolve()
        }
        onClose={close}
      />
      <MembersDialog group={dialog.type === "members" ? dialog.group : null} onClose={close} />
      <ConfirmDeleteDialog
        name={dialog.type === "delete" ? dialog.group.name : null}
        detail={t("group.delete_detail")}
        onConfirm={async () => {
          if (!target) return;
          try {
            await deleteGroup(target.id);
            close();
            enqueueSnackbar(t("ws.deleted", { name: target.name }), { variant: "success" });
            onDeleted?.(target);
            await refresh();
          } catch (error) {
            fail(error);
          }
        }}
        onClose={close}
      />
      {limitDialog}
    </>
  );
  return { actionsOf, openCreate, dialogs };
}
