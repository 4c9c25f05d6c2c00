import ImageOutlined from "@mui/icons-material/ImageOutlined";
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from "@mui/material";
import type { Project } from "@soracity/contracts";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "../../i18n/useLocale";
import { formatDateTime } from "../../i18n/datetime";
import { RowMenu } from "../workspaces/RowMenu";
import type { RowAction } from "../workspaces/RowMenu";
import { thumbnailSrc } from "./thumbnail";

/** A project in a workspace: thumbnail, name, description and dates (created, edited). */
export function ProjectCard({ project, actions }: { project: Project; actions: RowAction[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const src = thumbnailSrc(project);
  return (
    <Card
      variant="outlined"
      data-testid="project-card"
      data-name={project.project_name}
      sx={{ position: "relative" }}
    >
      <CardActionArea component={RouterLink} to={to(`/dashboard/project/${project.id}`)}>
        <Box sx={{ height: 140, bgcolor: "action.hover", display: "grid", placeItems: "center" }}>
          {src ? (
            <Box
              component="img"
              src={src}
              alt=""
              data-testid="project-thumbnail"
              sx={{ width: "100%", height: "100%", objectFit: "cover" }}
            />
          ) : (
            <ImageOutlined color="disabled" sx={{ fontSize: 48 }} />
          )}
        </Box>
        <CardContent>
          <Typography
            variant="subtitle1"
            component="h2"
            noWrap
            sx={{ fontWeight: 700 }}
            data-testid="project-name"
          >
            {project.project_name}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              minHeight: 40,
              display: "-webkit-box",
              WebkitLineClamp: 2,
              WebkitBoxOrient: "vertical",
              overflow: "hidden",
            }}
          >
            {project.description || t("project.no_description")}
          </Typography>
          <Stack sx={{ mt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {t("project.created_at", { date: formatDateTime(project.created_at) })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t("project.updated_at", { date: formatDateTime(project.updated_at) })}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
      <Box sx={{ position: "absolute", top: 8, right: 8, bgcolor: "background.paper", borderRadius: "50%" }}>
        <RowMenu actions={actions} label={project.project_name} />
      </Box>
    </Card>
  );
}
