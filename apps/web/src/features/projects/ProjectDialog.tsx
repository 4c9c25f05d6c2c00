import { useEffect, useMemo, useState } from "react";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  LIMITS,
  PROJECT_DESCRIPTION_MAX_CHARS,
  projectCreateSchema,
  SERVICE_TYPES,
} from "@soracity/contracts";
import type { Project, ProjectCreate } from "@soracity/contracts";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { DialogFormActions } from "../../components/dialogs/DialogFormActions";
import { thumbnailProblem, thumbnailSrc } from "./thumbnail";

type Output = z.output<typeof projectCreateSchema>;

/** What the dialog hands back: the form values, a new thumbnail file, or the wish to remove the old one. */
export interface ProjectDraft {
  values: Output;
  thumbnail: File | null;
  removeThumbnail: boolean;
}

/**
 * Create or edit a project: name (required, at most 50), description, services of the service type
 * master, and a thumbnail image with a preview. Open while `project` is not undefined (null = create).
 */
export function ProjectDialog(props: {
  project: Project | null | undefined;
  onSubmit: (draft: ProjectDraft) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={props.project !== undefined}
      onClose={props.onClose}
      data-testid="project-dialog"
      slotProps={{ paper: { sx: { width: 600, maxWidth: "calc(100vw - 32px)" } } }}
    >
      {props.project !== undefined ? (
        <ProjectForm key={props.project?.id ?? "new"} {...props} project={props.project} />
      ) : null}
    </Dialog>
  );
}

/** The form inside the dialog; mounted per opening so its state starts from the project. */
function ProjectForm({
  project,
  onSubmit,
  onClose,
}: {
  project: Project | null;
  onSubmit: (draft: ProjectDraft) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const { control, register, handleSubmit, formState } = useForm<ProjectCreate, unknown, Output>({
    resolver: zodResolver(projectCreateSchema),
    mode: "onChange",
    defaultValues: {
      project_name: project?.project_name ?? "",
      description: project?.description ?? "",
      services: project ? project.services.map((service) => service.service_type) : ["hikage"],
    },
  });
  const fileUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (fileUrl ? URL.revokeObjectURL(fileUrl) : undefined), [fileUrl]);
  const preview = fileUrl ?? (project && !removed ? thumbnailSrc(project) : null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = thumbnailProblem(chosen);
    setFileError(problem);
    if (!problem) setFile(chosen);
  };
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({ values, thumbnail: file, removeThumbnail: removed && file === null });
    } catch {
      // reported by the caller; keep the dialog open
    }
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{project ? t("project.edit_title") : t("project.create_title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            {...register("project_name")}
            autoFocus
            required
            label={t("project.name")}
            error={Boolean(errors.project_name)}
            helperText={
              errors.project_name?.message
                ? t(errors.project_name.message)
                : t("ws.name_hint", { max: LIMITS.nameMaxChars })
            }
            slotProps={{ htmlInput: { "data-testid": "project-name-input" } }}
          />
          <TextField
            {...register("description")}
            multiline
            minRows={2}
            label={t("project.description")}
            error={Boolean(errors.description)}
            helperText={
              errors.description?.message
                ? t(errors.description.message, { max: PROJECT_DESCRIPTION_MAX_CHARS })
                : undefined
            }
            slotProps={{ htmlInput: { "data-testid": "project-description-input" } }}
          />
          <Box>
            <FormLabel component="legend">{t("project.services")}</FormLabel>
            <Controller
              control={control}
              name="services"
              render={({ field }) => {
                const value = field.value ?? [];
                return (
                  <FormGroup row>
                    {SERVICE_TYPES.map((type) => (
                      <FormControlLabel
                        key={type}
                        label={t(`master.service_type.${type}`)}
                        control={
                          <Checkbox
                            checked={value.includes(type)}
                            slotProps={{
                              input: { "data-testid": `service-${type}` } as object,
                            }}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...value, type]
                                  : value.filter((other) => other !== type),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                );
              }}
            />
            {project ? <FormHelperText>{t("project.services_help")}</FormHelperText> : null}
          </Box>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
            <Box
              data-testid="thumbnail-preview"
              sx={{
                width: 160,
                height: 100,
                borderRadius: 1,
                border: 1,
                borderColor: "divider",
                display: "grid",
                placeItems: "center",
                overflow: "hidden",
                bgcolor: "action.hover",
                flexShrink: 0,
              }}
            >
              {preview ? (
                <Box
                  component="img"
                  src={preview}
                  alt={t("project.thumbnail_preview")}
                  sx={{ width: "100%", height: "100%", objectFit: "cover" }}
                />
              ) : (
                <ImageOutlined color="disabled" fontSize="large" />
              )}
            </Box>
            <Box>
              <Button component="label" variant="outlined">
                {t("project.choose_thumbnail")}
                <input
                  hidden
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  data-testid="thumbnail-input"
                  onChange={(event) => choose(event.target.files?.[0])}
                />
              </Button>
              {preview ? (
                <Button
                  color="error"
                  data-testid="thumbnail-remove"
                  sx={{ ml: 1 }}
                  onClick={() => {
                    setFile(null);
                    setRemoved(true);
                  }}
                >
                  {t("project.remove_thumbnail")}
                </Button>
              ) : null}
              <FormHelperText error={Boolean(fileError)}>
                {fileError ? t(fileError) : (file?.name ?? t("project.thumbnail_help"))}
              </FormHelperText>
            </Box>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogFormActions
        onCancel={onClose}
        submitLabel={project ? t("ws.save") : t("ws.create")}
        submitting={formState.isSubmitting}
        submitTestId="project-submit"
      />
    </form>
  );
}
