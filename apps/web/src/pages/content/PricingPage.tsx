import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useCoverageSentence } from "../home/coverage";
import { Plans } from "../home/Plans";
import { ContentPage } from "./ContentPage";
import { contentFigures } from "./figures";
import { PlanLimitsTable } from "./PlanLimitsTable";

/** Plans (PRODUCT.md §9): the tiers, the limits this server applies to each, and what every plan includes. */
export default function PricingPage() {
  const { t } = useTranslation();
  const coverage = useCoverageSentence();
  return (
    <ContentPage id="pricing">
      <Plans />
      <Box component="section" aria-labelledby="plan-limits-title" sx={{ mt: 6 }}>
        <Typography id="plan-limits-title" variant="h3" component="h2" gutterBottom>
          {t("pages.pricing.table.caption")}
        </Typography>
        <PlanLimitsTable />
      </Box>
      <Box component="section" aria-labelledby="plan-common-title" sx={{ mt: 6 }}>
        <Typography id="plan-common-title" variant="h3" component="h2" gutterBottom>
          {t("pages.pricing.table.common_title")}
        </Typography>
        <Typography sx={{ lineHeight: 1.9 }}>{t("pages.pricing.table.common", contentFigures())}</Typography>
        <Typography sx={{ lineHeight: 1.9, mt: 2 }} data-testid="pricing-coverage">
          {t("pages.pricing.table.coverage", { coverage })}
        </Typography>
      </Box>
    </ContentPage>
  );
}
