import { useState } from "react";
import { Alert, Button, Link, Stack, TextField, Typography } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { registerBodySchema } from "@soracity/contracts";
import type { RegisterBody } from "@soracity/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { isApiError } from "../../api/client";
import { register as registerAccount } from "../../api/endpoints";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocale, useLocalePath } from "../../i18n/useLocale";
import { AuthCard } from "./AuthCard";
import { errorText } from "./errorText";

const FIELDS = [
  ["email", "email", "email"],
  ["family_name", "text", "family-name"],
  ["given_name", "text", "given-name"],
  ["password", "password", "new-password"],
  ["password_confirm", "password", "new-password"],
] as const;

export default function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle("titles.register");
  const to = useLocalePath();
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  /** The address a confirmation mail went to: the form gives way to "check your mail". */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    mode: "onTouched",
    defaultValues: { email: "", family_name: "", given_name: "", password: "", password_confirm: "" },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await registerAccount({ ...values, locale });
      setSentTo(values.email.trim());
    } catch (error) {
      console.error("registration failed", error);
      const fields = isApiError(error) ? error.fields : [];
      for (const field of fields) {
        if (FIELDS.some(([name]) => name === field.path)) {
          setError(field.path as keyof RegisterBody, { type: "server", message: field.message });
        }
      }
      if (fields.length === 0) setFailure(errorText(t, error));
    }
  });
  if (sentTo !== null) {
    return (
      <AuthCard title={t("auth.register_sent_title")} lead="">
        <Stack spacing={2}>
          <Alert severity="success" data-testid="register-sent">
            {t("auth.register_sent", { email: sentTo })}
          </Alert>
          <Typography variant="body2">
            <Link component={RouterLink} to={to("/login")}>
              {t("auth.back_to_login")}
            </Link>
          </Typography>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.register_title")} lead={t("auth.register_lead")}>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
        {failure && (
          <Alert severity="error" role="alert" data-testid="register-error">
            {failure}
          </Alert>
        )}
        {FIELDS.map(([name, type, autoComplete]) => {
          const message = errors[name]?.message;
          const hint = name === "password" ? t("auth.password_rules") : " ";
          return (
            <TextField
              key={name}
              {...register(name)}
              label={t(`auth.${name}`)}
              type={type}
              autoComplete={autoComplete}
              required
              error={Boolean(message)}
              helperText={message ? t(message) : hint}
            />
          );
        })}
        <Button
          data-testid="register-submit"
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
        >
          {t("auth.register_submit")}
        </Button>
        <Typography variant="body2">
          {t("auth.have_account")}{" "}
          <Link component={RouterLink} to={to("/login")}>
            {t("auth.to_login")}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
