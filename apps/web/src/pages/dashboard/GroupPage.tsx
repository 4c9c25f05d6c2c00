import Add from "@mui/icons-material/Add";
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useGroupTree } from "../../layouts/dashboard/DashboardLoad";
import { PageHeader } from "../../components/page/PageHeader";
import { RowMenu } from "../../features/workspaces/RowMenu";
import { GroupTree } from "../../features/groups/GroupTree";
import { MembersPanel } from "../../features/groups/MembersPanel";
import { subtreeIds } from "../../features/groups/tree";
import { useGroupActions } from "../../features/groups/useGroupActions";
import { WorkspaceList } from "../../features/workspaces/WorkspaceList";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";
import { roleLabelKey } from "../../i18n/roleLabel";

/** `/dashboard/group/:id`: one group with its sub-groups, members and group workspaces. */
export default function GroupPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const tree = useGroupTree();
  const groups = tree.data ?? [];
  const { actionsOf, openCreate, dialogs } = useGroupActions(groups, (deleted) => {
    if (subtreeIds(groups, deleted.id).has(id)) void navigate(to("/dashboard/group"), { replace: true });
  });
  usePageTitle("ws.groups");
  if (tree.isPending) return <Skeleton variant="rounded" height={200} />;
  const group = groups.find((item) => item.id === id);
  if (!group)
    return (
      <Alert severity="warning" data-testid="group-missing">
        {t("group.not_found")}
      </Alert>
    );
  const below = subtreeIds(groups, id);
  const subgroups = groups.filter((item) => below.has(item.id) && item.id !== id);
  const parent = groups.find((item) => item.id === group.parent_id);
  const section = (title: string, body: React.ReactNode, aside?: React.ReactNode) => (
    <Box component="section" sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: "center", mb: 1.5 }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {aside}
      </Stack>
      {body}
    </Box>
  );
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={group.name}
        trail={[
          { label: t("ws.groups"), to: to("/dashboard/group") },
          ...(parent ? [{ label: parent.name, to: to(`/dashboard/group/${parent.id}`) }] : []),
        ]}
        aside={
          <>
            <Chip label={t(roleLabelKey(group.role))} data-testid="group-role" />
            <RowMenu
              actions={actionsOf(group).filter((action) => action.id !== "members")}
              label={group.name}
            />
          </>
        }
      />
      {section(
        t("group.subgroups"),
        subgroups.length === 0 ? (
          <Typography color="text.secondary" data-testid="subgroups-empty">
            {group.can.create_subgroup ? t("group.no_subgroups_editable") : t("group.no_subgroups")}
          </Typography>
        ) : (
          <GroupTree groups={subgroups} actionsOf={actionsOf} />
        ),
        group.can.create_subgroup ? (
          <Button
            size="small"
            startIcon={<Add />}
            data-testid="subgroup-create"
            onClick={() => openCreate(group)}
          >
            {t("group.add_subgroup")}
          </Button>
        ) : null,
      )}
      {section(
        t("group.members"),
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="members-panel">
          <MembersPanel group={group} />
        </Paper>,
      )}
      {section(
        t("ws.group_workspace"),
        <WorkspaceList
          kind="group"
          groupId={group.id}
          canCreate={group.can.create_workspace}
          emptyTitle={t("ws.empty_group_title")}
          emptyBody={
            group.can.create_workspace ? t("group.workspaces_empty_editable") : t("group.workspaces_empty")
          }
        />,
      )}
      {dialogs}
    </Box>
  );
}
