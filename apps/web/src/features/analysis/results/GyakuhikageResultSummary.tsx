import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { GyakuhikageSummary } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { fixed } from "./ServiceSummaries";

/**
 * 逆日影 (issue 26): the envelope's largest height, volume and floor area (storeys of the typed height), the
 * window family that held the most volume, and the forward check with the shadow engine: each zone's largest
 * shade beside its limit.
 */
export function GyakuhikageResultSummary({ summary: s }: { summary: GyakuhikageSummary }) {
  const { t } = useTranslation();
  const check = s.forward_check;
  return (
    <Stack spacing={1} data-testid="result-envelope" data-pass={check.pass}>
      <Typography variant="body2" data-testid="result-max" data-height={s.max_height}>
        {t("analysis.gyakuhikage.max_height", { height: fixed(s.max_height, 2) })}
      </Typography>
      <Typography variant="body2" data-testid="result-volume">
        {t("analysis.gyakuhikage.volume", { volume: Math.round(s.volume).toLocaleString() })}
      </Typography>
      <Typography variant="body2" data-testid="result-floor-area">
        {t("analysis.gyakuhikage.floor_area", {
          area: Math.round(s.floor_area_estimate).toLocaleString(),
          storeys: s.storeys,
          storey: s.storey_height,
        })}
      </Typography>
      <Typography variant="caption" color="text.secondary" data-testid="result-family">
        {t("analysis.gyakuhikage.window_family", { family: s.window_family })}
      </Typography>
      <Typography variant="subtitle2">{t("analysis.gyakuhikage.check_title")}</Typography>
      <Table size="small" data-testid="forward-check" aria-label={t("analysis.gyakuhikage.check_title")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("analysis.gyakuhikage.check_zone")}</TableCell>
            <TableCell align="right">{t("analysis.gyakuhikage.check_limit")}</TableCell>
            <TableCell align="right">{t("analysis.gyakuhikage.check_max")}</TableCell>
            <TableCell>{t("analysis.gyakuhikage.check_verdict")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {check.zones.map((zone) => (
            <TableRow key={zone.zone} data-zone={zone.zone}>
              <TableCell>{t(`analysis.result.zone_${zone.zone === "5-10m" ? "5_10" : "10"}`)}</TableCell>
              <TableCell align="right">{t("analysis.result.hours", { hours: zone.limit })}</TableCell>
              <TableCell align="right">
                {t("analysis.result.hours", { hours: fixed(zone.max_hours, 2) })}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={zone.pass ? "success" : "error"}
                  label={zone.pass ? t("analysis.result.pass") : t("analysis.result.fail")}
                  data-testid="zone-verdict"
                  data-zone={zone.zone}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {check.lowered > 0 ? (
        <Typography variant="caption" color="text.secondary">
          {t("analysis.gyakuhikage.lowered", { count: check.lowered })}
        </Typography>
      ) : null}
    </Stack>
  );
}
