import { Box, Container, Divider, Grid, Link, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import footerEn from "../../assets/footer-en.svg";
import footerJp from "../../assets/footer-jp.svg";
import { useConfig } from "../../features/config/useConfig";
import { useLocale, useLocalePath } from "../../i18n/useLocale";

/** Footer link columns (PRODUCT.md §2: home with terms and SLA; company info; services; products). */
const SECTIONS: { title: string; links: [label: string, path: string][] }[] = [
  {
    title: "footer.home",
    links: [
      ["footer.home", "/"],
      ["footer.terms", "/terms"],
      ["footer.sla", "/sla"],
    ],
  },
  {
    title: "footer.company",
    links: [
      ["footer.about", "/about"],
      ["footer.team", "/about/team"],
      ["footer.blog", "/blog"],
      ["footer.contact", "/contact/with-map"],
    ],
  },
  {
    title: "footer.services",
    links: [
      ["footer.project", "/Project"],
      ["footer.pricing", "/utils/pricing"],
      ["footer.faq", "/utils/faq"],
      ["footer.manual", "/manual"],
      ["footer.ifc_guides", "/manual/ifc"],
    ],
  },
  {
    title: "footer.products",
    links: [
      ["footer.products_list", "/collection/products"],
      ["footer.collection", "/collection"],
    ],
  },
];

/** Policy links point at the matching sections of the terms page. */
const POLICIES: [label: string, path: string][] = [
  ["footer.privacy", "/terms#privacy"],
  ["footer.terms", "/terms"],
  ["footer.social_policy", "/terms#social-media"],
  ["footer.personal_data", "/terms#personal-data"],
  ["footer.site_policy", "/terms#site-policy"],
  ["footer.official_account", "/blog"],
];

export function Footer() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const { brand } = useConfig();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: "background.paper", borderTop: 1, borderColor: "divider", mt: 8, py: 5 }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          {SECTIONS.map((section) => (
            <Grid key={section.title} size={{ xs: 6, md: 2 }}>
              <Typography variant="subtitle2" component="h2" gutterBottom>
                {t(section.title)}
              </Typography>
              <Stack spacing={0.75}>
                {section.links.map(([label, path]) => (
                  <Link
                    key={path}
                    component={RouterLink}
                    to={to(path)}
                    color="text.secondary"
                    underline="hover"
                    variant="body2"
                  >
                    {t(label)}
                  </Link>
                ))}
              </Stack>
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 4 }}>
            <Box
              component="img"
              src={locale === "jp" ? footerJp : footerEn}
              alt={t("footer.image_alt")}
              data-locale={locale}
              sx={{ width: "100%", maxWidth: 360, height: "auto", display: "block" }}
            />
          </Grid>
        </Grid>
        <Divider sx={{ my: 3 }} />
        <Stack direction="row" useFlexGap flexWrap="wrap" columnGap={2} rowGap={1} component="nav">
          {POLICIES.map(([label, path]) => (
            <Link
              key={label}
              component={RouterLink}
              to={to(path)}
              color="text.secondary"
              underline="hover"
              variant="caption"
            >
              {t(label)}
            </Link>
          ))}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {brand.footer_text?.trim() || `© ${year} ${brand.name}. ${t("footer.rights")}`}
        </Typography>
      </Container>
    </Box>
  );
}
