import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page/PageHeader";
import { WorkspaceList } from "../../features/workspaces/WorkspaceList";
import { usePageTitle } from "../../hooks/usePageTitle";

/** `/dashboard/shareworkspace`: workspaces other users shared with this user. */
export default function SharedWorkspacesPage() {
  const { t } = useTranslation();
  usePageTitle("ws.share_workspace");
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title={t("ws.share_workspace")} />
      <WorkspaceList
        kind="shared"
        canCreate={false}
        emptyTitle={t("ws.empty_shared_title")}
        emptyBody={t("ws.empty_shared_body")}
      />
    </Box>
  );
}
