import { Box, CircularProgress } from "@mui/material";
import type { NewsPostInput } from "@soracity/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { queryKeys } from "../../api/queryKeys";
import { isApiError } from "../../api/client";
import { AdminNav } from "../../features/admin/AdminNav";
import { adminApi } from "../../features/admin/api";
import { NewsForm } from "../../features/admin/NewsForm";
import { errorText } from "../../api/errorText";
import { PageHeader } from "../../components/page/PageHeader";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";

/** Thrown so the router's error page shows 404 (its status is read from the error). */
class NotFoundError extends Error {
  readonly status = 404;
}

/** `/dashboard/admin/news/new` and `/dashboard/admin/news/{id}`: write a new post or edit one. */
export default function AdminNewsEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const creating = id === undefined;
  usePageTitle(creating ? "admin.news_new" : "admin.news_edit");
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const existing = useQuery({
    queryKey: queryKeys.admin.newsPost(id),
    queryFn: () => adminApi.newsPost(id ?? ""),
    enabled: !creating,
    retry: false,
  });
  if (
    existing.isError &&
    (isApiError(existing.error, "not_found") || isApiError(existing.error, "validation_failed"))
  )
    throw new NotFoundError("Not Found");
  const back = () => void navigate(to("/dashboard/admin/news"));
  const save = async (input: NewsPostInput) => {
    try {
      if (creating) await adminApi.createNews(input);
      else await adminApi.updateNews(id, input);
    } catch (error) {
      if (!isApiError(error, "validation_failed")) enqueueSnackbar(errorText(t, error), { variant: "error" });
      throw error;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.news.all }),
    ]);
    enqueueSnackbar(t("admin.news_saved"), { variant: "success" });
    back();
  };
  return (
    <Box>
      <PageHeader
        title={t(creating ? "admin.news_new" : "admin.news_edit")}
        trail={[{ label: t("admin.nav_news"), to: to("/dashboard/admin/news") }]}
      />
      <AdminNav />
      {creating || existing.data ? (
        <NewsForm post={existing.data} onSubmit={save} onCancel={back} />
      ) : (
        <CircularProgress aria-label={t("common.loading")} />
      )}
    </Box>
  );
}
