import {
  Box,
  Checkbox,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { roundSkyDown, roundSkyUp } from "@soracity/contracts";
import type { SkyPoint, TenkuritsuSummary } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import type { SkyMarks } from "./skyMarks";

// 天空率 (issue 25): the verdict per check of 法56条7項 with its worst point, and the 算定表 of the points.

const rs = (value: number) => value.toFixed(3);
const signed = (value: number) => `${value >= 0 ? "+" : ""}${value.toFixed(3)}`;

function Verdict({ pass, testId }: { pass: boolean | null; testId: string }) {
  const { t } = useTranslation();
  if (pass === null) return <Typography variant="body2">—</Typography>;
  return (
    <Chip
      size="small"
      color={pass ? "success" : "error"}
      label={pass ? t("analysis.result.pass") : t("analysis.result.fail")}
      data-testid={testId}
      data-pass={pass}
    />
  );
}

/** The verdict of each check (its worst point: planned, conforming, margin) and the lowest sky factor. */
export function TenkuritsuResultSummary({ summary: s }: { summary: TenkuritsuSummary }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} data-testid="result-sky" data-pass={s.pass ?? ""}>
      <Typography variant="body2" data-testid="result-max">
        {t("analysis.tenkuritsu.result_min", {
          rs: s.min_sky_factor === null ? "—" : rs(s.min_sky_factor),
          n: s.points,
        })}
      </Typography>
      {s.checks.map((c) => (
        <Stack key={c.check} direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Verdict pass={c.pass} testId="check-verdict" />
          <Typography variant="body2" data-check={c.check}>
            {t("analysis.tenkuritsu.check_line", {
              check: t(`analysis.tenkuritsu.check.${c.check}`),
              id: c.worst.id,
              planned: rs(roundSkyDown(c.worst.planned)),
              conforming: rs(roundSkyUp(c.worst.conforming)),
              margin: signed(c.worst.margin),
            })}
          </Typography>
        </Stack>
      ))}
      {s.checks.length === 0 ? (
        <Typography variant="caption" color="text.secondary">
          {t("analysis.tenkuritsu.no_checks")}
        </Typography>
      ) : null}
      {s.safety_margin > 0 ? (
        <Typography variant="caption" color="text.secondary">
          {t("analysis.tenkuritsu.margin_note", { margin: s.safety_margin })}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** The 提出 column's header: a checkbox marking all points or none (indeterminate while some are). */
function MarkAll({ marks, points }: { marks: SkyMarks; points: readonly SkyPoint[] }) {
  const { t } = useTranslation();
  const all = points.length > 0 && marks.ids.length === points.length;
  const label = all ? t("analysis.tenkuritsu.submit_none") : t("analysis.tenkuritsu.submit_all");
  return (
    <Stack direction="row" sx={{ alignItems: "center" }}>
      <Checkbox
        size="small"
        sx={{ p: 0.25 }}
        checked={all}
        indeterminate={!all && marks.ids.length > 0}
        onChange={() => marks.set(all ? [] : points.map((p) => p.id))}
        slotProps={{ input: { "aria-label": label, title: label } }}
        data-testid="submit-all"
        data-count={marks.ids.length}
      />
      {t("analysis.tenkuritsu.submit")}
    </Stack>
  );
}

/**
 * The 算定表: per point its check (a point the user moved says so), the planned and conforming Rs (rounded
 * as compared), margin, verdict. With `onSelect` a row picks its point (`selected`) and shows its 天空図;
 * with `marks` a last column marks the points whose 天空図 and 三斜求積表 are printed for submission.
 */
export function SkyPointsTable({
  points,
  selected = null,
  onSelect,
  marks = null,
}: {
  points: readonly SkyPoint[];
  selected?: string | null;
  onSelect?: (id: string) => void;
  marks?: SkyMarks | null;
}) {
  const { t } = useTranslation();
  return (
    // Six columns in the side panel: cells keep to one line and the table scrolls sideways when it must.
    <Box sx={{ overflowX: "auto" }}>
      <Table
        size="small"
        data-testid="result-points"
        sx={{ "& .MuiTableCell-root": { px: 0.75, whiteSpace: "nowrap" } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t("analysis.tenkuritsu.point")}</TableCell>
            <TableCell>{t("analysis.tenkuritsu.check_column")}</TableCell>
            <TableCell>{t("analysis.tenkuritsu.planned")}</TableCell>
            <TableCell>{t("analysis.tenkuritsu.conforming")}</TableCell>
            <TableCell>{t("analysis.tenkuritsu.margin")}</TableCell>
            <TableCell>{t("analysis.result.pass")}</TableCell>
            {marks ? (
              <TableCell padding="checkbox">
                <MarkAll marks={marks} points={points} />
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((p) => (
            <TableRow
              key={p.id}
              data-testid="result-point"
              data-id={p.id}
              data-submit={marks?.has(p.id) ?? ""}
              data-moved={p.moved ?? false}
              selected={p.id === selected}
              hover={Boolean(onSelect)}
              onClick={onSelect ? () => onSelect(p.id) : undefined}
              sx={onSelect ? { cursor: "pointer" } : undefined}
            >
              <TableCell>
                {p.id}
                {p.moved ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t("analysis.tenkuritsu.moved")}
                    data-testid="point-moved"
                    sx={{ ml: 0.5, height: 18 }}
                  />
                ) : null}
              </TableCell>
              <TableCell>{p.check ? t(`analysis.tenkuritsu.check.${p.check}`) : "—"}</TableCell>
              <TableCell data-testid="point-planned">{rs(roundSkyDown(p.sky_factor.planned))}</TableCell>
              <TableCell>
                {p.sky_factor.conforming === null ? "—" : rs(roundSkyUp(p.sky_factor.conforming))}
              </TableCell>
              <TableCell>{p.margin === null ? "—" : signed(p.margin)}</TableCell>
              <TableCell>
                <Verdict pass={p.sky_factor.pass} testId="point-verdict" />
              </TableCell>
              {marks ? (
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    size="small"
                    sx={{ p: 0.25 }}
                    checked={marks.has(p.id)}
                    onChange={() => marks.toggle(p.id)}
                    slotProps={{
                      input: { "aria-label": t("analysis.tenkuritsu.submit_point", { id: p.id }) },
                    }}
                    data-testid="point-submit"
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
