import { Alert, Box, LinearProgress, Typography } from "@mui/material";
import type { CityFetch } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { isRunning } from "./cityFetch";

/**
 * Where a city-model fetch stands: "都市モデルを取得中 3/9" with a bar while it runs, the translated reason when
 * it failed (the cases still run with the buildings the server has), what it brought when it ended; nothing for a
 * fetch that found everything already there.
 */
export function CityFetchStatus({ job }: { job: CityFetch | null }) {
  const { t, i18n } = useTranslation();
  if (!job) return null;
  if (isRunning(job)) {
    const known = job.status === "running" && job.files_total > 0;
    return (
      <Box data-testid="city-fetch" data-status={job.status} sx={{ my: 1.5 }}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {known
            ? t("site.fetch_running", { done: job.files_done, total: job.files_total })
            : t("site.fetch_queued")}
        </Typography>
        <LinearProgress
          variant={known ? "determinate" : "indeterminate"}
          value={known ? (100 * job.files_done) / job.files_total : undefined}
          aria-label={t("site.fetch_queued")}
        />
      </Box>
    );
  }
  if (job.status === "failed") {
    const key = job.error?.key;
    const message = key && i18n.exists(key) ? t(key) : (job.error?.message ?? t("citymodel.fetch_failed"));
    return (
      <Alert severity="warning" data-testid="city-fetch" data-status="failed" sx={{ my: 1.5 }}>
        {t("site.fetch_failed", { message })}
      </Alert>
    );
  }
  if (job.files_total === 0) return null;
  const cities = job.cities
    .map((city) => (city.year === null ? city.city_name : `${city.city_name} ${city.year}`))
    .join(", ");
  return (
    <Typography
      variant="body2"
      color="success.main"
      data-testid="city-fetch"
      data-status="succeeded"
      sx={{ my: 1.5 }}
    >
      {t("site.fetch_done", { cities })}
    </Typography>
  );
}
