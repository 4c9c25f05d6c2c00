import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { AdminNav } from "../../features/admin/AdminNav";
import { BroadcastForm } from "../../features/admin/BroadcastForm";
import { PageHeader } from "../../components/page/PageHeader";
import { usePageTitle } from "../../hooks/usePageTitle";

/** `/dashboard/admin/notify`: a notification to every user. */
export default function AdminNotifyPage() {
  const { t } = useTranslation();
  usePageTitle("admin.nav_notify");
  return (
    <Box>
      <PageHeader title={t("admin.title")} />
      <AdminNav />
      <BroadcastForm />
    </Box>
  );
}
