import { Alert, Button, Divider, Paper, Stack, Typography } from "@mui/material";
import type { Case, City, Project } from "@soracity/contracts";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "../../i18n/useLocale";
import { ParametersPanel } from "../analysis/form/ParametersPanel";
import { ResultSummary } from "../analysis/results/ResultSummary";
import { RunStatus } from "../analysis/RunStatus";
import { CaseShareExports } from "../share/CaseShareExports";

const coord = (value: number) => value.toFixed(5);

/**
 * The case page's side panel: the case's service, run status (times, progress, cancel, error), the site the
 * map is centred on, the results of the last run and the analysis settings with Save and Run.
 */
export function CaseSidePanel({
  item,
  project,
  serviceName,
  city,
  shapeCount,
  editable,
}: {
  item: Case;
  project: Project;
  serviceName: string;
  city: City | undefined;
  shapeCount: number;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const site = project.site;
  const cityName = city ? (i18n.language.startsWith("ja") ? city.name_ja : city.name_en) : t("site.no_city");
  return (
    <Paper
      variant="outlined"
      data-testid="case-panel"
      sx={{
        p: 2,
        width: { xs: "100%", lg: 400 },
        flexShrink: 0,
        alignSelf: "stretch",
        maxHeight: { lg: "calc(100vh - 160px)" },
        overflowY: { lg: "auto" },
      }}
    >
      <Stack spacing={1.5}>
        <Stack spacing={0.5}>
          <Typography variant="overline" color="text.secondary">
            {t("case.service")}
          </Typography>
          <Typography data-testid="case-service">{serviceName}</Typography>
          <RunStatus item={item} editable={editable} />
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
        <ResultSummary item={item} editable={editable} />
        <CaseShareExports item={item} editable={editable} />
        <Divider />
        <Stack spacing={1} data-testid="case-parameters">
          <Typography variant="h6" component="h2">
            {t("case.parameters")}
          </Typography>
          <Typography variant="body2" data-testid="case-shapes" data-count={shapeCount}>
            {t("case.shapes_count", { count: shapeCount })}
          </Typography>
          <ParametersPanel key={item.id} item={item} editable={editable} />
        </Stack>
      </Stack>
    </Paper>
  );
}
