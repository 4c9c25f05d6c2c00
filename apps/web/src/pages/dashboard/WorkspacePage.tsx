import { useState } from "react";
import Add from "@mui/icons-material/Add";
import { Alert, Box, Button, Chip, Skeleton } from "@mui/material";
import type { Project } from "@soracity/contracts";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { deleteProject } from "../../api/workspaces";
import { errorText } from "../../api/errorText";
import { ConfirmDeleteDialog } from "../../components/dialogs/ConfirmDeleteDialog";
import { EmptyState } from "../../components/lists/EmptyState";
import { LoadError } from "../../components/page/LoadError";
import { ListPager } from "../../components/lists/ListPager";
import { SORT_ORDERS } from "../../components/lists/listView";
import { PageHeader } from "../../components/page/PageHeader";
import { q } from "../../api/queryOptions";
import { useFailure } from "../../hooks/useFailure";
import { useListControls } from "../../components/lists/useListControls";
import { ProjectCard } from "../../features/projects/ProjectCard";
import { ProjectDialog } from "../../features/projects/ProjectDialog";
import type { ProjectDraft } from "../../features/projects/ProjectDialog";
import { useSaveProject } from "../../features/projects/useSaveProject";
import { useDialogMutation } from "../../hooks/useDialogMutation";
import { ListToolbar } from "../../features/workspaces/ListToolbar";
import { RowMenu } from "../../features/workspaces/RowMenu";
import { useWorkspaceActions } from "../../features/workspaces/useWorkspaceActions";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";
import { roleLabelKey } from "../../i18n/roleLabel";

const LIST_OF = { my: "/dashboard", shared: "/dashboard/shareworkspace", group: "/dashboard/groupworkspace" };
const LIST_LABEL = {
  my: "dashboard.my_workspace",
  shared: "ws.share_workspace",
  group: "ws.group_workspace",
};

/** `/dashboard/workspace/:id`: the projects of one workspace. */
export default function WorkspacePage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const to = useLocalePath();
  const { fail, limitDialog } = useFailure();
  const workspace = useQuery(q.workspace(id));
  const controls = useListControls(SORT_ORDERS, "updated_desc");
  const projects = useQuery(q.projects(id, controls.params));
  const [editing, setEditing] = useState<Project | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Project | null>(null);
  const navigate = useNavigate();
  const saving = useSaveProject(() => setEditing(undefined), fail);
  const deleting = useDialogMutation({
    mutationFn: (project: Project) => deleteProject(project.id),
    close: () => setRemoving(null),
    fail,
    invalidates: [queryKeys.projects.all, queryKeys.workspaces.all],
  });
  const wsActions = useWorkspaceActions({
    onDeleted: (deleted) => void navigate(to(LIST_OF[deleted.kind]), { replace: true }),
  });
  usePageTitle(null);

  if (workspace.isPending) return <Skeleton variant="rounded" height={160} />;
  if (workspace.isError) return <LoadError error={workspace.error} />;
  const ws = workspace.data;
  const editable = ws.can.create_project;
  const save = async (draft: ProjectDraft) => {
    await saving.mutateAsync({ target: editing ? { update: editing } : { create: ws.id }, draft });
  };
  const remove = async () => {
    if (removing) await deleting.mutateAsync(removing);
  };
  const createButton = editable ? (
    <Button
      variant="contained"
      startIcon={<Add />}
      data-testid="project-create"
      onClick={() => setEditing(null)}
    >
      {t("project.create")}
    </Button>
  ) : null;
  const items = projects.data?.items ?? [];
  const total = projects.data?.total ?? 0;

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={ws.name}
        trail={[{ label: t(LIST_LABEL[ws.kind]), to: to(LIST_OF[ws.kind]) }]}
        aside={
          <>
            <Chip data-testid="workspace-role" label={t(roleLabelKey(ws.role))} />
            <RowMenu actions={wsActions.actionsOf(ws)} label={ws.name} />
          </>
        }
      />
      {total > 0 || controls.searching ? (
        <ListToolbar
          query={controls.search}
          onQuery={controls.onSearch}
          order={controls.order}
          onOrder={controls.onOrder}
          action={createButton}
        />
      ) : null}
      <Box sx={{ mt: 2 }}>
        {projects.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : projects.isError ? (
          <Alert severity="error">{errorText(t, projects.error)}</Alert>
        ) : total === 0 && !controls.searching ? (
          <EmptyState
            testId="projects-empty"
            title={t("project.empty_title")}
            body={editable ? t("project.empty_body") : t("project.empty_body_viewer")}
            action={createButton}
          />
        ) : total === 0 ? (
          <EmptyState
            title={t("ws.no_match_title")}
            body={t("ws.no_match_body", { query: controls.search })}
          />
        ) : (
          <Box
            data-testid="project-list"
            sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" }}
          >
            {items.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                actions={[
                  ...(project.can.update
                    ? [{ id: "edit", label: t("project.edit"), onClick: () => setEditing(project) }]
                    : []),
                  ...(project.can.delete
                    ? [
                        {
                          id: "delete",
                          label: t("ws.delete"),
                          danger: true,
                          onClick: () => setRemoving(project),
                        },
                      ]
                    : []),
                ]}
              />
            ))}
          </Box>
        )}
        <ListPager answer={projects.data} controls={controls} />
      </Box>
      <ProjectDialog project={editing} onSubmit={save} onClose={() => setEditing(undefined)} />
      <ConfirmDeleteDialog
        name={removing?.project_name ?? null}
        detail={t("project.delete_detail")}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
      {limitDialog}
      {wsActions.dialogs}
    </Box>
  );
}
