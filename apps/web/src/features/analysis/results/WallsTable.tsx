import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { HikageSummary } from "@soracity/contracts";
import { useTranslation } from "react-i18next";

/** Rows shown in the side panel (the summary holds up to 200; the exports carry them all). */
const SHOWN = 10;

/**
 * The walls table (issue 24 §2): each sampled facade's worst sample and its shade hours, worst first.
 * Facades are numbered from 1 (the summary's `facade` index + 1), as on the map.
 */
export function WallsTable({ walls }: { walls: NonNullable<HikageSummary["walls"]> }) {
  const { t } = useTranslation();
  if (walls.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="h3">
        {t("analysis.result.walls_title")}
      </Typography>
      <Table size="small" data-testid="result-walls" data-count={walls.length}>
        <TableHead>
          <TableRow>
            <TableCell>{t("analysis.result.walls_building")}</TableCell>
            <TableCell>{t("analysis.result.walls_facade")}</TableCell>
            <TableCell>{t("analysis.result.walls_worst")}</TableCell>
            <TableCell align="right">{t("analysis.result.walls_hours")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {walls.slice(0, SHOWN).map((row) => (
            <TableRow key={`${row.building}:${row.facade}`} data-testid="result-wall">
              <TableCell sx={{ wordBreak: "break-all" }}>{row.building}</TableCell>
              <TableCell>{row.facade + 1}</TableCell>
              <TableCell>
                {row.lat.toFixed(5)}, {row.lon.toFixed(5)}, {row.z.toFixed(1)} m
              </TableCell>
              <TableCell align="right">{row.hours.toFixed(2)} h</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {walls.length > SHOWN ? (
        <Typography variant="caption" color="text.secondary">
          {t("analysis.result.walls_more", { count: walls.length - SHOWN })}
        </Typography>
      ) : null}
    </Stack>
  );
}
