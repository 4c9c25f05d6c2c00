import FolderOutlined from "@mui/icons-material/FolderOutlined";
import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from "@mui/material";
import type { Workspace } from "@soracity/contracts";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "../../i18n/useLocale";
import { formatDateTime } from "../../i18n/datetime";
import { RowMenu } from "./RowMenu";
import type { RowAction } from "./RowMenu";
import { roleLabelKey } from "../../i18n/roleLabel";

/** One workspace in a list: name, owner or group, the caller's role, project count and last update. */
export function WorkspaceCard({ workspace, actions }: { workspace: Workspace; actions: RowAction[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const origin =
    workspace.kind === "group"
      ? t("ws.in_group", { name: workspace.group?.name ?? "" })
      : workspace.kind === "shared"
        ? t("ws.shared_by", { name: workspace.owner?.name ?? "" })
        : null;
  return (
    <Card
      variant="outlined"
      data-testid="workspace-card"
      data-name={workspace.name}
      sx={{ position: "relative" }}
    >
      <CardActionArea component={RouterLink} to={to(`/dashboard/workspace/${workspace.id}`)}>
        <CardContent sx={{ pr: 6 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
            <FolderOutlined color="primary" />
            <Typography
              variant="subtitle1"
              component="h2"
              data-testid="workspace-name"
              sx={{ fontWeight: 700, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
            >
              {workspace.name}
            </Typography>
          </Stack>
          {origin ? (
            <Typography variant="body2" color="text.secondary" noWrap>
              {origin}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: "center", flexWrap: "wrap" }}>
            <Chip size="small" data-testid="workspace-role" label={t(roleLabelKey(workspace.role))} />
            <Typography variant="body2" color="text.secondary">
              {t("ws.project_count", { count: workspace.project_count })}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t("ws.updated_at", { date: formatDateTime(workspace.updated_at) })}
          </Typography>
        </CardContent>
      </CardActionArea>
      <Stack sx={{ position: "absolute", top: 8, right: 8 }}>
        <RowMenu actions={actions} label={workspace.name} />
      </Stack>
    </Card>
  );
}
