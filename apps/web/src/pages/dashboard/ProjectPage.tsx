import { useState } from "react";
import Edit from "@mui/icons-material/Edit";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import { Box, Button, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ServiceCases } from "../../features/cases/ServiceCases";
import { formatDateTime } from "../../i18n/datetime";
import { EmptyState } from "../../components/lists/EmptyState";
import { LoadError } from "../../components/page/LoadError";
import { ModelsSection } from "../../features/models/ModelsSection";
import { PageHeader } from "../../components/page/PageHeader";
import { q } from "../../api/queryOptions";
import { useFailure } from "../../hooks/useFailure";
import { ProjectDialog } from "../../features/projects/ProjectDialog";
import type { ProjectDraft } from "../../features/projects/ProjectDialog";
import { useSaveProject } from "../../features/projects/useSaveProject";
import { SiteSection } from "../../features/projects/site/SiteSection";
import { thumbnailSrc } from "../../features/projects/thumbnail";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";

/** `/dashboard/project/:id`: project properties, its services and their case lists. */
export default function ProjectPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const to = useLocalePath();
  const { fail, limitDialog } = useFailure();
  const project = useQuery(q.project(id));
  const workspace = useQuery({
    ...q.workspace(project.data?.workspace_id ?? ""),
    enabled: project.isSuccess,
  });
  const [editing, setEditing] = useState(false);
  const saving = useSaveProject(() => setEditing(false), fail);
  usePageTitle(null);

  if (project.isPending) return <Skeleton variant="rounded" height={200} />;
  if (project.isError) return <LoadError error={project.error} />;
  const p = project.data;
  const editable = p.can.update;
  const src = thumbnailSrc(p);

  const save = async (draft: ProjectDraft) => {
    await saving.mutateAsync({ target: { update: p }, draft });
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={p.project_name}
        trail={
          workspace.data
            ? [{ label: workspace.data.name, to: to(`/dashboard/workspace/${workspace.data.id}`) }]
            : []
        }
        aside={
          editable ? (
            <Button
              variant="outlined"
              startIcon={<Edit />}
              data-testid="project-edit"
              onClick={() => setEditing(true)}
            >
              {t("project.edit")}
            </Button>
          ) : null
        }
      />
      <Paper variant="outlined" data-testid="project-properties" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
          <Box
            sx={{
              width: { xs: "100%", sm: 240 },
              height: 150,
              flexShrink: 0,
              borderRadius: 1,
              overflow: "hidden",
              bgcolor: "action.hover",
              display: "grid",
              placeItems: "center",
            }}
          >
            {src ? (
              <Box
                component="img"
                src={src}
                alt=""
                data-testid="project-thumbnail"
                sx={{ width: "100%", height: "100%", objectFit: "cover" }}
              />
            ) : (
              <ImageOutlined color="disabled" sx={{ fontSize: 48 }} />
            )}
          </Box>
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary">
              {t("project.properties")}
            </Typography>
            <Typography
              sx={{ whiteSpace: "pre-line", wordBreak: "break-word" }}
              data-testid="project-description"
            >
              {p.description || t("project.no_description")}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="project-created">
              {t("project.created_at", { date: formatDateTime(p.created_at) })}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="project-updated">
              {t("project.updated_at", { date: formatDateTime(p.updated_at) })}
            </Typography>
          </Stack>
        </Stack>
      </Paper>
      <SiteSection project={p} editable={editable} />
      <ModelsSection project={p} editable={editable} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t("project.services")}
      </Typography>
      {p.services.length === 0 ? (
        <EmptyState
          testId="services-empty"
          title={t("project.no_services_title")}
          body={p.can.update ? t("project.no_services_body") : t("project.no_services_viewer")}
        />
      ) : (
        <Stack spacing={2}>
          {p.services.map((service) => (
            <ServiceCases
              key={service.service_type}
              projectId={p.id}
              service={service}
              editable={p.can.create_case}
            />
          ))}
        </Stack>
      )}
      <ProjectDialog project={editing ? p : undefined} onSubmit={save} onClose={() => setEditing(false)} />
      {limitDialog}
    </Box>
  );
}
