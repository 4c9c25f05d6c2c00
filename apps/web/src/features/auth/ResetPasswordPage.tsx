import { useState } from "react";
import { Button, Link } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { passwordResetBodySchema } from "@soracity/contracts";
import type { PasswordResetBody } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { resetPassword } from "../../api/endpoints";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";
import { AuthDone, AuthForm, AuthLink } from "./AuthForm";

/** The page of a mailed reset link (`?token=`): a new password twice (PRODUCT.md §5 rules), then sign in again. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle("auth.reset_title");
  const to = useLocalePath();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <AuthDone title={t("auth.reset_title")} testId="reset-done" message={t("auth.reset_done")}>
        <Button component={RouterLink} to={to("/login")} variant="contained" data-testid="reset-to-login">
          {t("auth.to_login")}
        </Button>
      </AuthDone>
    );
  }
  return (
    <AuthForm<PasswordResetBody>
      id="reset"
      title={t("auth.reset_title")}
      lead={t("auth.reset_lead")}
      resolver={zodResolver(passwordResetBodySchema)}
      mode="onTouched"
      defaultValues={{ token, password: "", password_confirm: "" }}
      fields={[
        {
          name: "password",
          type: "password",
          autoComplete: "new-password",
          label: t("auth.new_password"),
          hint: t("auth.password_rules"),
        },
        {
          name: "password_confirm",
          type: "password",
          autoComplete: "new-password",
          label: t("auth.new_password_confirm"),
        },
      ]}
      submitLabel={t("auth.reset_submit")}
      onSubmit={async (values) => {
        await resetPassword({ ...values, token });
        setDone(true);
      }}
      problem={token === "" ? t("errors.link_invalid") : null}
      failureAction={
        <Link component={RouterLink} to={to("/forgot-password")}>
          {t("auth.request_new_link")}
        </Link>
      }
      disabled={token === ""}
    >
      <AuthLink to={to("/login")} label={t("auth.back_to_login")} />
    </AuthForm>
  );
}
