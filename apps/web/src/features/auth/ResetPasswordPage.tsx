import { useState } from "react";
import { Alert, Button, Link, Stack, TextField, Typography } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { passwordResetBodySchema } from "@soracity/contracts";
import type { PasswordResetBody } from "@soracity/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { isApiError } from "../../api/client";
import { resetPassword } from "../../api/endpoints";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";
import { AuthCard } from "./AuthCard";
import { errorText } from "./errorText";

const FIELDS = [
  ["password", "auth.new_password"],
  ["password_confirm", "auth.new_password_confirm"],
] as const;

/** The page of a mailed reset link (`?token=`): a new password twice (spec §5 rules), then sign in again. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle("auth.reset_title");
  const to = useLocalePath();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<PasswordResetBody>({
    resolver: zodResolver(passwordResetBodySchema),
    mode: "onTouched",
    defaultValues: { token, password: "", password_confirm: "" },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword({ ...values, token });
      setDone(true);
    } catch (error) {
      console.error("password reset failed", error);
      const fields = isApiError(error) ? error.fields.filter((f) => f.path !== "token") : [];
      for (const field of fields) {
        if (FIELDS.some(([name]) => name === field.path)) {
          setError(field.path as "password" | "password_confirm", { type: "server", message: field.message });
        }
      }
      if (fields.length === 0) setFailure(errorText(t, error));
    }
  });
  if (done) {
    return (
      <AuthCard title={t("auth.reset_title")} lead="">
        <Stack spacing={2}>
          <Alert severity="success" data-testid="reset-done">
            {t("auth.reset_done")}
          </Alert>
          <Button component={RouterLink} to={to("/login")} variant="contained" data-testid="reset-to-login">
            {t("auth.to_login")}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  const linkProblem = token === "" ? t("errors.link_invalid") : failure;
  return (
    <AuthCard title={t("auth.reset_title")} lead={t("auth.reset_lead")}>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
        {linkProblem && (
          <Alert severity="error" role="alert" data-testid="reset-error">
            {linkProblem}{" "}
            <Link component={RouterLink} to={to("/forgot-password")}>
              {t("auth.request_new_link")}
            </Link>
          </Alert>
        )}
        {FIELDS.map(([name, label]) => {
          const message = errors[name]?.message;
          const hint = name === "password" ? t("auth.password_rules") : " ";
          return (
            <TextField
              key={name}
              {...register(name)}
              label={t(label)}
              type="password"
              autoComplete="new-password"
              required
              error={Boolean(message)}
              helperText={message ? t(message) : hint}
            />
          );
        })}
        <Button
          data-testid="reset-submit"
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting || token === ""}
        >
          {t("auth.reset_submit")}
        </Button>
        <Typography variant="body2">
          <Link component={RouterLink} to={to("/login")}>
            {t("auth.back_to_login")}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
