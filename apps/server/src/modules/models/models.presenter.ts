import type { ProjectModel } from "@soracity/contracts";
import type { ProjectModelSummary } from "./models.repository";

export const toProjectModel = (row: ProjectModelSummary): ProjectModel => ({
  id: row.id,
  project_id: row.projectId,
  name: row.name,
  kind: row.kind,
  size_bytes: row.sizeBytes,
  buildings: row.buildingCount,
  bbox:
    row.minLon !== null && row.minLat !== null && row.maxLon !== null && row.maxLat !== null
      ? [row.minLon, row.minLat, row.maxLon, row.maxLat]
      : null,
  placement: {
    anchor_lon: row.placement.anchorLon,
    anchor_lat: row.placement.anchorLat,
    rotation: row.placement.rotation,
    elevation: row.placement.elevation,
    height_standard: row.placement.heightStandard,
    height_attribute: row.placement.heightAttribute,
  },
  created_at: row.createdAt.toISOString(),
  file_url: `/api/project/${row.projectId}/models/${row.id}/file`,
  buildings_url: `/api/project/${row.projectId}/models/${row.id}/buildings`,
});
