import { Button, Card, CardActions, CardContent, Grid, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useConfig } from "../../features/config/useConfig";
import { useLocalePath } from "../../i18n/useLocale";

const PLANS = ["basic", "premium", "custom"] as const;

/** Plan tiers (PRODUCT.md §9): basic free; premium and custom on enquiry; main limits as the server applies them. */
export function Plans() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { plans } = useConfig();
  return (
    <Grid container spacing={3}>
      {PLANS.map((plan) => (
        <Grid key={plan} size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
            <CardContent sx={{ flex: 1 }}>
              <Typography variant="h3" component="h3">
                {t(`home.plans.${plan}`)}
              </Typography>
              <Typography variant="h4" component="p" color="primary" sx={{ my: 1.5, fontWeight: 700 }}>
                {t(`home.plans.${plan}_price`)}
              </Typography>
              <Typography color="text.secondary">{t(`home.plans.${plan}_body`)}</Typography>
              {plans && (
                <Typography variant="body2" sx={{ mt: 1.5 }} data-testid={`plan-figures-${plan}`}>
                  {t("home.plans.figures", {
                    workspaces: plans[plan].workspaces.toLocaleString(),
                    projects: plans[plan].projects_per_workspace.toLocaleString(),
                  })}
                </Typography>
              )}
            </CardContent>
            <CardActions sx={{ p: 2 }}>
              <Button
                component={RouterLink}
                to={to(plan === "basic" ? "/register" : "/contact")}
                variant={plan === "basic" ? "contained" : "outlined"}
                fullWidth
              >
                {plan === "basic" ? t("home.banner_cta") : t("home.plans.enquire")}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
