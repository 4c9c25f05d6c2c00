import { useEffect } from "react";
import TourIcon from "@mui/icons-material/Tour";
import { Box, Button, Container, Stack, Typography } from "@mui/material";
import { Link as RouterLink, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { scrollToSection } from "../../components/scroll";
import { useConfig } from "../../features/config/useConfig";
import { useHomeTour } from "../../features/tour/useHomeTour";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";
import { DemoButton } from "./DemoButton";
import { HomeFeatures } from "./HomeFeatures";
import { Coverage, News, Section } from "./HomeSections";
import { Plans } from "./Plans";
import { Skyline } from "./Skyline";

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle("titles.home");
  const to = useLocalePath();
  const { ui } = useConfig();
  const { hash } = useLocation();
  const startTour = useHomeTour();
  useEffect(() => {
    if (hash.length > 1) scrollToSection(hash.slice(1));
  }, [hash]);
  return (
    <>
      <Box
        component="section"
        id="home-banner"
        sx={(theme) => ({
          background: "linear-gradient(160deg, #e0f7fa 0%, #f7fafa 70%)",
          ...theme.applyStyles("dark", { background: "linear-gradient(160deg, #00352f 0%, #0f1416 70%)" }),
        })}
      >
        <Container
          maxWidth="lg"
          sx={{ py: { xs: 6, md: 10 }, display: "flex", gap: 4, alignItems: "center" }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography variant="h1" gutterBottom>
              {t("home.banner_title")}
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4, fontWeight: 400 }}>
              {t("home.banner_body")}
            </Typography>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <Button component={RouterLink} to={to("/register")} variant="contained" size="large">
                {t("home.banner_cta")}
              </Button>
              <DemoButton />
              <Button
                variant="text"
                size="large"
                startIcon={<TourIcon />}
                onClick={startTour}
                data-testid="home-tour"
              >
                {t("tour.start")}
              </Button>
              {ui.news && (
                <Button variant="outlined" size="large" onClick={() => scrollToSection("news")}>
                  {t("home.banner_more")}
                </Button>
              )}
            </Stack>
          </Box>
          <Box sx={{ flex: 1, display: { xs: "none", md: "block" } }}>
            <Skyline />
          </Box>
        </Container>
      </Box>
      <Section id="features" title={t("home.features_title")} lead={t("home.features_lead")}>
        <HomeFeatures />
      </Section>
      <Section id="coverage" title={t("home.coverage_title")} lead={t("home.coverage_lead")}>
        <Coverage />
      </Section>
      <Section id="plans" title={t("home.plans_title")}>
        <Plans />
      </Section>
      {ui.news && (
        <Section id="news" title={t("home.news_title")}>
          <News />
        </Section>
      )}
    </>
  );
}
