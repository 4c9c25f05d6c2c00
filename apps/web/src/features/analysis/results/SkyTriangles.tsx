import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { SkyChartData } from "./skyCharts";
import { triangleTable } from "./skyCharts";

/**
 * The 三斜求積表 is read off a chart of radius 100 mm (a 天空図 printed 20 cm across): base and height in mm
 * to 0.001 mm (the layer's 1e-5 of the unit disc), areas in mm².
 */
export const TRIANGLE_CHART_RADIUS_MM = 100;

/** One building's 三斜求積表: its triangles, their sum, Rs from the sum beside the exact Rs. */
function TriangleTable({
  chart,
  building,
  color,
}: {
  chart: SkyChartData;
  building: "planned" | "conforming";
  color: string;
}) {
  const { t } = useTranslation();
  const table = triangleTable(chart, TRIANGLE_CHART_RADIUS_MM);
  return (
    <Stack spacing={0.5} data-testid="sky-triangles" data-building={building}>
      <Typography variant="body2" sx={{ color, fontWeight: "bold" }}>
        {t("analysis.tenkuritsu.chart.triangles_title", {
          building: t(`analysis.tenkuritsu.chart.${building}_building`),
        })}
      </Typography>
      {table.rows.length === 0 ? (
        <Typography variant="caption">{t("analysis.tenkuritsu.chart.no_triangles")}</Typography>
      ) : (
        // Hundreds of triangles: the table scrolls under a fixed header.
        <Box sx={{ maxHeight: 220, overflowY: "auto", border: 1, borderColor: "divider" }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{t("analysis.tenkuritsu.chart.no")}</TableCell>
                <TableCell align="right">{t("analysis.tenkuritsu.chart.base")}</TableCell>
                <TableCell align="right">{t("analysis.tenkuritsu.chart.height")}</TableCell>
                <TableCell align="right">{t("analysis.tenkuritsu.chart.area")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={row.no} data-testid="sky-triangle">
                  <TableCell>{row.no}</TableCell>
                  <TableCell align="right">{row.base.toFixed(3)}</TableCell>
                  <TableCell align="right">{row.height.toFixed(3)}</TableCell>
                  <TableCell align="right">{row.area.toFixed(4)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Typography variant="caption" data-testid="sky-triangles-sum" data-sum={table.sum}>
        {t("analysis.tenkuritsu.chart.sum", { sum: table.sum.toFixed(4), n: table.rows.length })}
      </Typography>
      <Typography variant="caption" data-testid="sky-triangles-rs" data-rs={table.rs}>
        {t("analysis.tenkuritsu.chart.rs_triangles", {
          sky: table.sky.toFixed(4),
          rs: table.rs.toFixed(4),
          exact: chart.rs.toFixed(4),
        })}
      </Typography>
    </Stack>
  );
}

/** The 三斜求積表 of a point: the planned building's and, where the point has one, the conforming one's. */
export function SkyTriangles({
  planned,
  conforming,
  colors,
}: {
  planned: SkyChartData;
  conforming: SkyChartData | null;
  colors: { planned: string; conforming: string };
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="caption" color="text.secondary" data-testid="sky-triangles-scale">
        {t("analysis.tenkuritsu.chart.scale", { r: TRIANGLE_CHART_RADIUS_MM })}
      </Typography>
      <TriangleTable chart={planned} building="planned" color={colors.planned} />
      {conforming ? (
        <TriangleTable chart={conforming} building="conforming" color={colors.conforming} />
      ) : null}
    </Stack>
  );
}
