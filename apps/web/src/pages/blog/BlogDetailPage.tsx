import { Box, Button, Container, Typography } from "@mui/material";
import ArrowBack from "@mui/icons-material/ArrowBack";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { isApiError } from "../../api/client";
import { NewsState } from "../../features/news/NewsState";
import { useNewsItem } from "../../features/news/useNews";
import { newsDate } from "../../features/news/newsDate";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";

/** Thrown so the router's error page shows 404 (its status is read from the error). */
class NotFoundError extends Error {
  readonly status = 404;
}

/** `/blog/detail-blog?id=...` (PRODUCT.md §2): one published post; a draft or an unknown id is the 404 page. */
export default function BlogDetailPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const id = useSearchParams()[0].get("id");
  const { data: item, isPending, isError, error } = useNewsItem(id);
  usePageTitle("news.title");
  if (!id || (isError && (isApiError(error, "not_found") || isApiError(error, "validation_failed"))))
    throw new NotFoundError(t("news.not_found"));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Button component={RouterLink} to={to("/blog")} startIcon={<ArrowBack />} sx={{ mb: 3 }}>
        {t("news.back")}
      </Button>
      {item ? (
        <Box component="article" data-testid="news-article">
          <Typography component="time" dateTime={item.published_at} color="text.secondary">
            {newsDate(item.published_at)}
          </Typography>
          <Typography
            variant="h1"
            sx={{ mt: 1, mb: 3, wordBreak: "break-word" }}
            data-testid="news-article-title"
          >
            {item.title}
          </Typography>
          <Typography sx={{ whiteSpace: "pre-line", wordBreak: "break-word" }} data-testid="news-body">
            {item.body}
          </Typography>
        </Box>
      ) : (
        <NewsState isPending={isPending} isError={isError} empty={false} />
      )}
    </Container>
  );
}
