import type { ProjectModel } from "@soracity/contracts";
import type { ProjectModelSummary } from "./models.repository";

/**
 * The stored bounds, or null when there are none or one is not finite (a model stored before uploads refused
 * non-finite numbers, issue 22 F8, made the whole list answer 500 and so could not even be deleted).
 */
function bboxOf(row: ProjectModelSummary): [number, number, number, number] | null {
  const bbox = [row.minLon, row.minLat, row.maxLon, row.maxLat];
  const finite = bbox.filter((v): v is number => v !== null && Number.isFinite(v));
  return finite.length === 4 ? [finite[0] ?? 0, finite[1] ?? 0, finite[2] ?? 0, finite[3] ?? 0] : null;
}

export const toProjectModel = (row: ProjectModelSummary): ProjectModel => ({
  id: row.id,
  project_id: row.projectId,
  name: row.name,
  kind: row.kind,
  size_bytes: row.sizeBytes,
  buildings: row.buildingCount,
  bbox: bboxOf(row),
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
