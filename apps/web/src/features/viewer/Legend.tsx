import { Box, Paper, Stack, Typography } from "@mui/material";
import { HEAT_GRADIENT } from "./palette";

/** A heat-scale legend: the gradient of the result PNGs with its two ends labelled. */
export function Legend({
  title,
  min,
  max,
  testId,
}: {
  title: string;
  min: string;
  max: string;
  testId: string;
}) {
  return (
    <Paper data-testid={testId} sx={{ p: 1, width: 220 }} elevation={3}>
      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ height: 12, borderRadius: 0.5, background: HEAT_GRADIENT, my: 0.5 }} />
      <Stack direction="row" sx={{ justifyContent: "space-between" }}>
        <Typography variant="caption">{min}</Typography>
        <Typography variant="caption">{max}</Typography>
      </Stack>
    </Paper>
  );
}
