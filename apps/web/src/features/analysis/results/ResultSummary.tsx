import {
  Alert,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { Case, CaseResult } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/datetime";
import { useCaseResult } from "../map/ResultLayers";

const fixed = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? "—" : value.toFixed(digits);

/** Shadow: max hours, the verdict of each regulation zone. Noise / vibration: the highest level. */
export function Summary({ result }: { result: CaseResult }) {
  const { t } = useTranslation();
  const s = result.summary;
  if (s.service_type === "hikage")
    return (
      <Stack spacing={1}>
        <Typography variant="body2" data-testid="result-max">
          {t("analysis.result.max_hours", { hours: fixed(s.max_hours, 2) })}
        </Typography>
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
          </Stack>
        ) : null}
      </Stack>
    );
  if (s.service_type === "noise")
    return (
      <Typography variant="body2" data-testid="result-max">
        {t("analysis.result.max_db", { db: fixed(s.max_db) })}
        {s.facade_max ? ` / ${t("analysis.result.facade_max", { db: fixed(s.facade_max.level_db) })}` : ""}
      </Typography>
    );
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

/** Values at the measurement points (shadow hours and intervals, or levels). */
export function PointsTable({ result }: { result: CaseResult }) {
  const { t } = useTranslation();
  if (result.points.length === 0) return null;
  const shadow = result.summary.service_type === "hikage";
  return (
    <Table size="small" data-testid="result-points">
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>{t("analysis.result.position")}</TableCell>
          <TableCell>{shadow ? t("analysis.result.shade_hours") : t("analysis.result.level")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {result.points.map((point, index) => (
          <TableRow key={`${point.lon},${point.lat},${index}`} data-testid="result-point">
            <TableCell>{index + 1}</TableCell>
            <TableCell>
              {point.lat.toFixed(5)}, {point.lon.toFixed(5)}
            </TableCell>
            <TableCell>
              {"shade_hours" in point
                ? `${point.shade_hours.toFixed(2)} h ${point.intervals.map(([a, b]) => `${a.slice(0, 5)}–${b.slice(0, 5)}`).join(", ")}`
                : `${fixed(point.level_db)} dB`}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The last run's results in the side panel: when, the summary and the point values. */
export function ResultSummary({ item }: { item: Case }) {
  const { t } = useTranslation();
  const result = useCaseResult(item);
  if (!result.data) return null;
  return (
    <Stack spacing={1} data-testid="result-summary">
      <Typography variant="h6" component="h2">
        {t("analysis.result.title")}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t("analysis.result.computed", {
          at: formatDateTime(result.data.computed_at),
          seconds: (result.data.run_time_ms / 1000).toFixed(1),
        })}
      </Typography>
      <Summary result={result.data} />
      <PointsTable result={result.data} />
    </Stack>
  );
}
