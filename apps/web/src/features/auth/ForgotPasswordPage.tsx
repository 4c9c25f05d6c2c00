import { useState } from "react";
import { Alert, Button, Link, Stack, TextField, Typography } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { passwordForgotBodySchema } from "@soracity/contracts";
import type { PasswordForgotBody } from "@soracity/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { forgotPassword } from "../../api/endpoints";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocale, useLocalePath } from "../../i18n/useLocale";
import { AuthCard } from "./AuthCard";
import { errorText } from "./errorText";

/** "Forgot your password?": asks for the address and has a reset link mailed (the answer never says more). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle("auth.forgot_title");
  const to = useLocalePath();
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<PasswordForgotBody>({
    resolver: zodResolver(passwordForgotBodySchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await forgotPassword({ email: values.email, locale });
      setSentTo(values.email.trim());
    } catch (error) {
      console.error("password reset request failed", error);
      setFailure(errorText(t, error));
    }
  });
  return (
    <AuthCard title={t("auth.forgot_title")} lead={sentTo === null ? t("auth.forgot_lead") : ""}>
      {sentTo !== null ? (
        <Stack spacing={2}>
          <Alert severity="success" data-testid="forgot-sent">
            {t("auth.forgot_sent", { email: sentTo })}
          </Alert>
          <Typography variant="body2">
            <Link component={RouterLink} to={to("/login")}>
              {t("auth.back_to_login")}
            </Link>
          </Typography>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
          {failure && (
            <Alert severity="error" role="alert" data-testid="forgot-error">
              {failure}
            </Alert>
          )}
          <TextField
            {...register("email")}
            label={t("auth.email")}
            type="email"
            autoComplete="email"
            required
            error={Boolean(errors.email)}
            helperText={errors.email?.message ? t(errors.email.message) : " "}
          />
          <Button
            data-testid="forgot-submit"
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
          >
            {t("auth.forgot_submit")}
          </Button>
          <Typography variant="body2">
            <Link component={RouterLink} to={to("/login")}>
              {t("auth.back_to_login")}
            </Link>
          </Typography>
        </Stack>
      )}
    </AuthCard>
  );
}
