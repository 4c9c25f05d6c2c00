import { Suspense, lazy, useState } from "react";
import Add from "@mui/icons-material/Add";
import { Alert, Button, Paper, Skeleton, Stack, Typography } from "@mui/material";
import type { Project, ProjectModel } from "@soracity/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { errorText } from "../../api/errorText";
import { ConfirmDeleteDialog } from "../../components/dialogs/ConfirmDeleteDialog";
import { useFailure } from "../../hooks/useFailure";
import { mapQueries } from "../map/api";
import type { Bbox } from "../map/bbox";
import { initialView } from "../map/defaultCenter";
import { deleteModel } from "./api";
import { ModelTable } from "./ModelTable";
import { ModelUploadDialog } from "./ModelUploadDialog";

const ModelsMap = lazy(() => import("./ModelsMap"));

/** The project's models (PRODUCT.md §3 "User model upload"): list, upload, delete, and their footprints on a map. */
export function ModelsSection({ project, editable }: { project: Project; editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { fail } = useFailure();
  const models = useQuery(mapQueries.models(project.id));
  const cities = useQuery(mapQueries.cities);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<ProjectModel | null>(null);
  const [focus, setFocus] = useState<{ bbox: Bbox | null; seq: number }>({ bbox: null, seq: 0 });
  const list = models.data ?? [];
  const view = initialView(project.site, cities.data);
  const first = list.find((model) => model.bbox)?.bbox;
  const mapView =
    project.site || !first
      ? view
      : { center: [(first[1] + first[3]) / 2, (first[0] + first[2]) / 2] as [number, number], zoom: 17 };
  const show = (model: ProjectModel) => setFocus((current) => ({ bbox: model.bbox, seq: current.seq + 1 }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.models(project.id) });

  const uploaded = async (model: ProjectModel) => {
    setUploading(false);
    enqueueSnackbar(t("models.uploaded", { name: model.name, count: model.buildings }), {
      variant: "success",
    });
    queryClient.setQueryData<ProjectModel[]>(queryKeys.models(project.id), (current) => [
      ...(current ?? []),
      model,
    ]);
    show(model);
    await refresh();
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteModel(project.id, deleting.id);
      enqueueSnackbar(t("models.deleted", { name: deleting.name }), { variant: "success" });
      setDeleting(null);
      await refresh();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Paper variant="outlined" data-testid="project-models" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {t("models.title")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("models.help")}
          </Typography>
        </Stack>
        {editable ? (
          <Button
            variant="outlined"
            startIcon={<Add />}
            data-testid="model-upload"
            onClick={() => setUploading(true)}
          >
            {t("models.upload")}
          </Button>
        ) : null}
      </Stack>
      {models.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : models.isError ? (
        <Alert severity="error">{errorText(t, models.error)}</Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary" data-testid="models-empty">
          {t("models.empty")}
        </Typography>
      ) : (
        <ModelTable models={list} editable={editable} onShow={show} onDelete={setDeleting} />
      )}
      {list.length > 0 || project.site ? (
        <Stack sx={{ mt: 2 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
            <ModelsMap project={project} center={mapView.center} zoom={mapView.zoom} focus={focus} />
          </Suspense>
        </Stack>
      ) : null}
      {uploading ? (
        <ModelUploadDialog
          project={project}
          view={view}
          onClose={() => setUploading(false)}
          onUploaded={(model) => void uploaded(model)}
        />
      ) : null}
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        title={t("models.delete_title")}
        confirmLabel={t("models.delete")}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
