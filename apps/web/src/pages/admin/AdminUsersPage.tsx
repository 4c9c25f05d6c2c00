import { useState } from "react";
import {
  Box,
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from "@mui/material";
import type { AdminUser } from "@soracity/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AdminNav } from "../../features/admin/AdminNav";
import { ADMIN_KEY, adminApi } from "../../features/admin/api";
import { PlanDialog } from "../../features/admin/PlanDialog";
import { formatDateTime } from "../../i18n/datetime";
import { PageHeader } from "../../components/page/PageHeader";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";

const PAGE_SIZES = [20, 50, 100];

/** `/dashboard/admin`: users with plan, role, counts and creation date; search, pages, plan changes. */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  usePageTitle("admin.title");
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 20);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const { data, isPending } = useQuery({
    queryKey: [...ADMIN_KEY, "users", q, page, pageSize],
    queryFn: () => adminApi.users(page + 1, pageSize, q),
    placeholderData: keepPreviousData,
  });
  return (
    <Box>
      <PageHeader title={t("admin.title")} />
      <AdminNav />
      <TextField
        label={t("admin.search")}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
        size="small"
        sx={{ mb: 2, width: 360, maxWidth: "100%" }}
        slotProps={{ htmlInput: { "data-testid": "admin-user-search", maxLength: 100 } }}
      />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-busy={isPending}>
          <TableHead>
            <TableRow>
              <TableCell>{t("admin.user_name")}</TableCell>
              <TableCell>{t("admin.user_email")}</TableCell>
              <TableCell>{t("admin.plan")}</TableCell>
              <TableCell>{t("admin.role")}</TableCell>
              <TableCell align="right">{t("admin.workspaces")}</TableCell>
              <TableCell align="right">{t("admin.projects")}</TableCell>
              <TableCell>{t("admin.created")}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.items ?? []).map((user) => (
              <TableRow key={user.id} data-testid="admin-user-row" data-email={user.email}>
                <TableCell>{user.name}</TableCell>
                <TableCell sx={{ wordBreak: "break-all" }}>{user.email}</TableCell>
                <TableCell data-testid="admin-user-plan">{t(`dashboard.plan_${user.user_type}`)}</TableCell>
                <TableCell>
                  {user.role === "operator" ? (
                    <Chip size="small" color="secondary" label={t("admin.role_operator")} />
                  ) : (
                    t("admin.role_user")
                  )}
                </TableCell>
                <TableCell align="right">{user.workspaces}</TableCell>
                <TableCell align="right">{user.projects}</TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(user.created_at)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setEditing(user)} data-testid="admin-user-plan-edit">
                    {t("admin.change_plan")}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t("admin.rows_per_page")}
        labelDisplayedRows={({ from, to, count }) => t("admin.rows_shown", { from, to, count })}
      />
      <PlanDialog user={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
