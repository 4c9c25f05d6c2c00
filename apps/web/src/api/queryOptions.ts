import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ServiceType, WorkspaceKind } from "@soracity/contracts";
import { fetchGroupTree, fetchMembers } from "./groups";
import {
  fetchCases,
  fetchLimits,
  fetchProject,
  fetchProjects,
  fetchShares,
  fetchWorkspace,
  fetchWorkspaces,
} from "./workspaces";
import type { ListParams } from "./query";
import { queryKeys } from "./queryKeys";

/** A list's pages: the key holds what was asked, and the shown page stays until the next one arrives. */
const PAGED = { placeholderData: keepPreviousData } as const;

export const q = {
  limits: queryOptions({ queryKey: queryKeys.limits, queryFn: fetchLimits, staleTime: 30_000 }),
  groupTree: queryOptions({ queryKey: queryKeys.groups.tree, queryFn: fetchGroupTree, staleTime: 30_000 }),
  members: (groupId: string, params: ListParams<"created_at" | "name">) =>
    queryOptions({
      queryKey: queryKeys.groups.membersPage(groupId, params),
      queryFn: () => fetchMembers(groupId, params),
      ...PAGED,
    }),
  workspaces: (kind: WorkspaceKind, groupId: string | undefined, params: ListParams) =>
    queryOptions({
      queryKey: queryKeys.workspaces.list(kind, groupId, params),
      queryFn: () => fetchWorkspaces(kind, groupId, params),
      ...PAGED,
    }),
  workspace: (id: string) =>
    queryOptions({ queryKey: queryKeys.workspaces.one(id), queryFn: () => fetchWorkspace(id), retry: false }),
  shares: (id: string) =>
    queryOptions({ queryKey: queryKeys.workspaces.shares(id), queryFn: () => fetchShares(id) }),
  projects: (workspaceId: string, params: ListParams) =>
    queryOptions({
      queryKey: queryKeys.projects.list(workspaceId, params),
      queryFn: () => fetchProjects(workspaceId, params),
      ...PAGED,
    }),
  project: (id: string) =>
    queryOptions({ queryKey: queryKeys.projects.one(id), queryFn: () => fetchProject(id), retry: false }),
  /** Keyed under ["cases", projectId] so one invalidation refreshes every service's list of the project. */
  cases: (projectId: string, serviceType: ServiceType, params: ListParams) =>
    queryOptions({
      queryKey: queryKeys.cases.list(projectId, serviceType, params),
      queryFn: () => fetchCases(projectId, serviceType, params),
      ...PAGED,
    }),
};
