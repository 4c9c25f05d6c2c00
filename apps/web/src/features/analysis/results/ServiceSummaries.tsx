import { Alert, Chip, Stack, Typography } from "@mui/material";
import type { HikageSummary, NoiseSummary, VibrationSummary } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { WallsTable } from "./WallsTable";

export const fixed = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? "—" : value.toFixed(digits);

/** Shadow: max hours, the verdict of each regulation zone. */
export function HikageResultSummary({ summary: s }: { summary: HikageSummary }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="body2" data-testid="result-max" data-hours={s.max_hours ?? ""}>
        {t("analysis.result.max_hours", { hours: fixed(s.max_hours, 2) })}
      </Typography>
      {s.areas.length > 0 ? (
        <Stack data-testid="result-areas" aria-label={t("analysis.result.areas")}>
          {s.areas.map((area) => (
            <Typography key={area.hours} variant="caption" data-testid="result-area" data-hours={area.hours}>
              {t("analysis.result.area_line", { hours: area.hours, area: Math.round(area.area_m2) })}
            </Typography>
          ))}
        </Stack>
      ) : null}
      {s.regulation ? (
        <Stack spacing={0.5} data-testid="result-regulation" data-pass={s.regulation.pass}>
          {s.regulation.zones.map((zone) => (
            <Stack key={zone.zone} direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Chip
                size="small"
                color={zone.pass ? "success" : "error"}
                label={zone.pass ? t("analysis.result.pass") : t("analysis.result.fail")}
                data-testid="zone-verdict"
                data-zone={zone.zone}
              />
              <Typography variant="body2">
                {t("analysis.result.zone_line", {
                  zone: t(`analysis.result.zone_${zone.zone === "5-10m" ? "5_10" : "10"}`),
                  hours: fixed(zone.max_hours, 2),
                  limit: zone.limit,
                })}
              </Typography>
            </Stack>
          ))}
          {s.views?.planned ? (
            <Typography variant="caption" color="text.secondary">
              {t("analysis.result.regulation_on_planned")}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {s.walls ? <WallsTable walls={s.walls} /> : null}
    </Stack>
  );
}

/** Noise: the highest level on the grid and on a facade. */
export function NoiseResultSummary({ summary: s }: { summary: NoiseSummary }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" data-testid="result-max">
      {t("analysis.result.max_db", { db: fixed(s.max_db) })}
      {s.facade_max ? ` / ${t("analysis.result.facade_max", { db: fixed(s.facade_max.level_db) })}` : ""}
    </Typography>
  );
}

/** Vibration: the highest level and the verdict at the site boundary. */
export function VibrationResultSummary({ summary: s }: { summary: VibrationSummary }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" data-testid="result-max">
        {t("analysis.result.max_db", { db: fixed(s.max_db) })}
      </Typography>
      {s.boundary ? (
        <Alert severity={s.boundary.exceeds ? "error" : "success"} data-testid="result-boundary">
          {t("analysis.result.boundary", { db: fixed(s.boundary.max_db), limit: s.boundary.limit })}
        </Alert>
      ) : null}
    </Stack>
  );
}
