import { Alert, Box, Skeleton } from "@mui/material";
import type { Group } from "@soracity/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { deleteMember, putMember } from "../../api/groups";
import { errorText } from "../../api/errorText";
import { ListPager } from "../../components/lists/ListPager";
import { PeopleEditor } from "../../components/forms/PeopleEditor";
import { q } from "../../api/queryOptions";
import { useListControls } from "../../components/lists/useListControls";
import { ListToolbar } from "../workspaces/ListToolbar";

/** Members in the order they joined (the list's one order; the search narrows it). */
const JOINED = { joined: { sort: "created_at", order: "asc" } } as const;

/**
 * Members of a group, searched by name or e-mail and paged by the server: add by e-mail with a role of the
 * permission master, change, remove.
 */
export function MembersPanel({ group }: { group: Group }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const controls = useListControls(JOINED, "joined");
  const members = useQuery(q.members(group.id, controls.params));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.groups.members(group.id) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.workspaces.all }),
    ]);
  if (members.isError) return <Alert severity="error">{errorText(t, members.error)}</Alert>;
  if (members.isPending) return <Skeleton variant="rounded" height={80} />;
  const { items, total } = members.data;
  return (
    <Box>
      {total > 0 || controls.searching ? (
        <Box sx={{ mb: 1 }}>
          <ListToolbar
            query={controls.search}
            onQuery={controls.onSearch}
            searchLabel={t("group.member_search")}
          />
        </Box>
      ) : null}
      <PeopleEditor
        editable={group.can.manage_members}
        people={items.map((member) => ({ ...member, permission: member.role }))}
        emptyText={controls.searching ? t("group.member_no_match", { query: controls.search }) : undefined}
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
      <ListPager answer={members.data} controls={controls} />
    </Box>
  );
}
