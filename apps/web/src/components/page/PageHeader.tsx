import type { ReactNode } from "react";
import { Breadcrumbs, Link, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";

/** Page title with an optional trail of parent pages and an aside (actions). */
export function PageHeader({
  title,
  trail = [],
  aside,
  subtitle,
}: {
  title: string;
  trail?: { label: string; to: string }[];
  aside?: ReactNode;
  subtitle?: ReactNode;
}) {
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      {trail.length > 0 ? (
        <Breadcrumbs>
          {trail.map((item) => (
            <Link key={item.to} component={RouterLink} to={item.to} underline="hover" color="inherit">
              {item.label}
            </Link>
          ))}
          <Typography color="text.primary" noWrap sx={{ maxWidth: 240 }}>
            {title}
          </Typography>
        </Breadcrumbs>
      ) : null}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}
      >
        <Typography
          variant="h2"
          component="h1"
          data-testid="page-title"
          sx={{ wordBreak: "break-word", minWidth: 0 }}
        >
          {title}
        </Typography>
        {aside ? (
          <Stack direction="row" spacing={1} sx={{ ml: "auto" }}>
            {aside}
          </Stack>
        ) : null}
      </Stack>
      {subtitle}
    </Stack>
  );
}
