import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Project } from "@soracity/contracts";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import type { LimitKind } from "../../components/dialogs/LimitDialog";
import type { ProjectDraft } from "./ProjectDialog";
import { saveProject } from "./saveProject";

export interface SaveProjectRequest {
  /** Create in a workspace, or update a project. */
  target: { create: string } | { update: Project };
  draft: ProjectDraft;
}

/**
 * Saving the project dialog as a TanStack mutation: on success the dialog closes, the toast shows (or the
 * thumbnail's failure, the project being saved) and the project, workspace and case queries refetch; a failure
 * shows as the plan limit dialog when creating (closing the form) or a toast, and `mutateAsync` rejects so the
 * form stays open with its input.
 */
export function useSaveProject(close: () => void, fail: (error: unknown, limit?: LimitKind) => boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: ({ target, draft }: SaveProjectRequest) => saveProject(target, draft),
    onSuccess: async ({ thumbnailError }, { draft }) => {
      close();
      if (thumbnailError) fail(thumbnailError);
      else enqueueSnackbar(t("project.saved", { name: draft.values.project_name }), { variant: "success" });
      await Promise.all(
        [queryKeys.projects.all, queryKeys.workspaces.all, queryKeys.cases.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error, { target }) => {
      if (fail(error, "create" in target ? "projects" : undefined)) close();
    },
  });
}
