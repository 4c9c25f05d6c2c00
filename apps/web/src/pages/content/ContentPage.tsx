import { useEffect } from "react";
import type { ReactNode } from "react";
import { Box, Container, Stack, Typography } from "@mui/material";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { scrollToSection } from "../../components/scroll";
import { usePageTitle } from "../../hooks/usePageTitle";
import { contentFigures } from "./figures";

/** Ids of the content pages under `pages.<id>` in the translation files. */
export type ContentId =
  | "about"
  | "team"
  | "blog"
  | "blog_detail"
  | "collection"
  | "products"
  | "product_detail"
  | "pricing"
  | "faq"
  | "maintenance"
  | "coming_soon"
  | "project"
  | "sla"
  | "terms";

const sectionsSchema = z
  .array(z.object({ id: z.string().optional(), heading: z.string(), body: z.string() }))
  .catch([]);

/**
 * A simple bilingual page: title, lead, dated sections from the translation files (the shared limits and the
 * page's own `figures` interpolated into them), optional extra content.
 */
export function ContentPage({
  id,
  figures: own,
  children,
}: {
  id: ContentId;
  figures?: Record<string, string>;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  usePageTitle(`pages.${id}.title`);
  const { hash } = useLocation();
  const figures = { ...contentFigures(), ...own };
  const sections = sectionsSchema.parse(t(`pages.${id}.sections`, { ...figures, returnObjects: true }));
  const updated = i18n.exists(`pages.${id}.updated`) ? t(`pages.${id}.updated`) : null;
  useEffect(() => {
    if (hash.length > 1) scrollToSection(hash.slice(1));
  }, [hash]);
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        {t(`pages.${id}.title`)}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 2 }}>
        {t(`pages.${id}.lead`, figures)}
      </Typography>
      {updated && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
          <time dateTime={updated}>{t("common.updated", { date: updated })}</time>
        </Typography>
      )}
      <Stack spacing={4} sx={{ mt: 4 }}>
        {sections.map((section) => (
          <Box component="section" key={section.heading} id={section.id}>
            <Typography variant="h3" component="h2" gutterBottom>
              {section.heading}
            </Typography>
            <Typography sx={{ lineHeight: 1.9 }}>{section.body}</Typography>
          </Box>
        ))}
      </Stack>
      {children && <Box sx={{ mt: 4 }}>{children}</Box>}
    </Container>
  );
}
