import { Link, Typography } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginBodySchema } from "@soracity/contracts";
import type { LoginBody } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { login } from "../../api/endpoints";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocale, useLocalePath } from "../../i18n/useLocale";
import { AuthForm, AuthLink } from "./AuthForm";
import { useAfterSignIn } from "./useAfterSignIn";

export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle("titles.login");
  const to = useLocalePath();
  const locale = useLocale();
  const afterSignIn = useAfterSignIn();
  return (
    <AuthForm<LoginBody>
      id="login"
      title={t("auth.login_title")}
      lead={t("auth.login_lead")}
      resolver={zodResolver(loginBodySchema)}
      defaultValues={{ email: "", password: "" }}
      fields={[
        { name: "email", type: "email", autoComplete: "email", label: t("auth.email") },
        { name: "password", type: "password", autoComplete: "current-password", label: t("auth.password") },
      ]}
      submitLabel={t("auth.login_submit")}
      onSubmit={async (values) => afterSignIn(await login({ ...values, locale }))}
      afterFields={
        <Typography variant="body2" sx={{ mt: -1 }}>
          <Link component={RouterLink} to={to("/forgot-password")} data-testid="forgot-password-link">
            {t("auth.forgot_link")}
          </Link>
        </Typography>
      }
    >
      <AuthLink to={to("/register")} lead={t("auth.no_account")} label={t("auth.to_register")} />
    </AuthForm>
  );
}
