import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { registerBodySchema } from "@soracity/contracts";
import type { RegisterBody } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { register as registerAccount } from "../../api/endpoints";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocale, useLocalePath } from "../../i18n/useLocale";
import { AuthDone, AuthForm, AuthLink } from "./AuthForm";

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
  /** The address a confirmation mail went to: the form gives way to "check your mail". */
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo !== null) {
    return (
      <AuthDone
        title={t("auth.register_sent_title")}
        testId="register-sent"
        message={t("auth.register_sent", { email: sentTo })}
      >
        <AuthLink to={to("/login")} label={t("auth.back_to_login")} />
      </AuthDone>
    );
  }
  return (
    <AuthForm<RegisterBody>
      id="register"
      title={t("auth.register_title")}
      lead={t("auth.register_lead")}
      resolver={zodResolver(registerBodySchema)}
      mode="onTouched"
      defaultValues={{ email: "", family_name: "", given_name: "", password: "", password_confirm: "" }}
      fields={FIELDS.map(([name, type, autoComplete]) => ({
        name,
        type,
        autoComplete,
        label: t(`auth.${name}`),
        ...(name === "password" ? { hint: t("auth.password_rules") } : {}),
      }))}
      submitLabel={t("auth.register_submit")}
      onSubmit={async (values) => {
        await registerAccount({ ...values, locale });
        setSentTo(values.email.trim());
      }}
    >
      <AuthLink to={to("/login")} lead={t("auth.have_account")} label={t("auth.to_login")} />
    </AuthForm>
  );
}
