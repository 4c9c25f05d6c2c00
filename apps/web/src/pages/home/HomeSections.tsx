import type { ReactNode } from "react";
import { Box, Button, Container, Grid, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { SECTION_SCROLL_OFFSET_PX } from "../../components/scroll";
import { NewsList } from "../../features/news/NewsList";
import { NewsState } from "../../features/news/NewsState";
import { useLocalePath } from "../../i18n/useLocale";
import { useHomeNews, useScrollToNewsWhenLoaded } from "./news";

export function Section({
  id,
  title,
  lead,
  children,
}: {
  id?: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Container
      component="section"
      id={id}
      maxWidth="lg"
      // A jump to the section's #hash (the router's scroll restoration) keeps the same offset as scrollToSection.
      sx={{ py: { xs: 5, md: 8 }, scrollMarginTop: `${SECTION_SCROLL_OFFSET_PX}px` }}
      aria-labelledby={id && `${id}-title`}
    >
      <Typography id={id && `${id}-title`} variant="h2" component="h2" gutterBottom>
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {lead}
        </Typography>
      )}
      {children}
    </Container>
  );
}

const COVERAGE = ["tokyo", "osaka", "cities"] as const;

export function Coverage() {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3}>
      {COVERAGE.map((key) => (
        <Grid key={key} size={{ xs: 12, md: 4 }}>
          <Box sx={{ borderLeft: 4, borderColor: "secondary.main", pl: 2, py: 1 }}>
            <Typography variant="h3" component="p">
              {t(`home.coverage.${key}`)}
            </Typography>
            <Typography color="text.secondary">{t(`home.coverage.${key}_since`)}</Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}

/** The newest published posts (GET /api/news) and a link to all of them on /blog. */
export function News() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { data, isPending, isError } = useHomeNews();
  const items = data?.items ?? [];
  useScrollToNewsWhenLoaded(!isPending);
  return (
    <Stack spacing={3}>
      <NewsState isPending={isPending} isError={isError} empty={items.length === 0} />
      {items.length > 0 && <NewsList items={items} />}
      <Box>
        <Button component={RouterLink} to={to("/blog")} variant="outlined" data-testid="news-all">
          {t("news.all")}
        </Button>
      </Box>
    </Stack>
  );
}
