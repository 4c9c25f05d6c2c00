import Add from "@mui/icons-material/Add";
import { Alert, Box, Button, Skeleton, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";
import { useGroupTree, useLimits, useUserType } from "../../layouts/dashboard/DashboardLoad";
import { EmptyState } from "../../components/lists/EmptyState";
import { PageHeader } from "../../components/page/PageHeader";
import { GroupTree } from "../../features/groups/GroupTree";
import { useGroupActions } from "../../features/groups/useGroupActions";
import { usePageTitle } from "../../hooks/usePageTitle";

/** `/dashboard/group`: the tree of groups and sub-groups the user owns or belongs to. */
export default function GroupsPage() {
  const { t } = useTranslation();
  usePageTitle("ws.groups");
  const tree = useGroupTree();
  const limits = useLimits();
  const userType = useUserType();
  const groups = tree.data ?? [];
  const { actionsOf, openCreate, dialogs } = useGroupActions(groups);
  const createButton =
    userType !== "basic" ? (
      <Button
        variant="contained"
        startIcon={<Add />}
        data-testid="group-create"
        onClick={() => openCreate(null)}
      >
        {t("group.create")}
      </Button>
    ) : null;
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <PageHeader
        title={t("ws.groups")}
        aside={createButton}
        subtitle={
          limits.data ? (
            <Typography variant="body2" color="text.secondary" data-testid="group-usage">
              {t("group.usage", { count: limits.data.counts.groups, max: limits.data.limits.groups })}
            </Typography>
          ) : null
        }
      />
      {tree.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : tree.isError ? (
        <Alert severity="error">{errorText(t, tree.error)}</Alert>
      ) : groups.length === 0 ? (
        <EmptyState
          testId="groups-empty"
          title={t("group.empty_title")}
          body={userType === "basic" ? t("group.empty_basic") : t("group.empty_body")}
          action={createButton}
        />
      ) : (
        <GroupTree groups={groups} actionsOf={actionsOf} />
      )}
      {dialogs}
    </Box>
  );
}
