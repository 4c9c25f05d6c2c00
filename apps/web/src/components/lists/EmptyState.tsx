import type { ReactNode } from "react";
import { Paper, Stack, Typography } from "@mui/material";

/** An empty list: what is missing and what to do next, with an optional action. */
export function EmptyState({
  title,
  body,
  action,
  testId,
}: {
  title: string;
  body: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      variant="outlined"
      data-testid={testId ?? "empty-state"}
      sx={{ p: { xs: 3, md: 5 }, textAlign: "center" }}
    >
      <Stack spacing={1.5} sx={{ alignItems: "center" }}>
        <Typography variant="h6" component="p">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {body}
        </Typography>
        {action}
      </Stack>
    </Paper>
  );
}
