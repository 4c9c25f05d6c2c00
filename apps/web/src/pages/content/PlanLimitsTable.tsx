import {
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { USER_TYPES, type PlanLimits } from "@soracity/contracts";
import { useConfig } from "../../features/config/useConfig";

/** Rows of the table, in the order of the plan limits (contracts' planLimitsSchema). */
const ROWS: (keyof PlanLimits)[] = [
  "workspaces",
  "projects_per_workspace",
  "cases_per_project_service",
  "groups",
  "models_per_project",
  "model_storage_mb",
  "concurrent_runs",
];

/**
 * The count limits of every plan as the server applies them (GET /api/config `plans`); labelled by the
 * `plan-limits-title` heading of the pricing page.
 */
export function PlanLimitsTable() {
  const { t } = useTranslation();
  const { plans } = useConfig();
  if (!plans) {
    return <Skeleton variant="rounded" height={320} aria-label={t("pages.pricing.table.loading")} />;
  }
  const cell = (row: keyof PlanLimits, value: number) => {
    if (value === 0) return t("pages.pricing.table.none");
    const number = value.toLocaleString();
    return row === "model_storage_mb" ? t("pages.pricing.table.storage", { value: number }) : number;
  };
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table data-testid="plan-limits" aria-labelledby="plan-limits-title">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t("pages.pricing.table.limit")}
              </TableCell>
              {USER_TYPES.map((type) => (
                <TableCell key={type} component="th" scope="col" align="right">
                  {t(`home.plans.${type}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ROWS.map((row) => (
              <TableRow key={row} data-limit={row}>
                <TableCell component="th" scope="row">
                  {t(`pages.pricing.table.${row}`)}
                </TableCell>
                {USER_TYPES.map((type) => (
                  <TableCell key={type} align="right" data-plan={type}>
                    {cell(row, plans[type][row])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t("pages.pricing.table.custom_note")}
      </Typography>
    </>
  );
}
