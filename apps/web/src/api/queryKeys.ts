import type { ServiceType, WorkspaceKind } from "@soracity/contracts";
import type { ListParams } from "./query";

/**
 * Every TanStack Query key of the web app, in one place. A key is a path from general to specific; TanStack
 * matches a prefix, so invalidating a shorter key (e.g. `queryKeys.cases.ofProject(id)`) refreshes every query
 * under it. The `all` keys are the roots a mutation refreshes after a change. Types only are imported here, so
 * the landing page can use it without loading anything.
 */
export const queryKeys = {
  me: ["me"] as const,
  config: ["config"] as const,
  demo: ["demo"] as const,
  limits: ["limits"] as const,
  groups: {
    all: ["groups"] as const,
    tree: ["groups", "tree"] as const,
    /** Every page of a group's members. */
    members: (groupId: string) => ["groups", "members", groupId] as const,
    membersPage: (groupId: string, params: ListParams<"created_at" | "name">) =>
      ["groups", "members", groupId, params] as const,
  },
  workspaces: {
    all: ["workspaces"] as const,
    list: (kind: WorkspaceKind, groupId: string | undefined, params: ListParams) =>
      ["workspaces", "list", kind, groupId ?? null, params] as const,
    one: (id: string) => ["workspaces", "one", id] as const,
    shares: (id: string | undefined) => ["workspaces", "shares", id] as const,
  },
  projects: {
    all: ["projects"] as const,
    list: (workspaceId: string, params: ListParams) => ["projects", "list", workspaceId, params] as const,
    one: (id: string) => ["projects", "one", id] as const,
  },
  cases: {
    all: ["cases"] as const,
    /** Every service's case list of a project. */
    ofProject: (projectId: string) => ["cases", projectId] as const,
    list: (projectId: string, serviceType: ServiceType, params: ListParams) =>
      ["cases", projectId, serviceType, params] as const,
  },
  /** One case (its parameters and status), kept apart from the lists. */
  case: (id: string) => ["case", id] as const,
  /** A case's result manifest, per run (`version`: the run's result URL and end time). */
  caseResult: (caseId: string, version: string) => ["case-result", caseId, version] as const,
  /** A JSON result layer (GeoJSON, point lists) by its URL. */
  resultLayer: (url: string | null) => ["result-layer", url] as const,
  /** One point's 天空図 of a run (`scope`: the run, see skyRunSource). */
  skyChart: (scope: string, pointId: string) => ["sky-chart", scope, pointId] as const,
  /** A binary grid layer by its URL. */
  resultGrid: (url: string) => ["result-grid", url] as const,
  sharedCase: (token: string) => ["shared-case", token] as const,
  models: (projectId: string) => ["models", projectId] as const,
  modelFootprints: (url: string) => ["model-footprints", url] as const,
  /** The 3D viewer's own model queries (its schema of the footprints differs from the map's). */
  viewerModels: (projectId: string) => ["viewer-models", projectId] as const,
  viewerModelBuildings: (projectId: string, modelId: string) =>
    ["viewer-model-buildings", projectId, modelId] as const,
  cities: ["cities"] as const,
  /** The site dialog's place search (GET /api/places). */
  places: (q: string) => ["places", q] as const,
  /** A city-model fetch of a project's site (GET /api/city-fetches/:id). */
  cityFetch: (id: string) => ["city-fetch", id] as const,
  buildings: (cityCode: string, bbox: string) => ["buildings", cityCode, bbox] as const,
  notifications: {
    /** The list, the unread count and the pages: invalidate it to refresh them all. */
    all: ["notifications"] as const,
    list: ["notifications", "list"] as const,
    unread: ["notifications", "unread"] as const,
    page: (params: ListParams<"create_date">) => ["notifications", "page", params] as const,
  },
  news: {
    /** The public news; the administration pages drop them after a change. */
    all: ["news"] as const,
    page: (locale: string, page: number, pageSize: number) =>
      ["news", "page", locale, page, pageSize] as const,
    item: (locale: string, id: string | null) => ["news", "item", locale, id] as const,
  },
  admin: {
    all: ["admin"] as const,
    users: ["admin", "users"] as const,
    broadcasts: ["admin", "broadcasts"] as const,
    /** Every inquiry list (read and unread). */
    inquiries: ["admin", "inquiries"] as const,
    inquiryList: (unreadOnly: boolean) => ["admin", "inquiries", unreadOnly] as const,
    news: ["admin", "news"] as const,
    newsPost: (id: string | undefined) => ["admin", "news", "post", id] as const,
  },
};
