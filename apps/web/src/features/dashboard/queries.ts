import { queryOptions } from "@tanstack/react-query";
import type { WorkspaceKind } from "@soracity/contracts";
import { fetchGroupTree, fetchMembers } from "../../api/groups";
import {
  fetchCases,
  fetchLimits,
  fetchProject,
  fetchProjects,
  fetchShares,
  fetchWorkspace,
  fetchWorkspaces,
} from "../../api/workspaces";

export const q = {
  limits: queryOptions({ queryKey: ["limits"], queryFn: fetchLimits, staleTime: 30_000 }),
  groupTree: queryOptions({ queryKey: ["groups", "tree"], queryFn: fetchGroupTree, staleTime: 30_000 }),
  members: (groupId: string) =>
    queryOptions({ queryKey: ["groups", "members", groupId], queryFn: () => fetchMembers(groupId) }),
  workspaces: (kind: WorkspaceKind, groupId?: string) =>
    queryOptions({
      queryKey: ["workspaces", "list", kind, groupId ?? null],
      queryFn: () => fetchWorkspaces(kind, groupId),
    }),
  workspace: (id: string) =>
    queryOptions({ queryKey: ["workspaces", "one", id], queryFn: () => fetchWorkspace(id), retry: false }),
  shares: (id: string) =>
    queryOptions({ queryKey: ["workspaces", "shares", id], queryFn: () => fetchShares(id) }),
  projects: (workspaceId: string) =>
    queryOptions({ queryKey: ["projects", "list", workspaceId], queryFn: () => fetchProjects(workspaceId) }),
  project: (id: string) =>
    queryOptions({ queryKey: ["projects", "one", id], queryFn: () => fetchProject(id), retry: false }),
  cases: (projectId: string) =>
    queryOptions({ queryKey: ["cases", projectId], queryFn: () => fetchCases(projectId) }),
};
