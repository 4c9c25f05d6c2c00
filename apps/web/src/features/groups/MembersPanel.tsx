import { Alert, Skeleton } from "@mui/material";
import type { Group } from "@soracity/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { deleteMember, putMember } from "../../api/groups";
import { errorText } from "../auth/errorText";
import { PeopleEditor } from "../dashboard/PeopleEditor";
import { q } from "../dashboard/queries";

/** Members of a group: add by e-mail with a role of the permission master, change, remove. */
export function MembersPanel({ group }: { group: Group }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const members = useQuery(q.members(group.id));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["groups", "members", group.id] }),
      queryClient.invalidateQueries({ queryKey: ["workspaces"] }),
    ]);
  if (members.isError) return <Alert severity="error">{errorText(t, members.error)}</Alert>;
  if (members.isPending) return <Skeleton variant="rounded" height={80} />;
  return (
    <PeopleEditor
      editable={group.can.manage_members}
      people={members.data.map((member) => ({ ...member, permission: member.role }))}
      onPut={async (email, role) => {
        await putMember(group.id, { email, role });
        enqueueSnackbar(t("group.member_saved", { email }), { variant: "success" });
        await refresh();
      }}
      onRemove={async (person) => {
        await deleteMember(group.id, person.user_id);
        await refresh();
      }}
    />
  );
}
