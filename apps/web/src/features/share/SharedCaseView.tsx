import { Suspense, lazy, useMemo, useState } from "react";
import { Alert, Box, Chip, Paper, Skeleton, Stack, Typography } from "@mui/material";
import type { SharedCase } from "@soracity/contracts";
import { hasShadePoints } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { AnalysisBridge } from "../analysis/bridge";
import { PointsTable, Summary } from "../analysis/results/ResultSummary";
import { skyRunSource } from "../analysis/results/skyCharts";
import { skyPointsOf, useSkyMarks } from "../analysis/results/skyMarks";
import { formatDateTime } from "../../i18n/datetime";
import { ExportDownloads } from "./ExportDownloads";
import { sharedResult } from "./sharedResult";
import { ViewModeToggle, type ViewMode } from "./ViewModeToggle";

// Leaflet loads with the map, not with the page's first paint.
const SharedMap = lazy(() => import("./SharedMap"));
// The 3D viewer (and CesiumJS behind it) only when "3D" is chosen: never with the public page itself.
const SharedViewer = lazy(() => import("./SharedViewer"));

/** One labelled time of the shared run. */
function Time({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <Typography variant="body2" color="text.secondary" data-testid={testId}>
      {label}: {formatDateTime(value) || "—"}
    </Typography>
  );
}

/**
 * The read-only view of a shared case: name, service, run times, the 2D map with the result layers and
 * legend (or, with a site and a result, the 3D viewer on "3D"), the summary and points, the downloads and the
 * PLATEAU attribution. Nothing else of the owner's. A 天空率 run's submission marks are the visitor's, kept per
 * share link (`token`) and run.
 */
export function SharedCaseView({ shared, token }: { shared: SharedCase; token: string }) {
  const { t } = useTranslation();
  const result = useMemo(() => sharedResult(shared), [shared]);
  const skyPoints = useMemo(() => (result ? skyPointsOf(result) : []), [result]);
  const marks = useSkyMarks(
    result ? skyRunSource(result, token).scope : null,
    result?.summary ?? null,
    skyPoints,
  );
  const [mode, setMode] = useState<ViewMode>("2d");
  const can3d = Boolean(shared.site && result);
  return (
    // One bridge for the map and the panel: a 天空率 point picked on either shows its 天空図 in the panel.
    <AnalysisBridge>
      <Stack spacing={2} data-testid="share-page" data-status={shared.status}>
        <Stack spacing={0.5}>
          <Typography variant="overline" color="text.secondary">
            {t("shareLink.notice")}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Typography variant="h4" component="h1" data-testid="share-name" sx={{ wordBreak: "break-word" }}>
              {shared.name}
            </Typography>
            <Chip
              size="small"
              label={`${t("shareLink.service")}: ${t(`master.service_type.${shared.service_type}`)}`}
              data-testid="share-service"
              data-service={shared.service_type}
            />
          </Stack>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0, sm: 2 }}>
            <Time label={t("case.start")} value={shared.process_start_at} testId="share-start" />
            <Time label={t("case.end")} value={shared.process_end_at} testId="share-end" />
            <Time label={t("shareLink.computed")} value={shared.computed_at} testId="share-computed" />
          </Stack>
          {can3d ? <ViewModeToggle mode={mode} onChange={setMode} /> : null}
        </Stack>
        <Stack direction={{ xs: "column", lg: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
          <Box sx={{ flex: 1, minWidth: 0, width: "100%" }}>
            <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
              {can3d && mode === "3d" ? (
                <SharedViewer site={shared.site} result={result} />
              ) : (
                <SharedMap site={shared.site} result={result} />
              )}
            </Suspense>
          </Box>
          <Paper variant="outlined" sx={{ p: 2, width: { xs: "100%", lg: 400 }, flexShrink: 0 }}>
            <Stack spacing={2}>
              {result ? (
                <Stack spacing={1} data-testid="result-summary">
                  <Typography variant="h6" component="h2">
                    {t("shareLink.results")}
                  </Typography>
                  <Summary result={result} />
                  <PointsTable result={result} shareToken={token} />
                </Stack>
              ) : (
                <Alert severity="info" data-testid="share-no-results">
                  {t("shareLink.no_results")}
                </Alert>
              )}
              <ExportDownloads
                links={shared.exports}
                shadow={hasShadePoints(shared.service_type)}
                points={marks?.ids ?? null}
              />
            </Stack>
          </Paper>
        </Stack>
        <Typography variant="caption" color="text.secondary" data-testid="share-attribution">
          {t("shareLink.attribution")}
        </Typography>
      </Stack>
    </AnalysisBridge>
  );
}
