import type { Group } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { createGroup, deleteGroup, deleteMember, moveGroup, renameGroup } from "../../api/groups";
import { useMe } from "../auth/useMe";
import { ConfirmDeleteDialog } from "../dashboard/ConfirmDeleteDialog";
import { NameDialog } from "../dashboard/NameDialog";
import { useDialogActions } from "../dashboard/useDialogActions";
import type { RowAction } from "../workspaces/RowMenu";
import { MembersDialog } from "./MembersDialog";
import { MoveDialog } from "./MoveDialog";

type Dialog =
  | { type: "create"; parent: Group | null }
  | { type: "rename" | "move" | "members" | "delete" | "leave"; group: Group };

/**
 * Create, rename, move, delete, leave and members of groups, as menu actions and the dialogs they open.
 * `onDeleted` runs after a group is deleted or left (e.g. go back from its page).
 */
export function useGroupActions(groups: Group[], onDeleted?: (group: Group) => void) {
  const { t } = useTranslation();
  const me = useMe().data;
  const { dialog, setDialog, close, attempt, attemptDelete, limitDialog } = useDialogActions<Dialog>([
    "groups",
    "limits",
    "workspaces",
  ]);

  const actionsOf = (group: Group): RowAction[] => [
    { id: "members", label: t("group.members"), onClick: () => setDialog({ type: "members", group }) },
    ...(group.can.create_subgroup
      ? [
          {
            id: "subgroup",
            label: t("group.add_subgroup"),
            onClick: () => setDialog({ type: "create", parent: group }),
          },
        ]
      : []),
    ...(group.can.update
      ? [{ id: "rename", label: t("ws.rename"), onClick: () => setDialog({ type: "rename", group }) }]
      : []),
    ...(group.can.move || group.can.move_to_top
      ? [{ id: "move", label: t("group.move"), onClick: () => setDialog({ type: "move", group }) }]
      : []),
    // Only a group one was added to can be left (a parent group's membership reaches its sub-groups).
    ...(group.member && group.role !== "owner"
      ? [{ id: "leave", label: t("group.leave"), onClick: () => setDialog({ type: "leave", group }) }]
      : []),
    ...(group.can.delete
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
            { limit: "groups" },
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
        onConfirm={() =>
          target
            ? attemptDelete(() => deleteGroup(target.id), {
                success: t("ws.deleted", { name: target.name }),
                then: () => onDeleted?.(target),
              })
            : Promise.resolve()
        }
        onClose={close}
      />
      <ConfirmDeleteDialog
        name={dialog.type === "leave" ? dialog.group.name : null}
        title={t("group.leave_title")}
        question={(name) => t("group.leave_confirm", { name })}
        confirmLabel={t("group.leave")}
        onConfirm={() =>
          target && me
            ? attemptDelete(() => deleteMember(target.id, me.id), {
                success: t("group.left", { name: target.name }),
                then: () => onDeleted?.(target),
              })
            : Promise.resolve()
        }
        onClose={close}
      />
      {limitDialog}
    </>
  );
  return { actionsOf, openCreate, dialogs };
}
