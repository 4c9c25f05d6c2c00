import { useState } from "react";
import { Box, Button, Chip } from "@mui/material";
import type { AdminUser } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { AdminList } from "../../features/admin/AdminList";
import { AdminNav } from "../../features/admin/AdminNav";
import { adminApi } from "../../features/admin/api";
import { PlanDialog } from "../../features/admin/PlanDialog";
import { useAdminList } from "../../features/admin/useAdminList";
import { formatDateTime } from "../../i18n/datetime";
import { PageHeader } from "../../components/page/PageHeader";
import { usePageTitle } from "../../hooks/usePageTitle";

const PAGE_SIZES = [20, 50, 100];

/** `/dashboard/admin`: users with plan, role, counts and creation date; search, pages, plan changes. */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  usePageTitle("admin.title");
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const list = useAdminList({
    queryKey: queryKeys.admin.users,
    fetch: ({ page, pageSize, q }) => adminApi.users(page, pageSize, q),
    pageSizes: PAGE_SIZES,
  });
  return (
    <Box>
      <PageHeader title={t("admin.title")} />
      <AdminNav />
      <AdminList
        list={list}
        search={{ label: t("admin.search"), testId: "admin-user-search" }}
        rowTestId="admin-user-row"
        rowData={(user) => ({ "data-email": user.email })}
        columns={[
          { header: t("admin.user_name"), cell: (user) => user.name },
          { header: t("admin.user_email"), sx: { wordBreak: "break-all" }, cell: (user) => user.email },
          {
            header: t("admin.plan"),
            cell: (user) => (
              <span data-testid="admin-user-plan">{t(`dashboard.plan_${user.user_type}`)}</span>
            ),
          },
          {
            header: t("admin.role"),
            cell: (user) =>
              user.role === "operator" ? (
                <Chip size="small" color="secondary" label={t("admin.role_operator")} />
              ) : (
                t("admin.role_user")
              ),
          },
          { header: t("admin.workspaces"), align: "right", cell: (user) => user.workspaces },
          { header: t("admin.projects"), align: "right", cell: (user) => user.projects },
          {
            header: t("admin.created"),
            sx: { whiteSpace: "nowrap" },
            cell: (user) => formatDateTime(user.created_at),
          },
          {
            cell: (user) => (
              <Button size="small" onClick={() => setEditing(user)} data-testid="admin-user-plan-edit">
                {t("admin.change_plan")}
              </Button>
            ),
          },
        ]}
      />
      <PlanDialog user={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
