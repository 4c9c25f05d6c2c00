import { Box, Button, Checkbox, FormControlLabel, Stack, TextField } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { passwordChangeSchema } from "@soracity/contracts";
import type { PasswordChange } from "@soracity/contracts";
import { useSnackbar } from "notistack";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { changePassword } from "./api";
import { applyFieldErrors } from "./serverErrors";

const FIELDS = ["old_password", "password", "password_confirm"] as const;
const EMPTY: PasswordChange = { old_password: "", password: "", password_confirm: "", revoke_tokens: true };
const AUTOCOMPLETE = {
  old_password: "current-password",
  password: "new-password",
  password_confirm: "new-password",
} as const;

/**
 * Password change (PRODUCT.md §5 rules, shared schema): a wrong current password comes back as a field error;
 * on success the other sessions of the user are signed out by the server and the form empties. API tokens are
 * revoked too unless the box is cleared.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
      reset(EMPTY);
      enqueueSnackbar(t("profile.password_changed"), { variant: "success" });
    } catch (error) {
      if (!applyFieldErrors(error, FIELDS, setError)) {
        console.error("password change failed", error);
        enqueueSnackbar(t("profile.password_failed"), { variant: "error" });
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="password-form">
      <Stack spacing={1} sx={{ maxWidth: 480 }}>
        {FIELDS.map((name) => (
          <TextField
            key={name}
            {...register(name)}
            type="password"
            label={t(`profile.${name}`)}
            required
            fullWidth
            size="small"
            autoComplete={AUTOCOMPLETE[name]}
            error={Boolean(errors[name])}
            helperText={errors[name]?.message ? t(errors[name].message) : " "}
            slotProps={{ htmlInput: { "data-testid": `password-${name}` } }}
          />
        ))}
        <Controller
          control={control}
          name="revoke_tokens"
          render={({ field }) => (
            <FormControlLabel
              label={t("profile.revoke_tokens")}
              control={
                <Checkbox
                  name={field.name}
                  inputRef={field.ref}
                  checked={field.value !== false}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.checked)}
                  data-testid="password-revoke-tokens"
                />
              }
            />
          )}
        />
      </Stack>
      <Stack direction="row" sx={{ justifyContent: "flex-end", mt: 1, maxWidth: 480 }}>
        <Button type="submit" variant="contained" data-testid="password-save" disabled={isSubmitting}>
          {t("profile.password_save")}
        </Button>
      </Stack>
    </Box>
  );
}
