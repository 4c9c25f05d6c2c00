import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page/PageHeader";
import { WorkspaceList } from "../../features/workspaces/WorkspaceList";
import { usePageTitle } from "../../hooks/usePageTitle";

/** `/dashboard/groupworkspace`: workspaces of the groups the user belongs to (created from a group page). */
export default function GroupWorkspacesPage() {
  const { t } = useTranslation();
  usePageTitle("ws.group_workspace");
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title={t("ws.group_workspace")} />
      <WorkspaceList
        kind="group"
        canCreate={false}
        emptyTitle={t("ws.empty_group_title")}
        emptyBody={t("ws.empty_group_body")}
      />
    </Box>
  );
}
