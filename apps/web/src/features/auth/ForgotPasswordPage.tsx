import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { passwordForgotBodySchema } from "@soracity/contracts";
import type { PasswordForgotBody } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { forgotPassword } from "../../api/endpoints";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocale, useLocalePath } from "../../i18n/useLocale";
import { AuthDone, AuthForm, AuthLink } from "./AuthForm";

/** "Forgot your password?": asks for the address and has a reset link mailed (the answer never says more). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle("auth.forgot_title");
  const to = useLocalePath();
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const backToLogin = <AuthLink to={to("/login")} label={t("auth.back_to_login")} />;
  if (sentTo !== null) {
    return (
      <AuthDone
        title={t("auth.forgot_title")}
        testId="forgot-sent"
        message={t("auth.forgot_sent", { email: sentTo })}
      >
        {backToLogin}
      </AuthDone>
    );
  }
  return (
    <AuthForm<PasswordForgotBody>
      id="forgot"
      title={t("auth.forgot_title")}
      lead={t("auth.forgot_lead")}
      resolver={zodResolver(passwordForgotBodySchema)}
      defaultValues={{ email: "" }}
      fields={[{ name: "email", type: "email", autoComplete: "email", label: t("auth.email") }]}
      submitLabel={t("auth.forgot_submit")}
      onSubmit={async ({ email }) => {
        await forgotPassword({ email, locale });
        setSentTo(email.trim());
      }}
    >
      {backToLogin}
    </AuthForm>
  );
}
