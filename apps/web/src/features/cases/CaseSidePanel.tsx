import { Alert, Button, Divider, LinearProgress, Paper, Stack, Typography } from "@mui/material";
import type { Case, City, Project } from "@soracity/contracts";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "../../i18n/useLocale";
import { formatDateTime } from "../dashboard/datetime";

const coord = (value: number) => value.toFixed(5);

/**
 * The case page's side panel: the case's service, times and progress, the site the map is centred on, and the
 * area the parameter forms will fill (they come with the run / results work).
 */
export function CaseSidePanel({
  item,
  project,
  serviceName,
  city,
  shapeCount,
}: {
  item: Case;
  project: Project;
  serviceName: string;
  city: City | undefined;
  shapeCount: number;
}) {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const dash = (value: string | null) => formatDateTime(value) || "—";
  const site = project.site;
  const cityName = city ? (i18n.language.startsWith("ja") ? city.name_ja : city.name_en) : t("site.no_city");
  return (
    <Paper
      variant="outlined"
      data-testid="case-panel"
      sx={{ p: 2, width: { xs: "100%", lg: 360 }, flexShrink: 0, alignSelf: "stretch" }}
    >
      <Stack spacing={1.5}>
        <Stack spacing={0.5}>
          <Typography variant="overline" color="text.secondary">
            {t("case.service")}
          </Typography>
          <Typography data-testid="case-service">{serviceName}</Typography>
          <Typography variant="body2" color="text.secondary" data-testid="case-start">
            {t("case.start")}: {dash(item.process_start_at)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="case-end">
            {t("case.end")}: {dash(item.process_end_at)}
          </Typography>
          {item.status === "queued" || item.status === "processing" ? (
            <Stack spacing={0.5} data-testid="case-progress">
              <LinearProgress variant="determinate" value={item.progress} />
              <Typography variant="caption">{t("case.progress", { progress: item.progress })}</Typography>
            </Stack>
          ) : null}
          {item.stale ? <Alert severity="warning">{t("case.stale")}</Alert> : null}
        </Stack>
        <Divider />
        {site ? (
          <Typography variant="body2" data-testid="case-site">
            {t("case.site_at", { city: cityName, lat: coord(site.lat), lon: coord(site.lon) })}
          </Typography>
        ) : (
          <Alert
            severity="info"
            data-testid="case-no-site"
            action={
              <Button
                color="inherit"
                size="small"
                component={RouterLink}
                to={to(`/dashboard/project/${project.id}`)}
              >
                {t("case.set_site")}
              </Button>
            }
          >
            {t("case.no_site")}
          </Alert>
        )}
        <Divider />
        <Stack spacing={1} data-testid="case-parameters">
          <Typography variant="h6" component="h2">
            {t("case.parameters")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("case.parameters_next")}
          </Typography>
          <Typography variant="body2" data-testid="case-shapes" data-count={shapeCount}>
            {t("case.shapes_count", { count: shapeCount })}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
