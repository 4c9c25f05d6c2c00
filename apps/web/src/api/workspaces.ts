import {
  casePageSchema,
  caseSchema,
  projectPageSchema,
  projectSchema,
  userLimitsSchema,
  workspacePageSchema,
  workspaceSchema,
  workspaceShareListSchema,
} from "@soracity/contracts";
import type {
  CaseCopy,
  CaseCreate,
  CaseUpdate,
  ProjectCreate,
  ServiceType,
  ProjectUpdate,
  WorkspaceCreate,
  WorkspaceKind,
  WorkspaceShareBody,
  WorkspaceUpdate,
} from "@soracity/contracts";
import { request, requestVoid } from "./client";
import { type ListParams, queryString } from "./query";

const enc = encodeURIComponent;

// Plan (PRODUCT.md §7). The masters are constants of the contracts (PERMISSION_MASTER, SERVICE_TYPE_MASTER).
export const fetchLimits = () => request("GET", "/api/user/limits", userLimitsSchema);

// Workspaces and sharing. Lists are asked for a page: the server searches, sorts and pages them.
export const fetchWorkspaces = (kind: WorkspaceKind, groupId: string | undefined, params: ListParams) =>
  request(
    "GET",
    `/api/workspaces?${queryString({ kind, group_id: groupId, ...params })}`,
    workspacePageSchema,
  );
export const fetchWorkspace = (id: string) => request("GET", `/api/workspaces/${enc(id)}`, workspaceSchema);
export const createWorkspace = (body: WorkspaceCreate) =>
  request("POST", "/api/workspaces", workspaceSchema, { json: body });
export const renameWorkspace = (id: string, body: WorkspaceUpdate) =>
  request("PATCH", `/api/workspaces/${enc(id)}`, workspaceSchema, { json: body });
export const deleteWorkspace = (id: string) => requestVoid("DELETE", `/api/workspaces/${enc(id)}`);
export const fetchShares = (id: string) =>
  request("GET", `/api/workspaces/${enc(id)}/shares`, workspaceShareListSchema);
export const putShare = (id: string, body: WorkspaceShareBody) =>
  requestVoid("PUT", `/api/workspaces/${enc(id)}/shares`, { json: body });
export const deleteShare = (id: string, userId: string) =>
  requestVoid("DELETE", `/api/workspaces/${enc(id)}/shares/${enc(userId)}`);

// Projects.
export const fetchProjects = (workspaceId: string, params: ListParams) =>
  request(
    "GET",
    `/api/workspaces/${enc(workspaceId)}/projects?${queryString({ ...params })}`,
    projectPageSchema,
  );
export const fetchProject = (id: string) => request("GET", `/api/project/${enc(id)}`, projectSchema);
export const createProject = (workspaceId: string, body: ProjectCreate) =>
  request("POST", `/api/workspaces/${enc(workspaceId)}/projects`, projectSchema, { json: body });
export const updateProject = (id: string, body: ProjectUpdate) =>
  request("PATCH", `/api/project/${enc(id)}`, projectSchema, { json: body });
export const deleteProject = (id: string) => requestVoid("DELETE", `/api/project/${enc(id)}`);
/** Multipart upload of the thumbnail image (field `file`). */
export function uploadThumbnail(id: string, file: Blob) {
  const form = new FormData();
  form.append("file", file);
  return request("PUT", `/api/project/${enc(id)}/thumbnail`, projectSchema, { form });
}

export const deleteThumbnail = (id: string) => requestVoid("DELETE", `/api/project/${enc(id)}/thumbnail`);

// Cases.
/** One service's cases of a project, a page of them. */
export const fetchCases = (projectId: string, serviceType: ServiceType, params: ListParams) =>
  request(
    "GET",
    `/api/project/${enc(projectId)}/cases?${queryString({ service_type: serviceType, ...params })}`,
    casePageSchema,
  );
export const createCase = (projectId: string, body: CaseCreate) =>
  request("POST", `/api/project/${enc(projectId)}/cases`, caseSchema, { json: body });
export const updateCase = (id: string, body: CaseUpdate) =>
  request("PATCH", `/api/cases/${enc(id)}`, caseSchema, { json: body });
export const copyCase = (id: string, body: CaseCopy) =>
  request("POST", `/api/cases/${enc(id)}/copy`, caseSchema, { json: body });
export const deleteCase = (id: string) => requestVoid("DELETE", `/api/cases/${enc(id)}`);
