import { useState } from "react";
import { Alert, Button, Link, Stack, TextField, Typography } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginBodySchema } from "@soracity/contracts";
import type { LoginBody } from "@soracity/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { login } from "../../api/endpoints";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocale, useLocalePath } from "../../i18n/useLocale";
import { AuthCard } from "./AuthCard";
import { errorText } from "./errorText";
import { useAfterSignIn } from "./useAfterSignIn";

export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle("titles.login");
  const to = useLocalePath();
  const locale = useLocale();
  const afterSignIn = useAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      afterSignIn(await login({ ...values, locale }));
    } catch (error) {
      console.error("sign-in failed", error);
      setFailure(errorText(t, error));
    }
  });
  return (
    <AuthCard title={t("auth.login_title")} lead={t("auth.login_lead")}>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
        {failure && (
          <Alert severity="error" role="alert" data-testid="login-error">
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
        <TextField
          {...register("password")}
          label={t("auth.password")}
          type="password"
          autoComplete="current-password"
          required
          error={Boolean(errors.password)}
          helperText={errors.password?.message ? t(errors.password.message) : " "}
        />
        <Typography variant="body2" sx={{ mt: -1 }}>
          <Link component={RouterLink} to={to("/forgot-password")} data-testid="forgot-password-link">
            {t("auth.forgot_link")}
          </Link>
        </Typography>
        <Button
          data-testid="login-submit"
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
        >
          {t("auth.login_submit")}
        </Button>
        <Typography variant="body2">
          {t("auth.no_account")}{" "}
          <Link component={RouterLink} to={to("/register")}>
            {t("auth.to_register")}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
