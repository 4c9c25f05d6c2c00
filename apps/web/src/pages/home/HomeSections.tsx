import type { ReactNode } from "react";
import { Box, Button, Container, Grid, Skeleton, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { SECTION_SCROLL_OFFSET_PX } from "../../components/scroll";
import { NewsList } from "../../features/news/NewsList";
import { NewsState } from "../../features/news/NewsState";
import { useLocalePath } from "../../i18n/useLocale";
import { useCoverage } from "./coverage";
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

/**
 * The coverage figures (issue 28): cities PLATEAU publishes, the cities and buildings this server holds, all
 * counted from GET /api/cities; placeholders while it loads.
 */
export function Coverage() {
  const { t } = useTranslation();
  const coverage = useCoverage();
  const figures = [
    ["cities", coverage?.cities],
    ["with_buildings", coverage?.withBuildings],
    ["buildings", coverage?.buildings],
  ] as const;
  return (
    <Grid container spacing={3}>
      {figures.map(([key, value]) => (
        <Grid key={key} size={{ xs: 12, md: 4 }}>
          <Box sx={{ borderLeft: 4, borderColor: "secondary.main", pl: 2, py: 1 }}>
            <Typography variant="h3" component="p" data-testid={`coverage-${key}`} data-value={value ?? ""}>
              {value === undefined ? (
                <Skeleton width="6em" />
              ) : (
                t(`home.coverage.${key}`, { count: value, value: value.toLocaleString() })
              )}
            </Typography>
            <Typography color="text.secondary">{t(`home.coverage.${key}_note`)}</Typography>
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
