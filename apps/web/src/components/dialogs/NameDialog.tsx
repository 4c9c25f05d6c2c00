import { useEffect } from "react";
import { Dialog, DialogContent, DialogTitle, TextField } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { LIMITS, entityNameSchema } from "@soracity/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { DialogFormActions } from "./DialogFormActions";

const nameFormSchema = z.object({ name: entityNameSchema });
type NameForm = z.input<typeof nameFormSchema>;

/**
 * Create or rename dialog with one name field (shared contract rule: required, at most 50 characters).
 * Open while `initial` is not null; `onSubmit` may throw to keep the dialog open.
 */
export function NameDialog({
  title,
  label,
  submitLabel,
  initial,
  onSubmit,
  onClose,
  testId = "name-dialog",
}: {
  title: string;
  label: string;
  submitLabel: string;
  initial: string | null;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, formState } = useForm<
    NameForm,
    unknown,
    z.output<typeof nameFormSchema>
  >({
    resolver: zodResolver(nameFormSchema),
    mode: "onChange",
    defaultValues: { name: initial ?? "" },
  });
  useEffect(() => {
    if (initial !== null) reset({ name: initial });
  }, [initial, reset]);
  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
    } catch {
      // the caller has shown the failure; keep the dialog open
    }
  });
  const error = formState.errors.name?.message;
  return (
    <Dialog
      open={initial !== null}
      onClose={onClose}
      data-testid={testId}
      slotProps={{ paper: { sx: { width: 500, maxWidth: "calc(100vw - 32px)" } } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            {...register("name")}
            autoFocus
            fullWidth
            required
            margin="dense"
            label={label}
            error={Boolean(error)}
            helperText={error ? t(error) : t("ws.name_hint", { max: LIMITS.nameMaxChars })}
            slotProps={{ htmlInput: { "data-testid": "name-input" } }}
          />
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel={submitLabel}
          submitting={formState.isSubmitting}
          submitTestId="name-submit"
        />
      </form>
    </Dialog>
  );
}
