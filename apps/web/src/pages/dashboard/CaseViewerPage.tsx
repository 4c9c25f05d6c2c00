import { Box, Button, Skeleton } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { caseQuery } from "../../features/cases/caseQuery";
import { LoadError } from "../../components/page/LoadError";
import { PageHeader } from "../../components/page/PageHeader";
import { q } from "../../api/queryOptions";
import { CaseViewer } from "../../features/viewer/CaseViewer";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";

/** `/dashboard/project/:projectId/case/:caseId/3d`: the case's 3D viewer (CesiumJS, loaded with this page). */
export default function CaseViewerPage() {
  const { projectId = "", caseId = "" } = useParams();
  const { t } = useTranslation();
  const to = useLocalePath();
  usePageTitle("viewer.title");
  const item = useQuery(caseQuery(caseId));
  const project = useQuery(q.project(projectId));
  if (item.data && item.data.project_id !== projectId) {
    throw Object.assign(new Error("Not Found"), { status: 404 });
  }
  if (item.isError || project.isError) return <LoadError error={item.error ?? project.error} />;
  if (item.isPending || project.isPending)
    return (
      <Box data-testid="viewer-loading">
        <Skeleton variant="text" width={320} height={56} />
        <Skeleton variant="rounded" height={480} />
      </Box>
    );
  const casePath = to(`/dashboard/project/${projectId}/case/${caseId}`);
  return (
    <Box data-testid="viewer-page">
      <PageHeader
        title={`${item.data.name} — ${t("viewer.title")}`}
        trail={[
          { label: project.data.project_name, to: to(`/dashboard/project/${projectId}`) },
          { label: item.data.name, to: casePath },
        ]}
        aside={
          <Button component={Link} to={casePath} variant="outlined" data-testid="viewer-back">
            {t("viewer.back")}
          </Button>
        }
      />
      <CaseViewer item={item.data} project={project.data} />
    </Box>
  );
}
