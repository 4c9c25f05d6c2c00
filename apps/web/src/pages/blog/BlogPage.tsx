import { Container, Pagination, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { NewsList } from "../../features/news/NewsList";
import { NewsState } from "../../features/news/NewsState";
import { useNewsPage } from "../../features/news/useNews";
import { usePageTitle } from "../../hooks/usePageTitle";

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 10;

/** `/blog` (PRODUCT.md §2): every published post, newest first, in pages (`?page=`). */
export default function BlogPage() {
  const { t } = useTranslation();
  usePageTitle("news.title");
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const { data, isPending, isError } = useNewsPage(page, BLOG_PAGE_SIZE);
  const items = data?.items ?? [];
  const pages = data ? Math.ceil(data.total / BLOG_PAGE_SIZE) : 0;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" gutterBottom data-testid="blog-title">
        {t("news.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t("news.lead")}
      </Typography>
      <Stack spacing={4}>
        <NewsState isPending={isPending} isError={isError} empty={items.length === 0} />
        {items.length > 0 && <NewsList items={items} />}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={page}
            onChange={(_event, next) => setParams(next === 1 ? {} : { page: String(next) })}
            data-testid="blog-pages"
          />
        )}
      </Stack>
    </Container>
  );
}
