import { useState } from "react";
import type { Group } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { createGroup, deleteGroup, deleteMember, moveGroup, renameGroup } from "../../api/groups";
import { useMe } from "../auth/useMe";
import { ConfirmDeleteDialog } from "../../components/dialogs/ConfirmDeleteDialog";
import { NameDialog } from "../../components/dialogs/NameDialog";
import { useDialogMutation } from "../../hooks/useDialogMutation";
import { useFailure } from "../../hooks/useFailure";
import type { RowAction } from "../workspaces/RowMenu";
import { MembersDialog } from "./MembersDialog";
import { MoveDialog } from "./MoveDialog";

type Dialog =
  | { type: "none" }
  | { type: "create"; parent: Group | null }
  | { type: "rename" | "move" | "members" | "delete" | "leave"; group: Group };

/**
 * Create, rename, move, delete, leave and members of groups, as menu actions and the dialogs they open.
 * `onDeleted` runs after a group is deleted or left (e.g. go back from its page).
 */
export function useGroupActions(groups: Group[], onDeleted?: (group: Group) => void) {
  const { t } = useTranslation();
  const me = useMe().data;
  const [dialog, setDialog] = useState<Dialog>({ type: "none" });
  const { fail, limitDialog } = useFailure();
  const close = () => setDialog({ type: "none" });
  // What every mutation below does on success and failure (useDialogMutation).
  const shared = {
    close,
    fail,
    invalidates: [queryKeys.groups.all, queryKeys.limits, queryKeys.workspaces.all],
  };

  const create = useDialogMutation({
    ...shared,
    mutationFn: (input: { name: string; parent_id: string | null }) => createGroup(input),
    limit: "groups",
  });
  const rename = useDialogMutation({
    ...shared,
    mutationFn: ({ group, name }: { group: Group; name: string }) => renameGroup(group.id, { name }),
  });
  const move = useDialogMutation({
    ...shared,
    mutationFn: ({ group, parentId }: { group: Group; parentId: string | null }) =>
      moveGroup(group.id, { parent_id: parentId }),
  });
  const remove = useDialogMutation({
    ...shared,
    mutationFn: (group: Group) => deleteGroup(group.id),
    success: (group) => t("ws.deleted", { name: group.name }),
    then: (group) => onDeleted?.(group),
  });
  const leave = useDialogMutation({
    ...shared,
    mutationFn: ({ group, userId }: { group: Group; userId: string }) => deleteMember(group.id, userId),
    success: ({ group }) => t("group.left", { name: group.name }),
    then: ({ group }) => onDeleted?.(group),
  });

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
          create.mutateAsync({
            name,
            parent_id: dialog.type === "create" ? (dialog.parent?.id ?? null) : null,
          })
        }
        onClose={close}
      />
      <NameDialog
        testId="group-rename-dialog"
        title={t("group.rename_title")}
        label={t("group.name")}
        submitLabel={t("ws.save")}
        initial={dialog.type === "rename" ? dialog.group.name : null}
        onSubmit={async (name) => {
          if (target) await rename.mutateAsync({ group: target, name });
        }}
        onClose={close}
      />
      <MoveDialog
        group={dialog.type === "move" ? dialog.group : null}
        groups={groups}
        onMove={async (parentId) => {
          if (target) await move.mutateAsync({ group: target, parentId });
        }}
        onClose={close}
      />
      <MembersDialog group={dialog.type === "members" ? dialog.group : null} onClose={close} />
      <ConfirmDeleteDialog
        name={dialog.type === "delete" ? dialog.group.name : null}
        detail={t("group.delete_detail")}
        onConfirm={async () => {
          if (target) await remove.mutateAsync(target);
        }}
        onClose={close}
      />
      <ConfirmDeleteDialog
        name={dialog.type === "leave" ? dialog.group.name : null}
        title={t("group.leave_title")}
        question={(name) => t("group.leave_confirm", { name })}
        confirmLabel={t("group.leave")}
        onConfirm={async () => {
          if (target && me) await leave.mutateAsync({ group: target, userId: me.id });
        }}
        onClose={close}
      />
      {limitDialog}
    </>
  );
  return { actionsOf, openCreate, dialogs };
}
