import { useState } from "react";
import { Box, Button, Chip, IconButton, Tooltip } from "@mui/material";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import EditOutlined from "@mui/icons-material/EditOutlined";
import type { NewsPost } from "@soracity/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { queryKeys } from "../../api/queryKeys";
import { AdminList } from "../../features/admin/AdminList";
import { AdminNav } from "../../features/admin/AdminNav";
import { adminApi } from "../../features/admin/api";
import { errorText } from "../../api/errorText";
import { ConfirmDeleteDialog } from "../../components/dialogs/ConfirmDeleteDialog";
import { formatDateTime } from "../../i18n/datetime";
import { PageHeader } from "../../components/page/PageHeader";
import { useAdminList } from "../../features/admin/useAdminList";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocale, useLocalePath } from "../../i18n/useLocale";

/** `/dashboard/admin/news`: every post (drafts marked), newest publish time first; edit, delete, create. */
export default function AdminNewsPage() {
  const { t } = useTranslation();
  usePageTitle("admin.nav_news");
  const to = useLocalePath();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState<NewsPost | null>(null);
  const list = useAdminList({
    queryKey: queryKeys.admin.news,
    fetch: ({ page, pageSize }) => adminApi.news(page, pageSize),
  });
  const titleOf = (post: NewsPost) => (locale === "en" ? post.title_en : post.title_ja);
  const remove = async () => {
    if (!deleting) return;
    try {
      await adminApi.deleteNews(deleting.id);
      enqueueSnackbar(t("admin.news_deleted"), { variant: "success" });
      setDeleting(null);
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: "error" });
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.news.all }),
    ]);
  };
  return (
    <Box>
      <PageHeader
        title={t("admin.title")}
        aside={
          <Button
            component={RouterLink}
            to={to("/dashboard/admin/news/new")}
            variant="contained"
            startIcon={<Add />}
            data-testid="news-new"
          >
            {t("admin.news_new")}
          </Button>
        }
      />
      <AdminNav />
      <AdminList
        list={list}
        rowTestId="admin-news-row"
        columns={[
          {
            header: t("admin.news_published_at"),
            sx: { whiteSpace: "nowrap" },
            cell: (post) => formatDateTime(post.published_at),
          },
          { header: t("admin.news_title"), sx: { wordBreak: "break-word" }, cell: titleOf },
          {
            header: t("admin.news_state"),
            cell: (post) => (
              <Chip
                size="small"
                color={post.published ? "success" : "default"}
                label={t(post.published ? "admin.news_published" : "admin.news_draft")}
              />
            ),
          },
          {
            align: "right",
            sx: { whiteSpace: "nowrap" },
            cell: (post) => (
              <>
                <Tooltip title={t("admin.edit")}>
                  <IconButton
                    component={RouterLink}
                    to={to(`/dashboard/admin/news/${post.id}`)}
                    aria-label={t("admin.edit")}
                    data-testid="admin-news-edit"
                  >
                    <EditOutlined />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t("admin.delete")}>
                  <IconButton
                    onClick={() => setDeleting(post)}
                    aria-label={t("admin.delete")}
                    data-testid="admin-news-delete"
                  >
                    <DeleteOutline />
                  </IconButton>
                </Tooltip>
              </>
            ),
          },
        ]}
      />
      <ConfirmDeleteDialog
        name={deleting ? titleOf(deleting) : null}
        title={t("admin.news_delete_title")}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
