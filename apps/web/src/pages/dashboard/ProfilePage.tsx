import type { ReactNode } from "react";
import { Box, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useMe } from "../../features/auth/useMe";
import { PageHeader } from "../../components/page/PageHeader";
import { DeleteAccount } from "../../features/profile/DeleteAccount";
import { PasswordForm } from "../../features/profile/PasswordForm";
import { ProfileForm } from "../../features/profile/ProfileForm";
import { usePageTitle } from "../../hooks/usePageTitle";

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography variant="h5" component="h2" id={id} sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** `/dashboard/profile`: account (e-mail, plan), profile form, password change and account deletion. */
export default function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle("profile.title");
  const { data: me } = useMe();
  if (!me) return null; // the dashboard's guard sends a signed-out visitor home
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={t("profile.title")} />
      <Stack spacing={3}>
        <Section title={t("profile.account")} id="profile-account">
          <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 1.5, sm: 6 }}>
            <div>
              <Typography variant="caption" color="text.secondary">
                {t("dashboard.email")}
              </Typography>
              <Typography data-testid="profile-email" sx={{ wordBreak: "break-all" }}>
                {me.email}
              </Typography>
            </div>
            <div>
              <Typography variant="caption" color="text.secondary">
                {t("dashboard.plan")}
              </Typography>
              <Typography data-testid="profile-plan">{t(`dashboard.plan_${me.user_type}`)}</Typography>
            </div>
          </Stack>
        </Section>
        <Section title={t("profile.details")} id="profile-details">
          <ProfileForm key={me.id} me={me} />
        </Section>
        <Section title={t("profile.password_title")} id="profile-password">
          <PasswordForm />
        </Section>
        <Section title={t("profile.delete_title")} id="profile-delete">
          <DeleteAccount />
        </Section>
      </Stack>
    </Box>
  );
}
