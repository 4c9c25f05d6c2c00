import type { Database } from "../../db/client";
import { AccessRepository } from "../access/access.repository";
import { CasesRepository } from "../cases/cases.repository";
import { casesRoutes } from "../cases/cases.routes";
import { CasesService } from "../cases/cases.service";
import { groupMembersRoutes } from "../groups/groups.members.routes";
import { GroupsRepository } from "../groups/groups.repository";
import { groupsRoutes } from "../groups/groups.routes";
import { GroupsService } from "../groups/groups.service";
import type { PlanLimitsByType } from "../limits/limits.config";
import { LimitsRepository } from "../limits/limits.repository";
import { limitsRoutes } from "../limits/limits.routes";
import { LimitsService } from "../limits/limits.service";
import { mastersRoutes } from "../masters/masters.routes";
import type { NotificationsService } from "../notifications/notifications.service";
import { ProjectsRepository } from "../projects/projects.repository";
import { projectsRoutes } from "../projects/projects.routes";
import { ProjectsService } from "../projects/projects.service";
import { projectThumbnailRoutes } from "../projects/projects.thumbnail.routes";
import { sharingRoutes } from "../sharing/sharing.routes";
import { SharingService } from "../sharing/sharing.service";
import type { UsersRepository } from "../users/users.repository";
import { WorkspacesRepository } from "./workspaces.repository";
import { workspacesRoutes } from "./workspaces.routes";
import { WorkspacesService } from "./workspaces.service";

/** Services of issue 6 (workspaces, sharing, projects, cases, groups, plan limits), wired per app instance. */
export function createWorkspaceServices(
  db: Database,
  users: UsersRepository,
  notifications: NotificationsService,
  planLimits?: PlanLimitsByType,
) {
  const limits = new LimitsService(new LimitsRepository(db), planLimits);
  const groupsRepo = new GroupsRepository(db);
  const workspacesRepo = new WorkspacesRepository(db);
  const access = new AccessRepository(db);
  const workspaces = new WorkspacesService(db, workspacesRepo, groupsRepo, access, limits);
  const projects = new ProjectsService(db, new ProjectsRepository(db), workspaces, access, limits);
  return {
    limits,
    workspaces,
    sharing: new SharingService(workspaces, workspacesRepo, users, notifications),
    projects,
    cases: new CasesService(db, new CasesRepository(db), projects, access, limits),
    groups: new GroupsService(db, groupsRepo, access, users, limits, notifications),
  };
}

/** Route plugins of issue 6, registered by app.ts. */
export const workspaceRoutePlugins = [
  mastersRoutes,
  limitsRoutes,
  workspacesRoutes,
  sharingRoutes,
  projectsRoutes,
  projectThumbnailRoutes,
  casesRoutes,
  groupsRoutes,
  groupMembersRoutes,
];
