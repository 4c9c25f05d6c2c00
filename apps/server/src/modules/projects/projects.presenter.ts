import { type Project, type Role, SERVICE_TYPE_MASTER } from "@soracity/contracts";
import type { ProjectRow } from "../../db/schema";
import { projectCan } from "../access/access.presented";
import type { ProjectExtras } from "./projects.repository";

/** `project_name` and `services` as PRODUCT.md §7 names them; services in master order, with labels. */
export function toProject(row: ProjectRow, extras: ProjectExtras, role: Role): Project {
  const counts = new Map((extras.services.get(row.id) ?? []).map((s) => [s.serviceType, s.caseCount]));
  const thumbnail = extras.thumbnails.get(row.id);
  return {
    id: row.id,
    workspace_id: row.workspaceId,
    project_name: row.name,
    description: row.description,
    // The version query makes browsers fetch a replaced image instead of a cached one.
    thumbnail_url: thumbnail ? `/api/project/${row.id}/thumbnail?v=${thumbnail.getTime()}` : null,
    services: SERVICE_TYPE_MASTER.filter((s) => counts.has(s.service_type)).map((s) => ({
      ...s,
      case_count: counts.get(s.service_type) ?? 0,
    })),
    site:
      row.siteLon !== null && row.siteLat !== null
        ? { lon: row.siteLon, lat: row.siteLat, city_code: row.siteCityCode }
        : null,
    role,
    can: projectCan({ role }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
