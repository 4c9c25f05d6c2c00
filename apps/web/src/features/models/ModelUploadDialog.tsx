import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import UploadFile from "@mui/icons-material/UploadFile";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import type { Project, ProjectModel } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client";
import { errorText } from "../../api/errorText";
import { formatBytes, hasHeightAttribute, modelKindOfName, needsAnchor, withinUploadLimit } from "./files";
import { EMPTY_PLACEMENT, placementErrors, placementFields } from "./placement";
import type { PlacementDraft, PlacementErrors } from "./placement";
import { PlacementFields } from "./PlacementFields";
import { modelFormData, uploadModel } from "./upload";

const PlacementMap = lazy(() => import("./PlacementMap"));
const ACCEPT = ".ifc,.zip,.geojson,.json,.glb,.gltf,.gml,.xml";

/**
 * Uploads one model: the file (checked against the 100 MB limit before sending), for IFC / glTF its origin
 * placed on the map with rotation, elevation and height standard; a progress bar while it is sent, then the
 * server's answer (its refusals translated).
 */
export function ModelUploadDialog({
  project,
  view,
  onClose,
  onUploaded,
}: {
  project: Project;
  /** First view of the placement map. */
  view: { center: [number, number]; zoom: number };
  onClose: () => void;
  onUploaded: (model: ProjectModel) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState<number | null>(null);
  const [draft, setDraft] = useState<PlacementDraft>(EMPTY_PLACEMENT);
  const [errors, setErrors] = useState<PlacementErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const kind = file ? modelKindOfName(file.name) : null;
  const anchored = needsAnchor(kind);
  const busy = progress !== null;
  const change = (patch: Partial<PlacementDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const onAnchor = useCallback((lat: number, lon: number) => {
    setDraft((current) => ({ ...current, anchor: [lat, lon] }));
    setErrors((current) => ({ ...current, anchor: undefined }));
  }, []);

  const choose = (chosen: File | undefined) => {
    setFailure(null);
    setErrors({});
    if (!chosen) return;
    if (!withinUploadLimit(chosen.size)) {
      setFile(null);
      setTooLarge(chosen.size);
      return;
    }
    setTooLarge(null);
    setFile(chosen);
  };

  const submit = async () => {
    if (!file || !withinUploadLimit(file.size)) return;
    const checked = placementFields(draft, kind);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const form = modelFormData(file, file.name, checked.fields);
      const model = await uploadModel(project.id, form, setProgress, abort.current.signal);
      onUploaded(model);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      if (isApiError(error, "validation_failed") && error.fields.length > 0) {
        setErrors(placementErrors(error.fields));
      }
      setFailure(error);
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      fullWidth
      data-testid="model-upload-dialog"
    >
      <DialogTitle>{t("models.dialog_title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t("models.help")}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
            <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={busy}>
              {t("models.choose_file")}
              <input
                hidden
                type="file"
                accept={ACCEPT}
                data-testid="model-file-input"
                onChange={(event) => {
                  choose(event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
            </Button>
            <Typography data-testid="model-file-name" sx={{ minWidth: 0, wordBreak: "break-all" }}>
              {file ? `${file.name} (${formatBytes(file.size)})` : t("models.no_file")}
            </Typography>
          </Stack>
          {tooLarge !== null ? (
            <Alert severity="error" data-testid="model-too-large">
              {t("models.too_large", { size: formatBytes(tooLarge) })}
            </Alert>
          ) : null}
          {anchored ? (
            <>
              <Typography variant="body2">{t("models.place_help")}</Typography>
              <Suspense fallback={<Skeleton variant="rounded" height={340} />}>
                <PlacementMap
                  project={project}
                  center={view.center}
                  zoom={view.zoom}
                  anchor={draft.anchor}
                  rotation={Number(draft.rotation) || 0}
                  onAnchor={onAnchor}
                />
              </Suspense>
              <Typography
                variant="body2"
                color={errors.anchor ? "error" : "text.secondary"}
                data-testid="model-anchor-text"
              >
                {errors.anchor
                  ? t(errors.anchor)
                  : draft.anchor
                    ? t("models.anchor", { lat: draft.anchor[0].toFixed(6), lon: draft.anchor[1].toFixed(6) })
                    : t("models.anchor_none")}
              </Typography>
            </>
          ) : null}
          {file ? (
            <PlacementFields
              draft={draft}
              errors={Object.fromEntries(Object.entries(errors).map(([key, value]) => [key, t(value)]))}
              rotation={anchored}
              heightAttribute={hasHeightAttribute(kind)}
              disabled={busy}
              onChange={change}
            />
          ) : null}
          {busy ? (
            <Stack spacing={0.5}>
              <LinearProgress
                variant={percent < 100 ? "determinate" : "indeterminate"}
                value={percent}
                data-testid="model-upload-progress"
                data-value={percent}
              />
              <Typography variant="body2" color="text.secondary">
                {percent < 100 ? t("models.uploading", { percent }) : t("models.processing")}
              </Typography>
            </Stack>
          ) : null}
          {failure !== null ? (
            <Alert severity="error" data-testid="model-upload-error">
              {errorText(t, failure)}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={busy ? () => abort.current?.abort() : onClose}>{t("common.cancel")}</Button>
        <Button
          variant="contained"
          disabled={!file || busy}
          data-testid="model-upload-submit"
          onClick={() => void submit()}
        >
          {t("models.submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
