import { Suspense, lazy, useState } from "react";
import { Box, Button, Skeleton, Stack } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client";
import { AnalysisBridge } from "../../features/analysis/bridge";
import { isActive, POLL_MS } from "../../features/analysis/status";
import { caseQuery } from "../../features/cases/caseQuery";
import { CaseSidePanel } from "../../features/cases/CaseSidePanel";
import { StatusChip } from "../../features/cases/StatusChip";
import { LoadError } from "../../components/page/LoadError";
import { PageHeader } from "../../components/page/PageHeader";
import { q } from "../../api/queryOptions";
import { mapQueries } from "../../features/map/api";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";

// Leaflet and leaflet-draw load with the map, not with the page's first paint.
const CaseMap = lazy(() => import("../../features/cases/CaseMap"));

/** A 404 of the case or project, or a case of another project (the page's check): the error page. */
const notFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

/** `/dashboard/project/:projectId/case/:caseId`: the case with its map, drawing toolbar and side panel. */
export default function CasePage() {
  const { projectId = "", caseId = "" } = useParams();
  const { t } = useTranslation();
  const to = useLocalePath();
  // Polled every second while the run is queued or processing.
  const item = useQuery({
    ...caseQuery(caseId),
    refetchInterval: (query) => (query.state.data && isActive(query.state.data.status) ? POLL_MS : false),
  });
  const project = useQuery(q.project(projectId));
  const workspace = useQuery({
    ...q.workspace(project.data?.workspace_id ?? ""),
    enabled: project.isSuccess,
  });
  const cities = useQuery(mapQueries.cities);
  const [shapeCount, setShapeCount] = useState(0);
  usePageTitle(null);

  if (item.isError && notFound(item.error)) throw item.error;
  if (project.isError && notFound(project.error)) throw project.error;
  if (item.data && item.data.project_id !== projectId) {
    throw Object.assign(new Error("Not Found"), { status: 404 });
  }
  if (item.isError || project.isError) return <LoadError error={item.error ?? project.error} />;
  if (item.isPending || project.isPending || (!project.data.site && cities.isPending)) {
    return (
      <Box data-testid="case-loading">
        <Skeleton variant="text" width={320} height={56} />
        <Skeleton variant="rounded" height={480} />
      </Box>
    );
  }
  const c = item.data;
  const p = project.data;
  const serviceName = t(`master.service_type.${c.service_type}`);
  const city = cities.data?.find((entry) => entry.code === p.site?.city_code);
  const trail = [
    ...(workspace.data
      ? [{ label: workspace.data.name, to: to(`/dashboard/workspace/${workspace.data.id}`) }]
      : []),
    { label: p.project_name, to: to(`/dashboard/project/${p.id}`) },
  ];

  return (
    <AnalysisBridge>
      <Box data-testid="case-page">
        <PageHeader
          title={c.name}
          trail={trail}
          aside={
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <StatusChip status={c.status} />
              <Button
                component={RouterLink}
                to={to(`/dashboard/project/${p.id}/case/${c.id}/3d`)}
                size="small"
                variant="outlined"
                data-testid="case-open-3d"
              >
                {t("viewer.title")}
              </Button>
            </Stack>
          }
        />
        <Stack direction={{ xs: "column", lg: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
          <Box sx={{ flex: 1, minWidth: 0, width: "100%" }}>
            <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
              <CaseMap
                item={c}
                project={p}
                cities={cities.data}
                fileName={c.name}
                onShapes={(shapes) => setShapeCount(shapes.length)}
              />
            </Suspense>
          </Box>
          <CaseSidePanel
            item={c}
            project={p}
            serviceName={serviceName}
            city={city}
            shapeCount={shapeCount}
            editable={c.can.update}
          />
        </Stack>
      </Box>
    </AnalysisBridge>
  );
}
