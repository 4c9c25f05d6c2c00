import type { ReactNode } from "react";
import { Box, Container, Grid, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { NEWS } from "./news";

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
      sx={{ py: { xs: 5, md: 8 } }}
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

export function News() {
  const { t } = useTranslation();
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {NEWS.map((item) => (
        <Box
          component="li"
          key={item.key}
          sx={{ display: "flex", gap: 3, flexWrap: { xs: "wrap", sm: "nowrap" } }}
        >
          <Typography
            component="time"
            dateTime={item.date}
            color="text.secondary"
            sx={{ minWidth: 110, fontVariantNumeric: "tabular-nums" }}
          >
            {item.date}
          </Typography>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{t(`home.news.${item.key}_title`)}</Typography>
            <Typography color="text.secondary" variant="body2">
              {t(`home.news.${item.key}_body`)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
