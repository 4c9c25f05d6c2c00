import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page/PageHeader";
import { WorkspaceList } from "../../features/workspaces/WorkspaceList";
import { usePageTitle } from "../../hooks/usePageTitle";

/** `/dashboard`: the workspaces the user owns. */
export default function MyWorkspacesPage() {
  const { t } = useTranslation();
  usePageTitle("titles.dashboard");
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title={t("dashboard.my_workspace")} />
      <WorkspaceList
        kind="my"
        canCreate
        emptyTitle={t("ws.empty_my_title")}
        emptyBody={t("ws.empty_my_body")}
      />
    </Box>
  );
}
